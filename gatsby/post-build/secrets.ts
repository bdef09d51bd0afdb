/**
 * No secrets in what the browser gets. Gatsby inlines only `process.env.GATSBY_*` into the
 * client bundle, and gatsby/source/env.ts publishes just two (the form endpoint and the captcha
 * provider), neither secret. This check proves it on every build: the built site must not
 * contain the value of any secret-looking environment variable that is not GATSBY_-prefixed
 * (DRUPAL_BASIC_AUTH_PASSWORD, a publisher's secret, tokens…), and the client JavaScript must
 * not contain anything shaped like a well-known credential.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { openStampRecord, stampKey } from './file-stamps'
import { siteFiles, type SiteFiles } from './site-files'

/** Names of variables whose values are secret. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_?KEY|AUTH(?!.*USER)/i

/** Shorter values are too likely to occur by chance (and are not real secrets anyway). */
const MIN_SECRET_LENGTH = 8

/** Credential formats that must never be in client JavaScript. */
const SECRET_PATTERNS: [label: string, pattern: RegExp][] = [
  ['a private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a GitHub token', /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ['a Slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
  ['a Stripe secret key', /\b[rs]k_live_[0-9a-zA-Z]{20,}\b/],
  ['a basic-auth URL', /\bhttps?:\/\/[^\s/:@"'`]+:[^\s/@"'`]+@[a-z0-9.-]+/i],
]

export interface SecretValue {
  name: string
  value: string
}

/** The secret values in an environment: secret-looking names, not GATSBY_, long enough. */
export function secretValues(env: Record<string, string | undefined>): SecretValue[] {
  return Object.entries(env)
    .filter(
      (entry): entry is [string, string] =>
        !entry[0].startsWith('GATSBY_') &&
        SECRET_NAME.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        entry[1].trim().length >= MIN_SECRET_LENGTH,
    )
    .map(([name, value]) => ({ name, value: value.trim() }))
}

/** What is wrong with one file's text (`client`: a JavaScript file the browser loads). */
export function secretsInText(text: string, secrets: SecretValue[], client: boolean): string[] {
  const found = secrets
    .filter(({ value }) => text.includes(value))
    .map(({ name }) => `the value of ${name}`)
  if (client) {
    for (const [label, pattern] of SECRET_PATTERNS) if (pattern.test(text)) found.push(label)
  }
  return found
}

/** The files the scan reads: text a browser is sent. */
const SCANNED = /\.(?:m?js|html|json|txt|xml|ics|webmanifest)$/

/**
 * Problems found in a build directory, as `file: what` lines (empty when clean). With
 * `recordFile` (in .cache/, never in the site), the files found clean are recorded by size and
 * mtime together with a hash of what they were checked against, and the next scan reads only
 * the files written since (an incremental build rewrites a few pages; the scan of every file,
 * about 0.6 s, was part of an editor's wait). Other secrets or patterns mean a full scan.
 * `site` is the site's files if another step listed them already.
 */
export async function findSecretsInBuild(
  publicDir: string,
  env: Record<string, string | undefined>,
  recordFile?: string,
  site: SiteFiles = siteFiles(publicDir),
): Promise<string[]> {
  const secrets = secretValues(env)
  const record = await openStampRecord<true>(
    recordFile,
    stampKey(
      secrets,
      SECRET_PATTERNS.map(([, pattern]) => String(pattern)),
    ),
  )
  const found = await Promise.all(
    site.files
      .filter((rel) => SCANNED.test(rel))
      .map(async (rel) => {
        const stamp = site.stamp(rel)
        const what = record.known(rel, stamp)
          ? []
          : secretsInText(
              await fs.readFile(path.join(publicDir, rel), 'utf8'),
              secrets,
              /\.m?js$/.test(rel),
            )
        if (what.length === 0) record.remember(rel, stamp, true)
        return what.map((problem) => `${rel}: ${problem}`)
      }),
  )
  const problems = found.flat()
  await record.save()
  return problems
}
