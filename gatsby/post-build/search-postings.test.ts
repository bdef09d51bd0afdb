import FlexSearch from 'flexsearch'
import { INDEX_KEYS, INDEX_OPTIONS } from '../../src/lib/search/types'
import { buildIndexData, IndexMismatch, updateIndexData, type IndexData } from './search-postings'

const WORDS = [
  'willow',
  'wren',
  'cashmere',
  'scarf',
  'outlet',
  'canberra',
  'sale',
  '2024',
  '70%',
  'café',
  'kids',
  'colouring',
  'homewares',
  'boots',
  'quokka',
  'menswear',
  '10',
  'shoe',
  'shoes',
  'gift',
]

/** A small deterministic random source (tests must not depend on Math.random). */
function prng(seed: number) {
  let s = seed
  return () => (s = (s * 16807) % 2147483647) / 2147483647
}

function text(random: () => number) {
  const n = Math.floor(random() * 12)
  return Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ')
}

/** Entries as [key, text]; the index id of an entry is its position. */
type Entry = [key: string, text: string]

/** What updateIndexData needs to go from `before` to `after` (entries matched by key). */
function change(before: Entry[], after: Entry[]) {
  const oldPos = new Map(before.map(([key], i) => [key, i]))
  const oldText = new Map(before)
  const keptPos = new Map<number, number>()
  const taken = new Map<number, string>()
  const put = new Map<number, string>()
  after.forEach(([key, t], i) => {
    const at = oldPos.get(key)
    if (at !== undefined && oldText.get(key) === t) keptPos.set(at, i)
    else put.set(i, t)
  })
  before.forEach(([, t], i) => {
    if (!keptPos.has(i)) taken.set(i, t)
  })
  const identity = [...keptPos].every(([a, b]) => a === b)
  return { taken, put, moved: identity ? undefined : (id: number) => keptPos.get(id)! }
}

const json = (data: IndexData) => JSON.stringify(data)

function searchOf(data: IndexData) {
  const index = new FlexSearch.Index(INDEX_OPTIONS)
  for (const key of INDEX_KEYS) {
    if (data[key] != null) index.import(key, data[key] as unknown as string)
  }
  return (term: string) => index.search(term, { limit: 1000 })
}

describe('buildIndexData', () => {
  it('finds what FlexSearch built directly finds, in the same order', async () => {
    const random = prng(3)
    const texts = Array.from({ length: 60 }, () => text(random))
    const direct = new FlexSearch.Index(INDEX_OPTIONS)
    texts.forEach((t, i) => direct.add(i, t))
    const find = searchOf(await buildIndexData(texts))
    for (const term of ['wren', 'ren', 'shoe', 'cashmere scarf', '2024', '0', 'caf', 'zzz']) {
      expect(find(term)).toEqual(direct.search(term, { limit: 1000 }))
    }
    expect(find('wren').length).toBeGreaterThan(3)
  })
})

describe('updateIndexData', () => {
  it('equals a full build after random edits, additions, removals and moves', async () => {
    const random = prng(11)
    let entries: Entry[] = Array.from({ length: 40 }, (_, i) => [`e${i}`, text(random)])
    let data = await buildIndexData(entries.map(([, t]) => t))
    let next = 40
    for (let round = 0; round < 25; round++) {
      const after: Entry[] = []
      for (const [key, t] of entries) {
        const r = random()
        if (r < 0.08) continue // removed
        after.push(r < 0.2 ? [key, text(random)] : [key, t])
        if (random() < 0.05) after.push([`e${next++}`, text(random)]) // added in the middle
      }
      if (round % 5 === 4 && after.length > 2) {
        // an entry moves (a store renamed: its path sorts elsewhere)
        const [moving] = after.splice(1, 1)
        after.push([moving[0], `${moving[1]} renamed`])
      }
      data = await updateIndexData(data, change(entries, after))
      entries = after
      expect(json(data)).toBe(json(await buildIndexData(entries.map(([, t]) => t))))
    }
  })

  it('changes nothing when nothing changed', async () => {
    const texts = ['willow wren', 'cashmere scarf', '']
    const data = await buildIndexData(texts)
    const same = await updateIndexData(JSON.parse(json(data)) as IndexData, {
      taken: new Map(),
      put: new Map(),
    })
    expect(json(same)).toBe(json(data))
  })

  it('finds the new text and not the old after an edit', async () => {
    const data = await buildIndexData(['willow wren', 'cashmere scarf'])
    const updated = await updateIndexData(data, {
      taken: new Map([[0, 'willow wren']]),
      put: new Map([[0, 'quokka boots']]),
    })
    const find = searchOf(updated)
    expect(find('quokka')).toEqual([0])
    expect(find('willow')).toEqual([])
    expect(find('scarf')).toEqual([1])
  })

  it('refuses an index that does not hold what the change takes out', async () => {
    const data = await buildIndexData(['willow wren', 'cashmere scarf'])
    await expect(
      updateIndexData(data, { taken: new Map([[1, 'willow wren']]), put: new Map() }),
    ).rejects.toThrow(IndexMismatch)
  })
})
