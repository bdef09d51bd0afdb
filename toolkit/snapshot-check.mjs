// Does recording the local Drupal give back cms/snapshot/? `npm test` checks that a fresh
// install of the demo content records to the committed snapshot byte for byte, and that one
// title edit changes one resource of one file and nothing else: a re-recording then shows
// only what an editor changed.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'

import {
  credentials,
  drushJson,
  installedSite,
  requireInstalledSite,
} from '../drupal/tools/lib.mjs'
import { filesUnder } from './compare-builds.mjs'

const require = createRequire(import.meta.url)
const { recordSnapshot } = require('../cms/lib/record.cjs')

const root = path.resolve(import.meta.dirname, '..')
const snapshotDir = path.join(root, 'cms', 'snapshot')

/**
 * Records the local Drupal at `url` into a new scratch folder, as `npm run cms:snapshot`
 * would record it over cms/snapshot/ (the snapshot's reference date kept).
 * @param {string} url
 * @returns {Promise<string>} the folder
 */
async function recordLocal(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'snapshot-check-'))
  cpSync(path.join(snapshotDir, 'meta.json'), path.join(dir, 'meta.json'))
  const { name, password } = credentials().build
  await recordSnapshot({
    from: url,
    out: dir,
    referenceDate: installedSite().contentDate,
    headers: { Authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}` },
    log: () => {},
  })
  return dir
}

/**
 * Every file of a snapshot folder (fixtures.json is kept by hand, not recorded).
 * @param {string} dir
 */
const recordedFiles = (dir) => filesUnder(dir, (name) => name !== 'fixtures.json')

/**
 * The files that differ between two snapshot folders, or are in one only.
 * @param {string} a
 * @param {string} b
 */
function differingFiles(a, b) {
  const files = [...new Set([...recordedFiles(a), ...recordedFiles(b)])].sort()
  const read = (/** @type {string} */ dir, /** @type {string} */ file) =>
    existsSync(path.join(dir, file)) ? readFileSync(path.join(dir, file)) : null
  return files.filter((file) => {
    const [x, y] = [read(a, file), read(b, file)]
    return !x || !y || !x.equals(y)
  })
}

/**
 * The uuids of the resources that differ between two versions of one collection file.
 * @param {string} a
 * @param {string} b
 */
function differingResources(a, b) {
  /** @param {string} file */
  const byId = (file) => new Map(JSON.parse(readFileSync(file, 'utf8')).data.map((r) => [r.id, r]))
  const [x, y] = [byId(a), byId(b)]
  return [...new Set([...x.keys(), ...y.keys()])].filter(
    (id) => !isDeepStrictEqual(x.get(id), y.get(id)),
  )
}

/**
 * Problems with a recording of a fresh install: each file that is not the committed one.
 * @param {string} url the local Drupal, freshly installed
 * @returns {Promise<string[]>}
 */
export async function freshInstallProblems(url) {
  const dir = await recordLocal(url)
  try {
    return differingFiles(snapshotDir, dir).map(
      (file) => `cms/snapshot/${file} differs from a recording of the fresh install`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Sets a node's title as a new revision (as saving the edit form does); returns the old one.
 * @param {number} nid
 * @param {string} title
 * @returns {string}
 */
function setTitle(nid, title) {
  const code = `$n = \\Drupal\\node\\Entity\\Node::load(${nid}); $old = $n->getTitle();
    $n->setTitle(${JSON.stringify(title)}); $n->setNewRevision(TRUE); $n->save();
    echo json_encode($old);`
  return drushJson(requireInstalledSite(), ['php:eval', code], 'The snapshot check')
}

/**
 * Problems with recording one title edit: the re-recording must differ from the recording
 * before it in the edited node's file only, in that node only.
 * @param {string} url the local Drupal
 * @param {{ nid: number, file: string, uuid: string }} node a node whose alias is set by hand
 * @returns {Promise<string[]>}
 */
export async function oneEditProblems(url, node) {
  const before = await recordLocal(url)
  const title = setTitle(node.nid, 'Snapshot check: a new title')
  let after
  try {
    after = await recordLocal(url)
  } finally {
    setTitle(node.nid, title)
  }
  try {
    const files = differingFiles(before, after)
    if (!isDeepStrictEqual(files, [node.file])) {
      return [`One title edit changed ${files.join(', ') || 'no file'}, not ${node.file} alone`]
    }
    const changed = differingResources(path.join(before, node.file), path.join(after, node.file))
    return isDeepStrictEqual(changed, [node.uuid])
      ? []
      : [`One title edit changed the resources ${changed.join(', ')} of ${node.file}`]
  } finally {
    rmSync(before, { recursive: true, force: true })
    rmSync(after, { recursive: true, force: true })
  }
}
