/** @jest-environment node */
import { readFloorPlan } from './floor-plan'

const hostile = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 50" onload="alert(1)">
  <script>alert(2)</script>
  <title>Level 1</title>
  <rect class="building" x="0" y="0" width="100" height="50" onclick="alert(3)" style="fill:url(https://evil.example/x)"/>
  <a href="https://evil.example/"><text x="5" y="5">Click</text></a>
  <image href="https://evil.example/tracker.png" x="0" y="0" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#a"/>
  <foreignObject x="0" y="0" width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example/"></iframe></div></foreignObject>
  <rect id="unit-G12" class="unit" x="10" y="10" width="20" height="30" onmouseover="alert(4)"/>
  <polygon id="unit-14" points="40,10 60,10 60,40 40,40"/>
  <path id="unit-F7" d="M70 10 L90 10 L90 40 L70 40 Z"/>
  <circle id="unit-X1" cx="5" cy="5" r="2"/>
  <circle id="point-toilets" cx="50" cy="45" r="3"/>
  <rect id="point-entrance-2" x="0" y="44" width="10" height="6"><title>Main entrance</title></rect>
  <circle id="point-fountain" cx="20" cy="45" r="3"/>
</svg>`

describe('readFloorPlan', () => {
  const { plan, problems } = readFloorPlan(hostile)
  const everything = JSON.stringify(plan)

  it('publishes the plan without scripts, event handlers, external references or foreignObject', () => {
    expect(plan).not.toBeNull()
    for (const banned of ['<script', 'alert', 'onload', 'onclick', 'onmouseover', 'evil.example']) {
      expect(everything).not.toContain(banned)
    }
    expect(everything).not.toMatch(/foreignObject|<image|<use|<a |href|style=/i)
    expect(plan?.drawing).toContain('<rect class="building" x="0" y="0" width="100" height="50">')
    expect(plan?.drawing).toContain('Click')
  })

  it('reads each unit: its shop number, its shape without ids and the box it covers', () => {
    expect(plan?.viewBox).toBe('0 0 100 50')
    expect(plan?.units).toEqual([
      {
        shopNumber: 'G12',
        shape: '<rect x="10" y="10" width="20" height="30"></rect>',
        box: { x: 10, y: 10, width: 20, height: 30 },
      },
      {
        shopNumber: '14',
        shape: '<polygon points="40,10 60,10 60,40 40,40"></polygon>',
        box: { x: 40, y: 10, width: 20, height: 30 },
      },
      {
        shopNumber: 'F7',
        shape: '<path d="M70 10 L90 10 L90 40 L70 40 Z"></path>',
        box: { x: 70, y: 10, width: 20, height: 30 },
      },
    ])
    expect(plan?.drawing).not.toContain('unit-')
  })

  it('names a unit it cannot read', () => {
    expect(problems).toEqual([
      'unit X1 is not a rect, polygon or path with coordinates',
      '"point-fountain" is no kind of point the map knows (toilets, accessible-toilet, parents-room, atm, information, lift, entrance, car-park)',
    ])
  })

  it('reads each point of interest: its kind, its middle and its own name, off the drawing', () => {
    expect(plan?.points).toEqual([
      { kind: 'toilets', x: 50, y: 45, label: null },
      { kind: 'entrance', x: 5, y: 47, label: 'Main entrance' },
    ])
    expect(plan?.drawing).not.toContain('point-')
    expect(plan?.drawing).not.toContain('Main entrance')
  })

  it('refuses a file that is not an SVG, or a plan without units', () => {
    expect(readFloorPlan('<html><body>hi</body></html>').problems).toEqual([
      'the file is not an SVG drawing',
    ])
    expect(readFloorPlan('<svg viewBox="0 0 10 10"><rect x="1"/></svg>').problems).toEqual([
      'the plan has no units (shapes with ids like "unit-G12")',
    ])
  })
})
