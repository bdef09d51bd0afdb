/**
 * A section type made with `npm run new:section` works end to end on the real Drupal: in a
 * scratch copy of the project the generator makes a Quote section (text, attribution, image);
 * its recipe is deployed onto the local Drupal as an operator deploys a content-model change
 * (drupal/tools/deploy.mjs); the editor adds a Quote to "Centre information" in the admin UI
 * and saves it published; the scratch copy builds from that Drupal, and a visitor of the built
 * /information/ sees the quote and its attribution in a region named "Quote".
 * Afterwards, pass or fail, the Drupal is put back as it was found: the page saved again without
 * the quote (a new published revision), the Quote type, its fields and its JSON:API resource
 * deleted, and every configuration item checked to be as it was (the later Drupal specs and the
 * snapshot and upgrade checks expect the recipe's content model alone).
 * Needs `npm run drupal:install` (npm test runs it; TEST_CMS=replay leaves this file out).
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { startStaticServer, type StaticServer } from '../site-server/static-server.mjs'
import { clearScratch, copyProject, reusableScratch } from '../toolkit/scratch-project.mjs'
import { drush, logInAsEditor, serveDrupal } from './support/drupal'
import { expect, test } from './support/fixtures'

const repo = path.resolve(__dirname, '..')
const PORT = Number(process.env.E2E_DRUPAL_NEW_SECTION_PORT) || 8895
const PAGE = { title: 'Centre information', path: '/information/' }
const QUOTE = { text: 'Best outlet day out in Canberra.', attribution: 'A visitor' }
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/**
 * What the generator reads and writes besides the build's own files (it finds the project
 * from scripts/new-section.mjs), and what `npm run build` runs from (scripts/, toolkit/,
 * drupal/tools/).
 */
const GENERATOR_FILES = [
  'scripts',
  'toolkit',
  'generators',
  'drupal/tools',
  'drupal/recipes',
  'docs/content-model.md',
  'e2e',
  '.prettierrc',
  '.prettierignore',
]

const accounts = JSON.parse(
  readFileSync(path.join(repo, 'drupal', '.data', 'credentials.json'), 'utf8'),
) as Record<'build', { name: string; password: string }>

/** Runs PHP in the local Drupal that prints JSON, and returns it parsed. */
const php = <T>(code: string): T => JSON.parse(drush(code).trim()) as T

/** Every configuration item of the site, each as a hash of its data. */
const configHashes = () =>
  php<Record<string, string>>(
    `$s = \\Drupal::service('config.storage'); $out = [];
    foreach ($s->listAll() as $name) { $out[$name] = md5(serialize($s->read($name))); }
    echo json_encode($out);`,
  )

/** The page's node id, found by its title. */
const pageId = () =>
  php<number>(
    `$nodes = \\Drupal::entityTypeManager()->getStorage('node')->loadByProperties(['type' => 'page', 'title' => ${JSON.stringify(PAGE.title)}]);
    echo json_encode((int) reset($nodes)->id());`,
  )

/** The bundles of the page's sections, in order. */
const sectionsOf = (nid: number) =>
  php<string[]>(
    `$node = \\Drupal\\node\\Entity\\Node::load(${nid});
    echo json_encode(array_map(fn($p) => $p->bundle(), $node->get('field_content')->referencedEntities()));`,
  )

let scratch: string | undefined
let drupal: { url: string; stop: () => Promise<void> } | undefined
let site: StaticServer | undefined
let nid: number | undefined
/** The site's configuration before the deploy: each item's hash, and its data. */
let configBefore: Record<string, string> | undefined
let configDataBefore: Record<string, unknown> = {}

/** The configuration items whose hash differs from before (or that are new, or gone). */
function configDifferences() {
  const now = configHashes()
  const names = new Set([...Object.keys(configBefore ?? {}), ...Object.keys(now)])
  return [...names].filter((name) => configBefore?.[name] !== now[name]).sort()
}

/**
 * Puts the Drupal back as it was before the deploy: the page without its quote sections (a new
 * published revision, as the other Drupal specs put content back), every quote paragraph
 * deleted, each configuration item the deploy changed (the pages' and homepage's allowed
 * sections) written back, then the Quote type deleted with its fields and displays, and its
 * JSON:API resource. The allowed sections go first: deleting a type that a field still
 * depends on would let Drupal change that field itself. Last, the sync directory is exported
 * again, so that no later `drush config:import` brings the Quote type back.
 */
function restoreDrupal() {
  if (nid !== undefined) {
    drush(`$node = \\Drupal\\node\\Entity\\Node::load(${nid});
      $items = array_values(array_filter($node->get('field_content')->getValue(), function ($item) {
        $p = \\Drupal\\paragraphs\\Entity\\Paragraph::load($item['target_id']);
        return $p && $p->bundle() !== 'quote';
      }));
      if (count($items) !== $node->get('field_content')->count()) {
        $node->set('field_content', $items);
        $node->set('moderation_state', 'published');
        $node->setNewRevision(TRUE);
        $node->setRevisionLogMessage('The new-section browser test removed its quote.');
        $node->save();
      }`)
  }
  drush(`$ids = \\Drupal::entityQuery('paragraph')->accessCheck(FALSE)->condition('type', 'quote')->execute();
    $storage = \\Drupal::entityTypeManager()->getStorage('paragraph');
    $storage->delete($storage->loadMultiple($ids));`)
  const changed = Object.fromEntries(
    configDifferences()
      .filter((name) => name in configDataBefore)
      .map((name) => [name, configDataBefore[name]]),
  )
  // As base64: config data may hold what PHP would read in a quoted string ($, backslashes).
  const data = Buffer.from(JSON.stringify(changed)).toString('base64')
  drush(`$changed = json_decode(base64_decode('${data}'), TRUE);
    foreach ($changed as $name => $data) {
      \\Drupal::configFactory()->getEditable($name)->setData($data)->save();
    }
    \\Drupal::service('entity_field.manager')->clearCachedFieldDefinitions();
    if ($type = \\Drupal\\paragraphs\\Entity\\ParagraphsType::load('quote')) { $type->delete(); }
    $resources = \\Drupal::entityTypeManager()->getStorage('jsonapi_resource_config');
    if ($resource = $resources->load('paragraph--quote')) { $resource->delete(); }
    field_purge_batch(100);
    drupal_flush_all_caches();`)
  const exported = spawnSync(process.execPath, ['drupal/tools/drush.mjs', 'config:export', '-y'], {
    cwd: repo,
    encoding: 'utf8',
  })
  if (exported.status !== 0) throw new Error(`drush config:export failed: ${exported.stderr}`)
}

test.afterAll(async () => {
  test.setTimeout(5 * 60_000)
  await site?.close()
  await drupal?.stop()
  try {
    if (configBefore) restoreDrupal()
  } finally {
    if (scratch) clearScratch(scratch)
  }
  if (configBefore) {
    expect(configDifferences(), 'configuration left changed by the test').toEqual([])
    expect(
      php<boolean>(
        "echo json_encode((bool) \\Drupal\\paragraphs\\Entity\\ParagraphsType::load('quote'));",
      ),
    ).toBe(false)
  }
})

test('a section type from new:section, deployed to Drupal and placed by the editor, is on the built page', async ({
  page,
}) => {
  // A cold build (the scratch copy has no Gatsby cache) takes minutes.
  test.setTimeout(20 * 60_000)
  nid = pageId()
  expect(sectionsOf(nid)).not.toContain('quote')
  expect(
    php<boolean>(
      "echo json_encode((bool) \\Drupal\\paragraphs\\Entity\\ParagraphsType::load('quote'));",
    ),
  ).toBe(false)

  await test.step('the generator makes the Quote section in a scratch copy', () => {
    scratch = reusableScratch()
    copyProject(repo, scratch, GENERATOR_FILES)
    const generated = spawnSync(
      process.execPath,
      [
        'scripts/new-section.mjs',
        'quote',
        'Quote',
        'text:long',
        'attribution:string',
        'image:image',
        '--no-typegen',
      ],
      { cwd: scratch, encoding: 'utf8' },
    )
    expect(generated.status, generated.stderr + generated.stdout).toBe(0)
    expect(generated.stdout).toContain('paragraphs.paragraphs_type.quote.yml')
  })

  await test.step('its recipe is deployed onto the local Drupal', () => {
    const recipe = path.join(scratch!, 'drupal', 'recipes', 'outlet_centre')
    // What the deploy will change, to be put back afterwards.
    const hashes = configHashes()
    configDataBefore = php<Record<string, unknown>>(
      `$s = \\Drupal::service('config.storage'); $out = [];
      foreach ($s->listAll() as $name) { $out[$name] = $s->read($name); }
      echo json_encode($out);`,
    )
    configBefore = hashes
    // `npm run drupal:deploy -- --recipe DIR` (drupal/tools/deploy.mjs's deploy(), in a process
    // of its own: its modules find the Drupal through import.meta, which this file's loader
    // does not give them).
    const deployed = spawnSync(process.execPath, ['drupal/tools/deploy.mjs', '--recipe', recipe], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(deployed.status, deployed.stderr + deployed.stdout).toBe(0)
    expect(deployed.stdout).toMatch(/: [1-9]\d* new and 2 changed configuration item\(s\)/)
    // Besides the Quote type's own new items, the sections pages and the homepage allow.
    const existing = configDifferences().filter((name) => name in configBefore!)
    expect(existing).toEqual([
      'field.field.node.homepage.field_content',
      'field.field.node.page.field_content',
    ])
    const model = php<{ type: string | null; fields: string[]; allowed: boolean }>(
      `$type = \\Drupal\\paragraphs\\Entity\\ParagraphsType::load('quote');
      $fields = array_keys(array_filter(\\Drupal::service('entity_field.manager')->getFieldDefinitions('paragraph', 'quote'), fn($f) => str_starts_with($f->getName(), 'field_')));
      sort($fields);
      $settings = \\Drupal\\field\\Entity\\FieldConfig::loadByName('node', 'page', 'field_content')->getSetting('handler_settings');
      echo json_encode(['type' => $type ? $type->label() : NULL, 'fields' => $fields, 'allowed' => isset($settings['target_bundles']['quote'])]);`,
    )
    expect(model).toEqual({
      type: 'Quote',
      fields: ['field_attribution', 'field_image', 'field_quote_text'],
      allowed: true,
    })
  })

  await test.step('the editor adds a Quote to the page in the admin UI and saves it published', async () => {
    drupal = await serveDrupal(PORT)
    await logInAsEditor(page, drupal.url)
    await page.goto(`${drupal.url}/node/${nid}/edit`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(PAGE.title)
    // The Sections widget's "Add …" button group: one type on the button, the others listed.
    await page.getByRole('button', { name: 'List additional actions' }).click()
    await page.getByRole('button', { name: 'Add Quote', exact: true }).click()
    const quote = page
      .getByRole('row')
      .filter({ has: page.getByRole('textbox', { name: 'Attribution' }) })
    await expect(quote).toHaveCount(1)
    await quote.getByRole('textbox', { name: 'Text', exact: true }).fill(QUOTE.text)
    await quote.getByRole('textbox', { name: 'Attribution' }).fill(QUOTE.attribution)
    await expect(page.getByLabel('Change to')).toHaveValue('published')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('contentinfo', { name: 'Status message' })).toContainText(
      `${PAGE.title} has been updated`,
    )
    expect(sectionsOf(nid!).at(-1)).toBe('quote')
  })

  await test.step('the scratch copy builds from that Drupal', async () => {
    let output = ''
    const code = await new Promise<number>((resolve) => {
      const child = spawn(npm, ['run', 'build'], {
        cwd: scratch,
        env: {
          ...process.env,
          DRUPAL_BASE_URL: drupal!.url,
          SITE_URL: 'http://localhost:9000',
          DEMO_CAPTCHA: '1',
          DRUPAL_BASIC_AUTH_USERNAME: accounts.build.name,
          DRUPAL_BASIC_AUTH_PASSWORD: accounts.build.password,
          DEMO_CMS_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      child.on('exit', (c) => resolve(c ?? 1))
    })
    expect({ code, tail: code === 0 ? '' : output.slice(-4000) }).toEqual({ code: 0, tail: '' })
  })

  await test.step('a visitor of the built page sees the quote in a region named "Quote"', async () => {
    site = await startStaticServer({ root: path.join(scratch!, 'public'), port: 0 })
    await page.goto(`${site.url}${PAGE.path}`)
    const region = page.getByRole('region', { name: 'Quote' })
    await expect(region).toContainText(QUOTE.text)
    await expect(region).toContainText(QUOTE.attribution)
  })
})
