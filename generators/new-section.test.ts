/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'

import { CONFIG_DIR, planSection as plan, writePlan } from './new-section.mjs'
import { dumpDrupalYaml } from './drupal-yaml.mjs'
import { readSpec } from './spec.mjs'

const ROOT = path.join(__dirname, '..')
const planSection = async (root: string, spec: ReturnType<typeof readSpec>) =>
  plan(root, spec, { tools: ROOT })
const COPIED = [
  CONFIG_DIR,
  'gatsby/content/index.ts',
  'src/components/sections/Sections.tsx',
  'docs/content-model.md',
  '.prettierrc',
]

let tmp: string
beforeEach(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'new-section-'))
  for (const file of COPIED) {
    mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true })
    cpSync(path.join(ROOT, file), path.join(tmp, file), { recursive: true })
  }
})
afterEach(() => rmSync(tmp, { recursive: true, force: true }))

// Bundles no real section will have: the tests run on a copy of the project's files as they are.
const QUOTE = ['test_quote', 'Quote', 'text:long', 'test_by:string', 'image:image']
const read = (file: string) => readFileSync(path.join(tmp, file), 'utf8')
const config = (file: string) => YAML.parse(read(`${CONFIG_DIR}/${file}`))
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()

describe('npm run new:section', () => {
  it('writes the section end to end, the plain text field beside the formatted field_text', async () => {
    const plan = await planSection(tmp, readSpec(QUOTE))
    writePlan(tmp, plan)
    const c = (f: string) => `${CONFIG_DIR}/${f}`
    expect(Object.keys(plan.files).sort()).toEqual(
      [
        c('paragraphs.paragraphs_type.test_quote.yml'),
        c('field.field.paragraph.test_quote.field_test_quote_text.yml'),
        c('field.storage.paragraph.field_test_quote_text.yml'),
        c('field.field.paragraph.test_quote.field_test_by.yml'),
        c('field.storage.paragraph.field_test_by.yml'),
        c('field.field.paragraph.test_quote.field_image.yml'),
        c('core.entity_form_display.paragraph.test_quote.default.yml'),
        c('core.entity_view_display.paragraph.test_quote.default.yml'),
        c('jsonapi_extras.jsonapi_resource_config.paragraph--test_quote.yml'),
        c('field.field.node.page.field_content.yml'),
        c('field.field.node.homepage.field_content.yml'),
        'gatsby/content/sections/test-quote.ts',
        'gatsby/content/index.ts',
        'src/components/sections/TestQuoteSection.tsx',
        'src/components/sections/Sections.tsx',
        'e2e/sections/test_quote.spec.ts',
        'docs/content-model.md',
      ].sort(),
    )
    expect(plan.notes).toEqual([
      expect.stringMatching(/field_text exists as text_long.*field_test_quote_text/),
    ])

    expect(config('paragraphs.paragraphs_type.test_quote.yml')).toMatchObject({
      id: 'test_quote',
      label: 'Quote',
    })
    expect(config('field.storage.paragraph.field_test_quote_text.yml').type).toBe('string_long')
    expect(config('field.field.paragraph.test_quote.field_image.yml').field_type).toBe('image')
    const form = config('core.entity_form_display.paragraph.test_quote.default.yml')
    expect(form.content.field_test_quote_text.type).toBe('string_textarea')
    expect(form.content.field_image.type).toBe('image_image')
    const view = config('core.entity_view_display.paragraph.test_quote.default.yml')
    expect(view.content.field_test_by.type).toBe('string')

    for (const file of ['page', 'homepage']) {
      const field = config(`field.field.node.${file}.field_content.yml`)
      expect(field.dependencies.config).toContain('paragraphs.paragraphs_type.test_quote')
      expect(field.settings.handler_settings.target_bundles.test_quote).toBe('test_quote')
      expect(field.settings.handler_settings.target_bundles_drag_drop.test_quote.enabled).toBe(true)
    }

    const module = read('gatsby/content/sections/test-quote.ts')
    expect(module).toContain("drupal: 'paragraph__test_quote'")
    expect(module).toContain('type SectionTestQuote implements Node @dontInfer {')
    expect(module).toContain('text: plainText(n.field_test_quote_text)')
    expect(module).toContain("image: image(n, 'field_image')")
    expect(module).toContain("section: { searchText: 'text testBy' }")
    expect(read('gatsby/content/index.ts')).toMatch(
      /import testQuote from '.\/sections\/test-quote'[\s\S]* {2}testQuote,\n\]/,
    )
    const component = read('src/components/sections/TestQuoteSection.tsx')
    expect(component).toContain('fragment SectionTestQuoteFields on SectionTestQuote {')
    expect(component).toContain('section: Queries.SectionTestQuoteFieldsFragment')
    expect(component).toContain('<CmsImage image={section.image} priority={first} />')
    const map = read('src/components/sections/Sections.tsx')
    expect(map).toContain(
      "const TestQuoteSection = onDemand(() => import('./TestQuoteSection'), 'TestQuoteSection')",
    )
    expect(map).toContain('  SectionTestQuote: TestQuoteSection,\n}')
    expect(map).toContain(
      '    ... on SectionTestQuote {\n      ...SectionTestQuoteFields\n    }\n  }\n`',
    )
    expect(read('e2e/sections/test_quote.spec.ts')).toContain(
      "getByRole('region', { name: 'Quote' })",
    )
    expect(read('docs/content-model.md')).toContain('| `paragraph--test_quote`')
  })

  it('reuses a paragraph storage of the same type', async () => {
    const plan = await planSection(
      tmp,
      readSpec(['test_callout', 'Callout', 'heading:string', 'text:text', 'link:link']),
    )
    const names = Object.keys(plan.files)
    expect(names.filter((f) => f.includes('field.storage.'))).toEqual([])
    expect(names).toContain(`${CONFIG_DIR}/field.field.paragraph.test_callout.field_text.yml`)
    expect(plan.notes).toEqual([])
  })

  it("changes the allowed-sections lists by the bundle's lines alone", async () => {
    const file = `${CONFIG_DIR}/field.field.node.page.field_content.yml`
    const before = read(file).split('\n')
    const plan = await planSection(tmp, readSpec(QUOTE))
    const after = plan.files[file].split('\n')
    expect(after.filter((line) => !before.includes(line))).toEqual([
      '    - paragraphs.paragraphs_type.test_quote',
      '      test_quote: test_quote',
      '      test_quote:',
      expect.stringMatching(/^ {8}weight: \d+$/),
    ])
    expect(before.filter((line) => !after.includes(line))).toEqual([])
  })

  it.each([
    [['faq', 'FAQ', 'heading:string'], /"faq" exists already/],
    [['Quote', 'Quote', 'text:long'], /machine name/],
    [['quote-block', 'Quote', 'text:long'], /machine name/],
    [['quote', 'Quote', 'text:html'], /unknown field type "html"/],
    [['quote', 'Quote', 'text:long', 'text:string'], /named twice/],
    [['quote', 'Quote', 'id:string'], /every Gatsby node/],
    [['quote', 'Quote'], /at least one field/],
    [['quote'], /usage/],
  ])('refuses %j, writing nothing', async (argv, message) => {
    const before = filesUnder(tmp)
    await expect((async () => planSection(tmp, readSpec(argv)))()).rejects.toThrow(message)
    expect(filesUnder(tmp)).toEqual(before)
  })

  it('refuses a field whose two possible storages hold other types', async () => {
    // field_heading is a string; field_test_banner_heading is made a boolean here.
    const plan = await planSection(tmp, readSpec(['test_flagged', 'F', 'test_banner_heading:bool']))
    writePlan(tmp, plan)
    await expect(planSection(tmp, readSpec(['test_banner', 'B', 'heading:image']))).rejects.toThrow(
      /field_heading and field_test_banner_heading exist with another storage type than image/,
    )
  })

  it('refuses a section type it has written already', async () => {
    writePlan(tmp, await planSection(tmp, readSpec(['test_quote', 'Quote', 'text:long'])))
    await expect(planSection(tmp, readSpec(['test_quote', 'Quote', 'text:long']))).rejects.toThrow(
      /exists already/,
    )
  })
})

describe('Drupal-style YAML', () => {
  it('writes the recipe files as Drupal exported them', () => {
    for (const file of [
      'paragraphs.paragraphs_type.faq.yml',
      'field.field.paragraph.text_image.field_image.yml',
      'core.entity_form_display.paragraph.text_image.default.yml',
      'field.field.node.page.field_content.yml',
    ]) {
      const text = readFileSync(path.join(ROOT, CONFIG_DIR, file), 'utf8')
      expect(dumpDrupalYaml(YAML.parse(text))).toBe(text)
    }
  })
})
