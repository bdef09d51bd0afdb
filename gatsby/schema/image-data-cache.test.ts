import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cacheImageData, imageDataKey } from './image-data-cache'

type Resolve = (
  source: unknown,
  args: unknown,
  context: unknown,
  info: { originalResolver: (...a: unknown[]) => unknown },
) => Promise<unknown>

describe('the gatsbyImageData results kept between builds', () => {
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-data-'))
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  /** A build: its own resolver over one shared cache, as Gatsby's cache outlives a build. */
  function build(store: Map<string, unknown>, files: Record<string, object>) {
    let resolve: Resolve | undefined
    cacheImageData(
      {
        createResolvers: ((config: { ImageSharp: { gatsbyImageData: { resolve: Resolve } } }) => {
          resolve = config.ImageSharp.gatsbyImageData.resolve
        }) as never,
        cache: {
          get: async (key: string) => store.get(key),
          set: async (key: string, value: unknown) => void store.set(key, value),
        } as never,
      },
      { publicDir },
    )
    const made: string[] = []
    const original = async (source: unknown, args: { width: number }) => {
      const file = files[(source as { parent: string }).parent] as { name: string }
      const src = `/static/d1/${args.width}/${file.name}.jpg`
      made.push(src)
      fs.mkdirSync(path.dirname(path.join(publicDir, src)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, src), 'jpg')
      return { width: args.width, images: { fallback: { src } } }
    }
    const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => files[id] ?? null } }
    const image = (parent: string, width = 400) =>
      resolve!({ parent }, { width }, context, { originalResolver: original as never })
    return { image, made }
  }

  const file = (digest: string, name = 'willow') => ({
    name,
    absolutePath: `/cache/${name}.jpg`,
    internal: { contentDigest: digest },
  })

  it('makes an image once, and again only for a new file, new arguments or a missing output', async () => {
    const store = new Map<string, unknown>()
    const files: Record<string, object> = { f1: file('a'), f2: file('b', 'tallulah') }
    const first = build(store, files)
    const data = await first.image('f1')
    await first.image('f2')
    expect(first.made).toEqual(['/static/d1/400/willow.jpg', '/static/d1/400/tallulah.jpg'])

    const second = build(store, files)
    expect(await second.image('f1')).toEqual(data)
    await second.image('f2')
    expect(second.made).toEqual([])

    files.f1 = file('a2') // the editor replaced the image
    await second.image('f1')
    await second.image('f1', 800)
    fs.rmSync(path.join(publicDir, 'static/d1/400/tallulah.jpg'))
    await second.image('f2')
    expect(second.made).toEqual([
      '/static/d1/400/willow.jpg',
      '/static/d1/800/willow.jpg',
      '/static/d1/400/tallulah.jpg',
    ])
  })

  it('has no key for a file without a content digest or a place', () => {
    expect(imageDataKey({ name: 'x', absolutePath: '/x.jpg', internal: {} }, {}, 'o')).toBeNull()
    expect(imageDataKey({ name: 'x', internal: { contentDigest: 'a' } }, {}, 'o')).toBeNull()
    expect(imageDataKey(file('a'), { width: 1 }, 'o')).not.toBe(
      imageDataKey(file('a'), { width: 1 }, 'p'),
    )
  })
})
