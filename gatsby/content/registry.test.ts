/** @jest-environment node */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { BY_DOMAIN_TYPE, CONTENT_TYPES, IGNORED_BUNDLES, SECTION_TYPES, ROUTED_TYPES } from '.'

const RECIPE_CONFIG = path.join(__dirname, '../../drupal/recipes/outlet_centre/config')

/** Config file prefix of each bundle-defining entity, and the node type prefix it gives. */
const BUNDLE_CONFIG: Record<string, string> = {
  'node.type.': 'node__',
  'paragraphs.paragraphs_type.': 'paragraph__',
  'taxonomy.vocabulary.': 'taxonomy_term__',
  'block_content.type.': 'block_content__',
}

/** The gatsby-source-drupal node type of every bundle a list of config file names defines. */
function recipeBundles(files: readonly string[]): string[] {
  return files.flatMap((file) => {
    const prefix = Object.keys(BUNDLE_CONFIG).find((p) => file.startsWith(p))
    return prefix && file.endsWith('.yml')
      ? [`${BUNDLE_CONFIG[prefix]}${file.slice(prefix.length, -'.yml'.length)}`]
      : []
  })
}

/** Bundles neither handled by a module nor deliberately ignored. */
const unregistered = (bundles: readonly string[]) =>
  bundles.filter((b) => !CONTENT_TYPES.some((t) => t.drupal === b) && !(b in IGNORED_BUNDLES))

describe('the content-type registry', () => {
  const bundles = recipeBundles(readdirSync(RECIPE_CONFIG))

  it('handles, or deliberately ignores, every bundle the Drupal recipe defines', () => {
    expect(bundles.length).toBeGreaterThan(30)
    expect(unregistered(bundles)).toEqual([])
  })

  it('fails for a bundle added to the recipe without a module', () => {
    const added = recipeBundles([
      ...readdirSync(RECIPE_CONFIG),
      'paragraphs.paragraphs_type.carousel_of_doom.yml',
      'node.type.landing.yml',
    ])
    expect(unregistered(added)).toEqual(['paragraph__carousel_of_doom', 'node__landing'])
  })

  it('names only bundles the recipe defines (menu links are the one entity without one)', () => {
    const stray = CONTENT_TYPES.map((t) => t.drupal).filter(
      (t) => !bundles.includes(t) && t !== 'menu_link_content__menu_link_content',
    )
    expect(stray).toEqual([])
    expect(Object.keys(IGNORED_BUNDLES).filter((b) => !bundles.includes(b))).toEqual([])
  })

  it('gives each Drupal type and each domain type one module', () => {
    expect(new Set(CONTENT_TYPES.map((t) => t.drupal)).size).toBe(CONTENT_TYPES.length)
    expect(BY_DOMAIN_TYPE.size).toBe(CONTENT_TYPES.length)
  })

  it('declares each domain type in its own module', () => {
    for (const type of CONTENT_TYPES) {
      expect({
        type: type.domain,
        declared: type.typeDefs.includes(`type ${type.domain} `),
      }).toEqual({
        type: type.domain,
        declared: true,
      })
    }
  })

  it('gives every routed type a template that exists', () => {
    const templates = readdirSync(path.join(__dirname, '../../src/templates'))
    expect(
      ROUTED_TYPES.map((t) => `${t.route.template}.tsx`).filter((t) => !templates.includes(t)),
    ).toEqual([])
  })

  /**
   * The point of the registry: a section type is named in its module, its component and the
   * section map (src/components/sections/Sections.tsx), and nowhere else in the code.
   */
  it('keeps each section type name to its module, its component and the section map', () => {
    const over = SECTION_TYPES.map((t) => ({
      type: t.domain,
      files: filesNaming(t.domain),
    })).filter(({ files }) => files.length > 3)
    expect(over).toEqual([])
  })

  /**
   * A routed type's Drupal bundle is known in its module alone (the template, the component
   * and the other types that link to it use the domain type): at most 4 code files.
   */
  it("keeps each routed type's Drupal name to at most 4 code files", () => {
    const named = ROUTED_TYPES.map((t) => ({ type: t.drupal, files: filesNaming(t.drupal) }))
    expect(named.filter(({ files }) => files.length === 0)).toEqual([])
    expect(named.filter(({ files }) => files.length > 4)).toEqual([])
  })
})

/** The paragraph bundles each `field_content` (a page's sections) lets editors add. */
function allowedSections(files: readonly string[]): Map<string, string[]> {
  const fields = files.filter((f) => /^field\.field\.node\.\w+\.field_content\.yml$/.test(f))
  return new Map(
    fields.map((file) => {
      const field = YAML.parse(readFileSync(path.join(RECIPE_CONFIG, file), 'utf8'))
      return [file, Object.keys(field.settings.handler_settings.target_bundles ?? {})]
    }),
  )
}

/** Paragraph types without a default view display, when some paragraph type has one. */
function paragraphTypesWithoutViewDisplay(files: readonly string[]): string[] {
  const types = recipeBundles(files)
    .filter((b) => b.startsWith('paragraph__'))
    .map((b) => b.slice('paragraph__'.length))
  const displayed = types.filter((t) =>
    files.includes(`core.entity_view_display.paragraph.${t}.default.yml`),
  )
  return displayed.length === 0 ? [] : types.filter((t) => !displayed.includes(t))
}

describe("the recipe's own promises", () => {
  const files = readdirSync(RECIPE_CONFIG)

  it("lets editors place every section type in some page's content", () => {
    const allowed = new Set([...allowedSections(files).values()].flat())
    const sections = SECTION_TYPES.map((t) => t.drupal.slice('paragraph__'.length))
    expect(sections.length).toBeGreaterThan(20)
    expect(sections.filter((s) => !allowed.has(s))).toEqual([])
  })

  it('allows sections in both the pages and the homepage', () => {
    expect([...allowedSections(files).keys()].sort()).toEqual([
      'field.field.node.homepage.field_content.yml',
      'field.field.node.page.field_content.yml',
    ])
  })

  it('gives every paragraph type a view display, as the others have', () => {
    expect(paragraphTypesWithoutViewDisplay(files)).toEqual([])
    const withoutOne = files.filter(
      (f) => f !== 'core.entity_view_display.paragraph.faq.default.yml',
    )
    expect(paragraphTypesWithoutViewDisplay(withoutOne)).toEqual(['faq'])
  })
})

const root = path.join(__dirname, '../..')
/** The code files (tests and generated types left out), tracked or not yet added, naming `word` as a whole word. */
function filesNaming(word: string) {
  return execFileSync(
    'git',
    [
      'grep',
      '--untracked',
      '-l',
      '-w',
      '-e',
      word,
      '--',
      'gatsby',
      'src',
      'gatsby-*.ts',
      'gatsby-*.tsx',
      ':!*.test.ts',
      ':!*.test.tsx',
      ':!*.typecheck.ts',
      ':!src/gatsby-types.d.ts',
    ],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean)
}
