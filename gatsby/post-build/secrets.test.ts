/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { findSecretsInBuild, secretValues, secretsInText } from './secrets'

describe('secret values', () => {
  it('are the long values of secret-looking variables that are not GATSBY_', () => {
    expect(
      secretValues({
        DRUPAL_BASIC_AUTH_PASSWORD: 'correct horse battery',
        DRUPAL_BASIC_AUTH_USERNAME: 'editor-account',
        PUBLISHER_SECRET: 's3cr3t-value-123',
        GITHUB_TOKEN: 'short',
        GATSBY_RECAPTCHA_SITE_KEY: '6LcAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        SITE_URL: 'https://www.example.com.au',
      }),
    ).toEqual([
      { name: 'DRUPAL_BASIC_AUTH_PASSWORD', value: 'correct horse battery' },
      { name: 'PUBLISHER_SECRET', value: 's3cr3t-value-123' },
    ])
  })
})

describe('secrets in text', () => {
  const secrets = [{ name: 'PUBLISHER_SECRET', value: 's3cr3t-value-123' }]

  it('finds secret values anywhere and credential shapes in client JavaScript', () => {
    expect(secretsInText('var a="s3cr3t-value-123"', secrets, true)).toEqual([
      'the value of PUBLISHER_SECRET',
    ])
    expect(secretsInText('k="AKIAABCDEFGHIJKLMNOP"', [], true)).toEqual(['an AWS access key id'])
    expect(secretsInText('fetch("https://user:pass@cms.example.com")', [], true)).toEqual([
      'a basic-auth URL',
    ])
    expect(secretsInText('-----BEGIN RSA PRIVATE KEY-----', [], false)).toEqual([])
    expect(secretsInText('nothing to see', secrets, true)).toEqual([])
  })

  it('scans a build directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'))
    try {
      mkdirSync(path.join(dir, 'page-data'))
      writeFileSync(
        path.join(dir, 'app-1.js'),
        'const t="ghp_abcdefghijklmnopqrstuvwxyz0123456789AB"',
      )
      writeFileSync(path.join(dir, 'page-data', 'x.json'), '{"a":"s3cr3t-value-123"}')
      writeFileSync(path.join(dir, 'index.html'), '<p>fine</p>')
      expect(await findSecretsInBuild(dir, { PUBLISHER_SECRET: 's3cr3t-value-123' })).toEqual([
        'app-1.js: a GitHub token',
        `${path.join('page-data', 'x.json')}: the value of PUBLISHER_SECRET`,
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('rescans only what changed since a clean scan, and everything for another secret', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'))
    const record = path.join(dir, 'cache', 'secrets-scan.json')
    const site = path.join(dir, 'public')
    const env = { PUBLISHER_SECRET: 's3cr3t-value-123' }
    try {
      mkdirSync(site)
      writeFileSync(path.join(site, 'index.html'), '<p>fine</p>')
      writeFileSync(path.join(site, 'app-1.js'), 'const a = 1')
      expect(await findSecretsInBuild(site, env, record)).toEqual([])
      // Still found while it is there, whatever the record says.
      writeFileSync(path.join(site, 'index.html'), '<p>s3cr3t-value-123</p>')
      expect(await findSecretsInBuild(site, env, record)).toEqual([
        'index.html: the value of PUBLISHER_SECRET',
      ])
      expect(await findSecretsInBuild(site, env, record)).toEqual([
        'index.html: the value of PUBLISHER_SECRET',
      ])
      // A file the last scan found clean, checked again for a secret it was not checked for.
      const other = { ...env, DRUPAL_BASIC_AUTH_PASSWORD: 'const a = 1' }
      expect(await findSecretsInBuild(site, other, record)).toEqual([
        'app-1.js: the value of DRUPAL_BASIC_AUTH_PASSWORD',
        'index.html: the value of PUBLISHER_SECRET',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
