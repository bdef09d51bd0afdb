#!/usr/bin/env node
// The upgrade test `npm test` runs last: a site installed at the current content model, with
// its content and form submissions, takes a change to the model (a new field on stores and a
// new paragraph type, with their displays and JSON:API resource) through
// `npm run drupal:deploy` (drupal/tools/deploy.mjs, `drush deploy`), and keeps every node,
// paragraph, term, menu link, redirect and submission as it was, while the new field and
// paragraph type are there and take content. The change is made in a copy of the recipe, as a
// developer would make it in drupal/recipes/outlet_centre (docs/drupal-deploy.md). Then, with
// a section of the new type on a page, the website builds from that site and publishes without
// it, naming the type and the page, as long as gatsby/content/ has no module for it.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual, stripVTControlCharacters } from 'node:util'

import YAML from 'yaml'

import { drupalConfigFiles } from '../../generators/drupal-config.mjs'
import { runCommand } from '../../toolkit/run-command.mjs'
import { deploy } from './deploy.mjs'
import { drupalDir, phpEval, repoRoot, startDrupalServer } from './lib.mjs'

const log = (message) => console.log(`[upgrade check] ${message}`)

const php = (code) => phpEval(code, 'The upgrade check')

function fail(message) {
  console.error(`[upgrade check] FAILED: ${message}`)
  process.exit(1)
}

/** Every content entity the centre cannot recreate, each field's value as a hash. */
const content = () =>
  php(`
    $out = [];
    foreach (['node', 'paragraph', 'taxonomy_term', 'menu_link_content', 'redirect', 'webform_submission', 'file'] as $type) {
      foreach (\\Drupal::entityTypeManager()->getStorage($type)->loadMultiple() as $entity) {
        $fields = array_map(fn($v) => md5(json_encode($v)), $entity->toArray());
        if ($type === 'webform_submission') {
          $fields['data'] = md5(json_encode($entity->getData()));
        }
        $out[$type][$entity->uuid()] = $fields;
      }
    }
    echo json_encode($out);`)

/**
 * A field on an existing type, shown on its existing form: stores' Instagram handle, made as
 * a copy of their phone number's field (its storage, the field and its text box on the form).
 * @param {string} config the recipe's config/
 */
function addStoreInstagramField(config) {
  const yamlFile = (name) => path.join(config, `${name}.yml`)
  const readYaml = (name) => YAML.parse(readFileSync(yamlFile(name), 'utf8'))
  const writeYaml = (name, data) => writeFileSync(yamlFile(name), YAML.stringify(data))
  const copyPhone = (kind, changes) => {
    const text = readFileSync(yamlFile(`${kind}.field_phone`), 'utf8')
    const data = YAML.parse(text.replaceAll('field_phone', 'field_instagram'))
    writeYaml(`${kind}.field_instagram`, { ...data, ...changes })
  }
  copyPhone('field.storage.node', {})
  copyPhone('field.field.node.store', { label: 'Instagram handle', description: '' })
  const form = readYaml('core.entity_form_display.node.store.default')
  form.dependencies.config.push('field.field.node.store.field_instagram')
  form.content.field_instagram = { ...form.content.field_phone, weight: 40 }
  writeYaml('core.entity_form_display.node.store.default', form)
}

/**
 * A new paragraph type, written as `npm run new:section` writes one (the type, its field and
 * storage, form and view displays, JSON:API resource): a page's notice.
 * @param {string} config the recipe's config/
 */
function addNoticeParagraphType(config) {
  const spec = {
    bundle: 'notice',
    label: 'Notice',
    description: 'A short notice at the top of a page.',
  }
  const fields = [{ type: 'string', drupalName: 'field_notice', label: 'Notice', newStorage: true }]
  for (const [file, text] of Object.entries(drupalConfigFiles(spec, fields))) {
    writeFileSync(path.join(config, file), text)
  }
}

/**
 * Before the website has a module for the new paragraph type (gatsby/content/), an editor
 * places one on a page: the site still builds and publishes, without it, and the build names
 * the type and the page (gatsby/source/unknown-content.ts).
 */
async function buildWithUnknownSection() {
  const text = 'Level 2 car park closes early on Sunday.'
  php(`
    $pages = \\Drupal::entityTypeManager()->getStorage('node')->loadByProperties(['type' => 'page', 'title' => 'Centre information']);
    $page = reset($pages);
    $notice = \\Drupal\\paragraphs\\Entity\\Paragraph::create(['type' => 'notice', 'field_notice' => ${JSON.stringify(text)}]);
    $notice->setParentEntity($page, 'field_content');
    $notice->save();
    $page->get('field_content')->appendItem($notice);
    $page->save();
    echo json_encode(TRUE);`)
  log('building the website from the upgraded site, a notice section placed on /information/')
  const drupal = await startDrupalServer()
  /** @type {string[]} */
  const output = []
  const code = await runCommand('npm', ['run', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, DRUPAL_BASE_URL: drupal.url },
    output,
  }).finally(() => drupal.stop())
  // Gatsby's reporter wraps long lines and colours them.
  const said = stripVTControlCharacters(output.join('')).replace(/\s+/g, ' ')
  const warning =
    'Drupal content of type paragraph__notice is left out of the site: a section of "Centre information" (/information/).'
  const page = path.join(repoRoot, 'public', 'information', 'index.html')
  const html = existsSync(page) ? readFileSync(page, 'utf8') : ''
  const problems = [
    code === 0 ? null : `the build failed (exit code ${code})`,
    said.includes(warning) ? null : `the build did not warn: ${warning}`,
    html.includes('Frequently asked questions') ? null : '/information/ was not published whole',
    html.includes(text) ? 'the notice, which no module handles, is on /information/' : null,
  ].filter(Boolean)
  if (problems.length) fail(`${problems.join('; ')}\n${output.join('').slice(-3000)}`)
  log(`the website built and published without the notice, and said: ${warning}`)
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'))
try {
  log('form submissions on the site as it is')
  php(`
    foreach (['job_application' => ['full_name' => 'Uma Upgrade', 'email' => 'uma@example.com', 'phone' => '02 5550 0142', 'position' => 'Store Manager', 'retailer' => 'Ridgeline Menswear'],
              'colouring_competition' => ['full_name' => 'Ugo Upgrade', 'email' => 'ugo@example.com', 'consent' => 'User consents to show image.']] as $webform => $data) {
      \\Drupal\\webform\\Entity\\WebformSubmission::create(['webform_id' => $webform, 'data' => $data])->save();
    }
    echo json_encode(TRUE);`)
  const before = content()
  const counts = (c) =>
    Object.fromEntries(Object.entries(c).map(([t, e]) => [t, Object.keys(e).length]))
  log(`before: ${JSON.stringify(counts(before))}`)
  if (!before.webform_submission || !before.node || !before.paragraph) {
    fail(`the site has no content to keep: ${JSON.stringify(counts(before))}`)
  }

  const recipe = path.join(dir, 'outlet_centre')
  cpSync(path.join(drupalDir, 'recipes', 'outlet_centre'), recipe, { recursive: true })
  // The change a developer makes for "stores have an Instagram handle; pages get a notice".
  addStoreInstagramField(path.join(recipe, 'config'))
  addNoticeParagraphType(path.join(recipe, 'config'))
  const result = deploy(recipe)
  if (result.added !== 8 || result.changed !== 1) {
    fail(`the deploy saw ${result.added} new and ${result.changed} changed items, not 8 and 1`)
  }

  const after = content()
  const problems = []
  for (const [type, entities] of Object.entries(before)) {
    for (const [uuid, fields] of Object.entries(entities)) {
      const now = after[type]?.[uuid]
      if (!now) {
        problems.push(`${type} ${uuid} is gone`)
        continue
      }
      // Each field's value is a hash: a string to compare.
      const changed = Object.keys(fields).filter((f) => fields[f] !== now[f])
      if (changed.length) problems.push(`${type} ${uuid} changed: ${changed.join(', ')}`)
    }
    const extra = Object.keys(after[type] ?? {}).length - Object.keys(entities).length
    if (extra) problems.push(`${type}: ${extra} more than before`)
  }
  if (problems.length) fail(`content changed:\n  ${problems.slice(0, 20).join('\n  ')}`)

  const model = php(`
    $field = \\Drupal\\field\\Entity\\FieldConfig::loadByName('node', 'store', 'field_instagram');
    $type = \\Drupal\\paragraphs\\Entity\\ParagraphsType::load('notice');
    $out = ['instagram' => NULL, 'onForm' => NULL, 'notice' => NULL, 'jsonapi' => NULL];
    if ($field) {
      $stores = \\Drupal::entityTypeManager()->getStorage('node')->loadByProperties(['type' => 'store']);
      $store = reset($stores);
      $store->set('field_instagram', '@willowandwren')->save();
      $out['instagram'] = \\Drupal::entityTypeManager()->getStorage('node')->loadUnchanged($store->id())->get('field_instagram')->value;
      $out['onForm'] = \\Drupal::service('entity_display.repository')->getFormDisplay('node', 'store', 'default')->getComponent('field_instagram')['type'] ?? NULL;
    }
    if ($type) {
      $notice = \\Drupal\\paragraphs\\Entity\\Paragraph::create(['type' => 'notice', 'field_notice' => 'The car park closes at 10pm.']);
      $notice->save();
      $out['notice'] = \\Drupal\\paragraphs\\Entity\\Paragraph::load($notice->id())->get('field_notice')->value;
      $resource = \\Drupal::service('jsonapi.resource_type.repository')->get('paragraph', 'notice');
      $out['jsonapi'] = $resource && !$resource->isInternal() ? $resource->getPath() : NULL;
    }
    echo json_encode($out);`)
  const expected = {
    instagram: '@willowandwren',
    onForm: 'string_textfield',
    notice: 'The car park closes at 10pm.',
    jsonapi: '/paragraph/notice',
  }
  if (!isDeepStrictEqual(model, expected)) {
    fail(
      `the new field and paragraph type: ${JSON.stringify(model)}, not ${JSON.stringify(expected)}`,
    )
  }
  log(
    `deployed a new store field and paragraph type; every entity kept: ${JSON.stringify(counts(after))}`,
  )
  await buildWithUnknownSection()
} finally {
  rmSync(dir, { recursive: true, force: true })
}
