/**
 * The site search's FlexSearch index as data (`{ reg, cfg, map, ctx }`, what Index.export()
 * writes and the worker imports), built whole or brought up to date for the entries that
 * changed, with the same result either way (at ten times the content,
 * tokenising every entry again was most of an edit's search-index time).
 *
 * Why an update can equal a full build: what FlexSearch stores for one entry depends on that
 * entry's text alone. `map` is one object per score slot, term → the ids of the entries that
 * have the term at that score; a full build adds the entries in id order, so each list is in
 * ascending order. Taking an entry out is removing its id from the lists of its own terms;
 * putting one in is inserting its id in order. Only the order of the terms in an object depends
 * on history, and search never reads it: both ways write the terms sorted, so the files are
 * the same byte for byte (a test builds both over random edits).
 */
import FlexSearch from 'flexsearch'
import { INDEX_KEYS, INDEX_OPTIONS } from '../../src/lib/search/types'

/** One score slot: term → ids, ascending. */
type Slot = Record<string, number[]>

/** An exported FlexSearch index, parsed. */
export interface IndexData {
  reg: Record<string, 1>
  cfg: { doc: number; opt: number }
  map: Slot[]
  ctx: Slot[]
}

/** Thrown when an index to update does not hold what the change says it holds. */
export class IndexMismatch extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IndexMismatch'
  }
}

/** FlexSearch's index of the entries (id → text), through its own export. */
async function indexOf(entries: Iterable<readonly [number, string]>): Promise<IndexData> {
  const index = new FlexSearch.Index(INDEX_OPTIONS)
  for (const [id, text] of entries) index.add(id, text)
  const parts: Record<string, unknown> = {}
  await index.export((key, data) => {
    parts[String(key)] = data === undefined ? null : JSON.parse(data)
  })
  const out = {} as Record<string, unknown>
  for (const key of INDEX_KEYS) out[key] = parts[key] ?? null
  return out as unknown as IndexData
}

/** A key that JavaScript orders by its number wherever it was inserted ("0", "2024"). */
const isArrayIndex = (key: string) => /^(?:0|[1-9]\d*)$/.test(key) && Number(key) < 4294967295

/**
 * The slot, whose terms were in ascending order before `added` were appended to it, with all
 * its terms in ascending order again (array-index keys order themselves). With every term as
 * `added`, the slot sorted from scratch.
 */
function sortedSlot(slot: Slot, added: readonly string[]): Slot {
  const isNew = new Set(added)
  const kept = Object.keys(slot).filter((key) => !isArrayIndex(key) && !isNew.has(key))
  const extra = added.filter((key) => !isArrayIndex(key)).sort()
  const out: Slot = {}
  for (const key of added) if (isArrayIndex(key)) out[key] = slot[key]
  for (const key of Object.keys(slot)) if (isArrayIndex(key)) out[key] = slot[key]
  // Merge the two ascending lists.
  let i = 0
  for (const key of extra) {
    while (i < kept.length && kept[i] < key) out[kept[i]] = slot[kept[i++]]
    out[key] = slot[key]
  }
  while (i < kept.length) out[kept[i]] = slot[kept[i++]]
  return out
}

/** The index of `texts`, entry i having id i, its terms sorted. */
export async function buildIndexData(texts: readonly string[]): Promise<IndexData> {
  const data = await indexOf(texts.entries())
  const sortAll = (slot: Slot) => sortedSlot(slot, Object.keys(slot))
  return { ...data, map: data.map.map(sortAll), ctx: data.ctx.map(sortAll) }
}

/** Position of `id` in an ascending list, or where it would go. */
function searchSorted(list: readonly number[], id: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (list[mid] < id) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * `data` (built by buildIndexData, or by this) brought up to date, in place: the entries of
 * `taken` (id → the text they were indexed with) come out, the ids of those kept move as
 * `moved` says (ascending: kept entries keep their order), and the entries of `put` (new id →
 * text) go in. Throws IndexMismatch when a taken entry's terms are not where its text says.
 */
export async function updateIndexData(
  data: IndexData,
  {
    taken,
    put,
    moved,
  }: {
    taken: ReadonlyMap<number, string>
    put: ReadonlyMap<number, string>
    moved?: (id: number) => number
  },
): Promise<IndexData> {
  for (const part of ['map', 'ctx'] as const) {
    if (!Array.isArray(data[part])) throw new IndexMismatch(`no ${part} to update`)
  }
  const out = await indexOf([...taken].sort(([a], [b]) => a - b))
  for (const part of ['map', 'ctx'] as const) {
    out[part].forEach((slot, s) => {
      const target = data[part][s]
      for (const [term, ids] of Object.entries(slot)) {
        const list = target?.[term]
        for (const id of ids) {
          const at = list ? searchSorted(list, id) : -1
          if (!list || list[at] !== id) {
            throw new IndexMismatch(`entry ${id} is not under "${term}" as its text says`)
          }
          list.splice(at, 1)
        }
        if (list && list.length === 0) delete target[term]
      }
    })
  }
  for (const id of taken.keys()) delete data.reg[id]
  if (moved) {
    for (const part of ['map', 'ctx'] as const) {
      for (const slot of data[part]) {
        for (const ids of Object.values(slot)) {
          for (let i = 0; i < ids.length; i++) ids[i] = moved(ids[i])
        }
      }
    }
    const reg: Record<string, 1> = {}
    for (const id of Object.keys(data.reg)) reg[moved(Number(id))] = 1
    data.reg = reg
  }
  const added = await indexOf([...put].sort(([a], [b]) => a - b))
  for (const part of ['map', 'ctx'] as const) {
    added[part].forEach((slot, s) => {
      const target = (data[part][s] ??= {})
      const newTerms: string[] = []
      for (const [term, ids] of Object.entries(slot)) {
        const list = target[term]
        if (!list) {
          target[term] = [...ids]
          newTerms.push(term)
          continue
        }
        for (const id of ids) list.splice(searchSorted(list, id), 0, id)
      }
      if (newTerms.length) data[part][s] = sortedSlot(target, newTerms)
    })
  }
  for (const id of Object.keys(added.reg ?? {})) data.reg[id] = 1
  return data
}
