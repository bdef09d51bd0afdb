/**
 * The XSS corpus (security/xss-corpus.txt) as a list of vectors, for the sanitiser's unit
 * tests and the browser test that builds a page holding all of them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

const XSS_CORPUS_FILE = path.join(__dirname, 'xss-corpus.txt')

const CONTROL: Record<string, string> = { n: '\n', t: '\t', r: '\r' }

/** One vector per line; `# ` comments and blank lines skipped; `\n`, `\t` and `\r` decoded. */
function parseCorpus(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('# '))
    .map((line) => line.replace(/\\([ntr])/g, (_, c: string) => CONTROL[c]))
}

export function readXssCorpus(file = XSS_CORPUS_FILE): string[] {
  return parseCorpus(readFileSync(file, 'utf8'))
}
