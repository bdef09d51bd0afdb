/** @jest-environment node */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { checkBuildOutput, countPages, isBuildId, newBuildId, openReleases } from './releases.mjs'

let tmp: string
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-test-'))
})
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

function write(root: string, rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
  fs.writeFileSync(path.join(root, rel), text)
}

/** A small stand-in for Gatsby's public/. */
function makeSite(dir: string, { title = 'Home', stores = 3 } = {}) {
  write(dir, 'index.html', `<html><title>${title}</title></html>`)
  write(dir, '404.html', '<html>Page Not Found</html>')
  write(dir, '404/index.html', '<html>Page Not Found</html>')
  write(dir, 'page-data/app-data.json', '{"webpackCompilationHash":"abc"}')
  for (let i = 0; i < stores; i++) write(dir, `stores/s${i}/index.html`, `<html>Store ${i}</html>`)
  write(dir, 'static/0123456789abcdef/photo.jpg', 'jpeg bytes')
  write(dir, 'app-0123456789abcdef0123.js', 'console.log(1)')
  return dir
}

test('build ids are sortable and recognised', () => {
  const a = newBuildId(new Date('2026-11-21T08:15:30.042Z'))
  expect(a).toMatch(/^20261121-081530-042-[0-9a-f]{4}$/)
  expect(isBuildId(a)).toBe(true)
  expect(isBuildId('../etc')).toBe(false)
  expect(newBuildId(new Date('2026-11-22T00:00:00Z')) > a).toBe(true)
  // Made in the same millisecond, or with the clock going back: still in order.
  const same = new Date('2026-11-23T00:00:00Z')
  const ids = [newBuildId(same), newBuildId(same), newBuildId(new Date('2026-11-20T00:00:00Z'))]
  expect([...ids].sort()).toEqual(ids)
})

test('stage, activate, prune and roll back', async () => {
  const releases = openReleases(path.join(tmp, 'work'))
  expect(await releases.currentId()).toBeNull()

  const ids: string[] = []
  for (let i = 0; i < 7; i++) {
    const site = makeSite(path.join(tmp, `public-${i}`), { title: `Build ${i}` })
    const id = `20261121-0800${String(i).padStart(2, '0')}-000-abcd`
    ids.push(id)
    const staged = await releases.stage(site, id)
    expect(staged.files).toBe(9)
    if (i === 0) expect(staged.linked).toBe(0)
    // Unchanged files are linked from the current release; the changed home page is copied.
    else expect(staged).toMatchObject({ linked: 8, copied: 1 })
    await releases.activate(id)
    expect(await releases.currentId()).toBe(id)
    expect(fs.readFileSync(path.join(releases.currentLink, 'index.html'), 'utf8')).toContain(
      `Build ${i}`,
    )
  }
  const linkedFile = path.join(releases.buildsDir, ids[6], 'static/0123456789abcdef/photo.jpg')
  expect(fs.statSync(linkedFile).nlink).toBeGreaterThan(1)
  const home = (i: number) => path.join(releases.buildsDir, ids[i], 'index.html')
  expect(fs.statSync(home(6)).ino).not.toBe(fs.statSync(home(5)).ino)

  const removed = await releases.prune(5)
  expect(removed.sort()).toEqual([ids[0], ids[1]])
  expect(await releases.list()).toEqual(ids.slice(2).reverse())
  // Linked files survive the deletion of the build they came from.
  expect(fs.readFileSync(linkedFile, 'utf8')).toBe('jpeg bytes')

  expect(await releases.rollback()).toEqual({ from: ids[6], to: ids[5] })
  expect(fs.readFileSync(path.join(releases.currentLink, 'index.html'), 'utf8')).toContain(
    'Build 5',
  )
  expect(await releases.rollback(ids[2])).toEqual({ from: ids[5], to: ids[2] })
  await expect(releases.rollback(ids[0])).rejects.toThrow(/No kept build/)
  // The current build is never pruned, even when it is the oldest.
  await releases.prune(1)
  expect(await releases.list()).toEqual([ids[6], ids[2]])
  await releases.rollback(ids[6])
  await expect(releases.rollback()).resolves.toEqual({ from: ids[6], to: ids[2] })
})

test('a changed file of the same size is copied, not linked', async () => {
  const releases = openReleases(path.join(tmp, 'work'))
  const a = makeSite(path.join(tmp, 'a'))
  await releases.stage(a, '20261121-080000-000-aaaa')
  await releases.activate('20261121-080000-000-aaaa')
  const b = makeSite(path.join(tmp, 'b'))
  write(b, 'stores/s1/index.html', '<html>Store 9</html>') // same length as "Store 1"
  const staged = await releases.stage(b, '20261121-080001-000-bbbb')
  expect(staged).toMatchObject({ copied: 1, linked: 8 })
  expect(fs.readFileSync(path.join(staged.dir, 'stores/s1/index.html'), 'utf8')).toBe(
    '<html>Store 9</html>',
  )
})

test('one public/ staged again and again: what it rewrites is copied, after a rollback too', async () => {
  const releases = openReleases(path.join(tmp, 'work'))
  const site = makeSite(path.join(tmp, 'public'))
  const id = (n: number) => `20261121-08000${n}-000-abcd`
  const store1 = (n: number) =>
    fs.readFileSync(path.join(releases.buildsDir, id(n), 'stores/s1/index.html'), 'utf8')
  await releases.stage(site, id(0))
  await releases.activate(id(0))
  // Rewritten in place with the same size: the release gets the new bytes.
  write(site, 'stores/s1/index.html', '<html>Store 8</html>')
  expect(await releases.stage(site, id(1))).toMatchObject({ linked: 8, copied: 1 })
  await releases.activate(id(1))
  expect(store1(1)).toBe('<html>Store 8</html>')
  expect(store1(0)).toBe('<html>Store 1</html>')
  // Back to the first release, then the next build rewrites the same page again.
  await releases.rollback(id(0))
  write(site, 'stores/s1/index.html', '<html>Store 7</html>')
  expect(await releases.stage(site, id(2))).toMatchObject({ linked: 8, copied: 1 })
  expect(store1(2)).toBe('<html>Store 7</html>')
  expect(store1(0)).toBe('<html>Store 1</html>')
  // Each release's stamps go with it.
  await releases.activate(id(2))
  await releases.prune(1)
  expect(fs.readdirSync(releases.buildsDir).sort()).toEqual([`.stamps-${id(2)}.json`, id(2)])
})

test('a failed copy leaves no partial build behind', async () => {
  const releases = openReleases(path.join(tmp, 'work'))
  await expect(
    releases.stage(path.join(tmp, 'missing'), '20261121-080000-000-abcd'),
  ).rejects.toThrow()
  expect(await releases.list()).toEqual([])
  expect(fs.readdirSync(releases.buildsDir)).toEqual([])
})

describe('checkBuildOutput', () => {
  it('accepts a complete site and counts its pages', async () => {
    const site = makeSite(path.join(tmp, 'public'))
    expect(await countPages(site)).toBe(5)
    expect(await checkBuildOutput(site)).toEqual({ ok: true, problems: [], pageCount: 5 })
  })

  it('refuses an empty or partial site', async () => {
    fs.mkdirSync(path.join(tmp, 'empty'))
    const empty = await checkBuildOutput(path.join(tmp, 'empty'))
    expect(empty.ok).toBe(false)
    expect(empty.problems).toEqual([
      'the home page (index.html) is missing',
      'the not-found page (404.html) is missing',
      "Gatsby's app data (page-data/app-data.json) is missing",
      'no store page (stores/<slug>/index.html) was built',
    ])
    expect((await checkBuildOutput(path.join(tmp, 'nowhere'))).ok).toBe(false)
    const site = makeSite(path.join(tmp, 'public'))
    fs.writeFileSync(path.join(site, 'index.html'), '')
    expect((await checkBuildOutput(site)).problems).toEqual(['the home page (index.html) is empty'])
  })

  it('refuses a site whose page count collapsed', async () => {
    const site = makeSite(path.join(tmp, 'public'), { stores: 1 })
    const result = await checkBuildOutput(site, { previousPageCount: 100 })
    expect(result.ok).toBe(false)
    expect(result.problems[0]).toMatch(/page count collapsed: 3 pages against 100/)
    expect((await checkBuildOutput(site, { previousPageCount: 6 })).ok).toBe(true)
  })
})
