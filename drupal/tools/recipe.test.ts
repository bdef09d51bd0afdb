/** @jest-environment node */
// The recipe (drupal/recipes/outlet_centre) against the website's own tables: the form fields'
// lengths (the webform elements' #maxlength, which Drupal's endpoint enforces, and the site's
// inputs' maxlength) and the JSON:API resource types Drupal serves (only those the build reads).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

import fieldLimits from '../../src/lib/forms/field-limits.json'
import { isSourcedType } from '../../gatsby/source/drupal-types.cjs'

const drupal = path.join(__dirname, '..', '..', 'drupal')
const recipe = path.join(drupal, 'recipes', 'outlet_centre')
const configDir = path.join(recipe, 'config')
const configFiles = readdirSync(configDir)
const config = (name: string) =>
  parse(readFileSync(path.join(configDir, `${name}.yml`), 'utf8')) as Record<string, unknown>

/** Webform element => the request field the site sends it as (docs/forms.md). */
const SENT_AS: Record<string, string> = {
  full_name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  position: 'position',
  retailer: 'retailer',
  retailer_recipient: 'retailer recipient',
  form_label: 'form',
  consent: 'consent',
  terms: 'terms',
}

describe('form field lengths', () => {
  const limits: Record<string, number> = {}
  for (const webform of ['job_application', 'colouring_competition']) {
    const elements = parse(config(`webform.webform.${webform}`).elements as string) as Record<
      string,
      Record<string, unknown>
    >
    for (const [element, definition] of Object.entries(elements)) {
      const max = definition['#maxlength']
      if (SENT_AS[element]) limits[SENT_AS[element]] = max as number
    }
  }
  // Fields no element stores: the endpoint's own constant.
  const php = readFileSync(
    path.join(drupal, 'web/modules/custom/outlet_forms/src/FormSubmitter.php'),
    'utf8',
  )
  const unstored = /UNSTORED_FIELD_LENGTHS = \[(.*?)\];/.exec(php)?.[1] ?? ''
  for (const [, name, max] of unstored.matchAll(/'([^']+)' => (\d+)/g)) limits[name] = Number(max)

  it("are the webform elements' #maxlength, for every text field of both forms", () => {
    expect(limits).toEqual(fieldLimits)
    expect(Object.values(limits).every((max) => Number.isInteger(max) && max > 0)).toBe(true)
  })

  it('give e-mail addresses the 254 characters of RFC 5321', () => {
    expect(fieldLimits.Email).toBe(254)
    expect(fieldLimits['retailer recipient']).toBe(254)
  })
})

describe('retention of stored forms', () => {
  const php = readFileSync(
    path.join(drupal, 'web/modules/custom/outlet_forms/src/FormSubmitter.php'),
    'utf8',
  )
  const days = Object.fromEntries(
    [...(/RETENTION_DAYS = \[(.*?)\];/s.exec(php)?.[1] ?? '').matchAll(/'([^']+)' => (\d+)/g)].map(
      ([, webform, n]) => [webform, Number(n)],
    ),
  )

  it('purges each webform after the days FormSubmitter::RETENTION_DAYS documents', () => {
    expect(days).toEqual({ job_application: 180, colouring_competition: 90 })
    for (const [webform, n] of Object.entries(days)) {
      const settings = config(`webform.webform.${webform}`).settings as Record<string, unknown>
      expect({ webform, purge: settings.purge, days: settings.purge_days }).toEqual({
        webform,
        purge: 'all',
        days: n,
      })
    }
  })
})

describe('JSON:API resource types', () => {
  const bundles = [
    ...configFiles.filter((f) => f.startsWith('node.type.')).map((f) => `node--${f.split('.')[2]}`),
    ...configFiles
      .filter((f) => f.startsWith('paragraphs.paragraphs_type.'))
      .map((f) => `paragraph--${f.split('.')[2]}`),
    ...configFiles
      .filter((f) => f.startsWith('taxonomy.vocabulary.'))
      .map((f) => `taxonomy_term--${f.split('.')[2]}`),
    ...configFiles
      .filter((f) => f.startsWith('block_content.type.'))
      .map((f) => `block_content--${f.split('.')[2]}`),
    'menu_link_content--menu_link_content',
    'file--file',
    // The redirect module's redirects, when the recipe installs it.
    ...(parse(readFileSync(path.join(recipe, 'recipe.yml'), 'utf8')).install.includes('redirect')
      ? ['redirect--redirect']
      : []),
  ]
  const enabled = configFiles
    .filter((f) => f.startsWith('jsonapi_extras.jsonapi_resource_config.'))
    .map((f) => config(f.replace(/\.yml$/, '')))

  it('are disabled unless the recipe enables them', () => {
    const recipeYml = parse(readFileSync(path.join(recipe, 'recipe.yml'), 'utf8'))
    expect(
      recipeYml.config.actions['jsonapi_extras.settings'].simpleConfigUpdate.default_disabled,
    ).toBe(true)
  })

  it("are enabled for exactly the recipe's bundles that the build reads", () => {
    expect(enabled.map((c) => c.id).sort()).toEqual([...bundles].sort())
    for (const c of enabled) {
      expect(c).toMatchObject({ disabled: false, resourceType: c.id })
      expect(isSourcedType(c.id as string)).toBe(true)
    }
  })
})
