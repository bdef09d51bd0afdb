#!/usr/bin/env node
// The demo centre's floor plan, drawn from the demo stores' shop numbers, and the "Centre map"
// page that shows it, added to the local Drupal once; recording the snapshot then keeps both
// (docs/demo-content.md). The plan is a single-level outlet mall: a ring of shops around a
// concourse, an inner island with the food court, the Homemaker wing beside it, entrances
// and car parks, with toilets, a parents' room, an ATM and the information desk; units 73,
// 74 and F7, which no store names, stay vacant.
//   node drupal/tools/demo-centre-map.mjs [--svg-only | --replace-plan]
// --svg-only prints the plan; --replace-plan draws it again over the page's existing file.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { drupalDir, phpEval } from './lib.mjs'

/** Shop numbers of the snapshot's stores, in their order. */
function demoShopNumbers() {
  const file = path.join(drupalDir, '..', 'cms', 'snapshot', 'resources', 'node--store.json')
  return JSON.parse(readFileSync(file, 'utf8')).data.map((s) => s.attributes.field_shop_number)
}

const unit = (id, x, y, width, height) =>
  `<rect id="unit-${id}" class="unit" x="${x}" y="${y}" width="${width}" height="${height}"/>`

/** `count` units along a line from (x, y), each `w` × `h`, moving by (dx, dy). */
const row = (ids, x, y, w, h, dx, dy) => ids.map((id, i) => unit(id, x + i * dx, y + i * dy, w, h))

/** A point of interest: a small circle the site draws its icon on, named by its title. */
const point = (id, x, y, title) =>
  `<circle id="point-${id}" cx="${x}" cy="${y}" r="12">${title ? `<title>${title}</title>` : ''}</circle>`

const label = (x, y, text, cls = 'area-label') =>
  `<text class="${cls}" x="${x}" y="${y}" text-anchor="middle">${text}</text>`

/** The plan's SVG: the main mall's units (numbers), the food court's (F) and the Homemaker wing's (HC). */
export function drawDemoPlan(shopNumbers) {
  const numbers = shopNumbers.filter((n) => /^\d+$/.test(n)).map(Number)
  const main = [...numbers.sort((a, b) => a - b), numbers.length + 1, numbers.length + 2].map(
    String,
  )
  const foodCourt = shopNumbers.filter((n) => /^F\d+$/.test(n))
  const food = [...foodCourt, `F${foodCourt.length + 1}`]
  const homemaker = shopNumbers.filter((n) => /^HC\d+$/.test(n))
  const take = (list, n) => list.splice(0, n)
  const ring = [...main]
  const half = Math.ceil(homemaker.length / 2)
  const shapes = [
    // The buildings, the concourse and the link between them.
    '<rect class="building" x="40" y="40" width="800" height="600"/>',
    '<rect class="walkway" x="140" y="140" width="600" height="400"/>',
    '<rect class="building" x="900" y="40" width="260" height="600"/>',
    '<rect class="walkway" x="1000" y="40" width="60" height="600"/>',
    '<rect class="walkway" x="840" y="300" width="60" height="60"/>',
    '<rect class="seating" x="200" y="320" width="480" height="80"/>',
    // Top row left to right, right column down, bottom row right to left, left column up.
    ...row(take(ring, 20), 40, 40, 40, 100, 40, 0),
    ...row(take(ring, 12), 740, 140, 100, 400 / 12, 0, 400 / 12),
    ...row(take(ring, 20), 800, 540, 40, 100, -40, 0),
    ...row(take(ring, 10), 40, 500, 100, 40, 0, -40),
    // The inner island: shops on the concourse's top and bottom, the food court between.
    ...row(take(ring, 6), 200, 200, 80, 80, 80, 0),
    ...row(take(ring, 6), 200, 400, 80, 80, 80, 0),
    ...row(food, 200, 280, 480 / food.length, 40, 480 / food.length, 0),
    ...row(homemaker.slice(0, half), 900, 40, 100, 600 / half, 0, 600 / half),
    ...row(homemaker.slice(half), 1060, 40, 100, 600 / half, 0, 600 / half),
    label(440, 368, 'Food court'),
    label(90, 684, 'Entrance', 'entrance'),
    label(440, 684, 'Main entrance', 'entrance'),
    label(1030, 684, 'Homemaker entrance', 'entrance'),
    '<rect class="car-park" x="40" y="690" width="800" height="90"/>',
    label(440, 742, 'Car park P1'),
    '<rect class="car-park" x="900" y="690" width="260" height="90"/>',
    label(1030, 742, 'Car park P2'),
    // Amenities on the concourse's corners and by the entrances.
    point('toilets-1', 170, 170, 'Toilets near shop 1'),
    point('parents-room', 710, 170, "Parents' room near the food court"),
    point('accessible-toilet', 170, 510, 'Accessible toilet near the entrance'),
    point('toilets-2', 710, 510, 'Toilets near the main entrance'),
    point('information', 440, 510, 'Information desk at the main entrance'),
    point('atm', 300, 510, 'ATM near the main entrance'),
    point('toilets-3', 1030, 80, 'Toilets in the Homemaker wing'),
    point('entrance-1', 90, 652, 'Entrance'),
    point('entrance-2', 440, 652, 'Main entrance'),
    point('entrance-3', 1030, 652, 'Homemaker entrance'),
    point('car-park-1', 70, 735, 'Car park P1 entry'),
    point('car-park-2', 1130, 735, 'Car park P2 entry'),
  ]
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800">',
    '<title>Molonglo Outlet Centre, ground floor</title>',
    ...shapes.map((s) => `  ${s}`),
    '</svg>',
    '',
  ].join('\n')
}

/** The plan's SVG as a PHP expression (base64: nothing in it is read as PHP). */
const svgInPhp = (svg) => `base64_decode('${Buffer.from(svg).toString('base64')}')`

/** The "Centre map" page at /centre-map with the plan as its one level. */
function addCentreMapPage(svg) {
  return phpEval(
    `
    $fs = \\Drupal::service('file_system');
    $dir = 'public://centre-map';
    $fs->prepareDirectory($dir, \\Drupal\\Core\\File\\FileSystemInterface::CREATE_DIRECTORY);
    $uri = $fs->saveData(${svgInPhp(svg)}, $dir . '/molonglo-ground-floor.svg', \\Drupal\\Core\\File\\FileExists::Replace);
    $file = \\Drupal\\file\\Entity\\File::create(['uri' => $uri, 'status' => 1]);
    $file->save();
    $level = \\Drupal\\paragraphs\\Entity\\Paragraph::create(['type' => 'map_level', 'field_name' => 'Ground floor', 'field_plan' => ['target_id' => $file->id()]]);
    $level->save();
    $map = \\Drupal\\paragraphs\\Entity\\Paragraph::create([
      'type' => 'centre_map',
      'field_heading' => 'Find a store',
      'field_text' => ['value' => '<p>Every store in its unit, with the food court, entrances and car parks. The list beside the plan has every store by name and shop number.</p>', 'format' => 'basic_html'],
      'field_items' => [['target_id' => $level->id(), 'target_revision_id' => $level->getRevisionId()]],
    ]);
    $map->save();
    $page = \\Drupal\\node\\Entity\\Node::create([
      'type' => 'page', 'title' => 'Centre map', 'uid' => 1, 'moderation_state' => 'published',
      'path' => ['alias' => '/centre-map', 'pathauto' => 0],
      'field_content' => [['target_id' => $map->id(), 'target_revision_id' => $map->getRevisionId()]],
    ]);
    $page->save();
    echo json_encode(['nid' => $page->id(), 'file' => $uri]);`,
    'The demo centre map',
  )
}

/** The plan drawn again into the file the demo page already has (same file, same URL). */
function replacePlan(svg) {
  return phpEval(
    `
    $uri = 'public://centre-map/molonglo-ground-floor.svg';
    $files = \\Drupal::entityTypeManager()->getStorage('file')->loadByProperties(['uri' => $uri]);
    $file = reset($files);
    if (!$file) { throw new \\RuntimeException("No file $uri: add the demo page first."); }
    \\Drupal::service('file_system')->saveData(${svgInPhp(svg)}, $uri, \\Drupal\\Core\\File\\FileExists::Replace);
    $file->setSize(filesize($uri));
    $file->save();
    echo json_encode(['fid' => $file->id(), 'file' => $uri]);`,
    'The demo centre map plan',
  )
}

const svg = drawDemoPlan(demoShopNumbers())
if (process.argv.includes('--svg-only')) {
  process.stdout.write(svg)
} else {
  const add = process.argv.includes('--replace-plan') ? replacePlan : addCentreMapPage
  console.log(JSON.stringify(add(svg)))
}
