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
})
