/** @jest-environment node */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  importOrder,
  nestedParagraphs,
  isLocalDrupal,
  localDrupalEnv,
  parentsFirst,
  parseDbUrl,
  phpProblem,
  probePhp,
} from './rules.mjs'

let tmp: string
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'drupal-lib-'))
})
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

/** A stand-in `php` that answers the probe with this version id and these extensions. */
function fakePhp(versionId: number, extensions: string[]) {
  const bin = path.join(tmp, `php-${versionId}-${extensions.length}`)
  writeFileSync(bin, `#!/bin/sh\nprintf '%s\\n%s' ${versionId} '${extensions.join(',')}'\n`)
  chmodSync(bin, 0o755)
  return bin
}

const ALL = [
  'core',
  'ctype',
  'curl',
  'dom',
  'gd',
  'json',
  'mbstring',
  'pdo',
  'pdo_sqlite',
  'simplexml',
  'tokenizer',
  'xml',
]

describe('PHP for Drupal 11', () => {
  it('takes PHP 8.3 or later with every extension Drupal needs', () => {
    const bin = fakePhp(80427, ALL)
    expect(probePhp(bin)).toEqual({ versionId: 80427, missing: [] })
    expect(phpProblem(bin, probePhp(bin))).toBeNull()
  })

  it("says in one line what is wrong with a PHP that won't do", () => {
    const old = fakePhp(80207, ALL)
    expect(phpProblem(old, probePhp(old))).toBe(`${old} is PHP 8.2; Drupal 11 needs 8.3 or later`)
    const bare = fakePhp(80400, ['core', 'json', 'pdo'])
    expect(phpProblem(bare, probePhp(bare))).toBe(
      `${bare} lacks the PHP extensions ctype, curl, dom, gd, mbstring, pdo_sqlite, simplexml, tokenizer, xml`,
    )
    const missing = path.join(tmp, 'no-such-php')
    expect(probePhp(missing)).toBeNull()
    expect(phpProblem(missing, null)).toBe(`${missing} does not run`)
  })
})

describe('a build from the local Drupal', () => {
  const accounts = { build: { name: 'site_build', password: 'pw' } }

  it('gets the build account, the demo URL and the demo captcha for the local Drupal only', () => {
    expect(isLocalDrupal('http://127.0.0.1:8888', 8888)).toBe(true)
    expect(isLocalDrupal('http://localhost:8888/', 8888)).toBe(true)
    expect(isLocalDrupal('https://cms.example.com.au', 8888)).toBe(false)
    expect(isLocalDrupal('http://127.0.0.1:8889', 8888)).toBe(false)
    expect(localDrupalEnv({ DRUPAL_BASE_URL: 'http://127.0.0.1:8888' }, accounts, 8888)).toEqual({
      SITE_URL: 'http://localhost:9000',
      DEMO_CAPTCHA: '1',
      DRUPAL_BASIC_AUTH_USERNAME: 'site_build',
      DRUPAL_BASIC_AUTH_PASSWORD: 'pw',
    })
    expect(
      localDrupalEnv({ DRUPAL_BASE_URL: 'https://cms.example.com.au' }, accounts, 8888),
    ).toEqual({})
  })

  it('never overrides what the environment sets', () => {
    expect(
      localDrupalEnv(
        {
          DRUPAL_BASE_URL: 'http://127.0.0.1:8888',
          SITE_URL: 'https://www.example.com.au',
          DRUPAL_BASIC_AUTH_USERNAME: 'me',
          DRUPAL_BASIC_AUTH_PASSWORD: 'mine',
        },
        accounts,
        8888,
      ),
    ).toEqual({ DEMO_CAPTCHA: '1' })
  })
})

describe('loading the demo content', () => {
  it('creates what is referred to before what refers to it', () => {
    const types = [
      'redirect--redirect',
      'menu_link_content--menu_link_content',
      'node--homepage',
      'paragraph--button_section',
      'node--gift',
      'paragraph--button_tile',
      'node--store',
      'taxonomy_term--category',
      'file--file',
      'block_content--opening_hours',
    ]
    const nested = nestedParagraphs(
      new Map([
        ['paragraph--button_section', [{ attributes: { parent_type: 'node' } }]],
        ['paragraph--button_tile', [{ attributes: { parent_type: 'paragraph' } }]],
      ]),
    )
    expect([...nested]).toEqual(['button_tile'])
    expect([...types].sort((a, b) => importOrder(a, nested) - importOrder(b, nested))).toEqual([
      'file--file',
      'taxonomy_term--category',
      'paragraph--button_tile',
      'paragraph--button_section',
      'node--store',
      'node--gift',
      'node--homepage',
      'block_content--opening_hours',
      'menu_link_content--menu_link_content',
      'redirect--redirect',
    ])
  })

  it('creates menu links after their parents', () => {
    const link = (id: string, parent: string | null) => ({ id, attributes: { parent } })
    const ordered = parentsFirst([
      link('events', 'menu_link_content:whats-on'),
      link('news', 'menu_link_content:whats-on'),
      link('whats-on', null),
      link('orphan', 'menu_link_content:gone'),
    ])
    expect(ordered.map((l: { id: string }) => l.id)).toEqual([
      'whats-on',
      'events',
      'news',
      'orphan',
    ])
  })
})

describe('a database server for the site (DRUPAL_DB_URL)', () => {
  it('reads host, port, database and an encoded password', () => {
    expect(parseDbUrl('mysql://drupal:p%40ss%2Fw0rd@db.internal:3310/centre')).toEqual({
      host: 'db.internal',
      port: 3310,
      database: 'centre',
      username: 'drupal',
      password: 'p@ss/w0rd',
    })
    expect(parseDbUrl('mariadb://drupal:x@10.0.0.5/centre').port).toBe(3306)
  })

  it('refuses what is not a MariaDB or MySQL URL with a database, saying what it wants', () => {
    for (const bad of ['db.internal', 'pgsql://u:p@h/db', 'mysql://u:p@h:3306/']) {
      expect(() => parseDbUrl(bad)).toThrow(/DRUPAL_DB_URL/)
    }
  })
})
