/** @jest-environment node */
import crypto from 'node:crypto'
import {
  describeHookBody,
  isHookPath,
  parseHookBody,
  secretFromRequest,
  secretMatches,
  secretProblem,
} from './hook-auth.mjs'

const SECRET = 's3cret-0123456789abcdef'

describe('secretMatches', () => {
  it('accepts the exact secret only', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true)
    expect(secretMatches(SECRET, `${SECRET}x`)).toBe(false)
    expect(secretMatches(SECRET, SECRET.slice(0, -1))).toBe(false)
    expect(secretMatches(SECRET, SECRET.toUpperCase())).toBe(false)
    expect(secretMatches(SECRET, '')).toBe(false)
    expect(secretMatches(SECRET, undefined)).toBe(false)
    expect(secretMatches(SECRET, 42)).toBe(false)
  })

  it('never matches when no secret is configured', () => {
    expect(secretMatches('', '')).toBe(false)
    expect(secretMatches('', 'anything')).toBe(false)
  })

  it('compares equal-length digests in constant time, whatever the lengths', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual')
    try {
      secretMatches(SECRET, 'short')
      secretMatches(SECRET, 'a much longer guess than the real secret, by far')
      secretMatches(SECRET, undefined)
      expect(spy).toHaveBeenCalledTimes(3)
      for (const [a, b] of spy.mock.calls) {
        expect((a as Buffer).length).toBe(32)
        expect((b as Buffer).length).toBe(32)
      }
    } finally {
      spy.mockRestore()
    }
  })
})

describe('secretProblem', () => {
  it('requires a secret of a useful length', () => {
    expect(secretProblem(undefined)).toMatch(/PUBLISHER_SECRET is not set/)
    expect(secretProblem('   ')).toMatch(/not set/)
    expect(secretProblem('short')).toMatch(/too short/)
    expect(secretProblem(SECRET)).toBeNull()
  })
})

describe('secretFromRequest', () => {
  it('reads the X-Publisher-Secret header first', () => {
    expect(secretFromRequest({ 'x-publisher-secret': SECRET, authorization: 'Bearer other' })).toBe(
      SECRET,
    )
  })
  it('reads a bearer token', () => {
    expect(secretFromRequest({ authorization: `Bearer ${SECRET}` })).toBe(SECRET)
    expect(secretFromRequest({ authorization: `Basic abc` })).toBeUndefined()
  })
  it('reads the secret field of the body (Drupal gatsby module)', () => {
    expect(secretFromRequest({}, { secret: SECRET, action: 'update' })).toBe(SECRET)
    expect(secretFromRequest({}, { secret: 123 })).toBeUndefined()
  })
  it("reads the secret in the hook's path, as Drupal's gatsby module sends it", () => {
    expect(secretFromRequest({}, {}, '/hooks/build/s3cret-0123456789abcdef')).toBe(
      's3cret-0123456789abcdef',
    )
    expect(secretFromRequest({}, {}, '/hooks/build/a%2Fb')).toBe('a/b')
    expect(secretFromRequest({ 'x-publisher-secret': 'header' }, {}, '/hooks/build/path')).toBe(
      'header',
    )
    expect(secretFromRequest({}, {}, '/hooks/build')).toBeUndefined()
    expect(secretFromRequest({}, {}, '/hooks/build/a/b')).toBeUndefined()
    expect(isHookPath('/hooks/build/x')).toBe(true)
    expect(isHookPath('/hooks/build/')).toBe(true)
    expect(isHookPath('/hooks/builds')).toBe(false)
    expect(isHookPath('/hooks/build/x/y')).toBe(false)
  })

  it('is undefined without any', () => {
    expect(secretFromRequest({})).toBeUndefined()
  })
})

describe('parseHookBody', () => {
  it('accepts the JSON the Drupal gatsby module sends', () => {
    const raw = Buffer.from(JSON.stringify({ timestamp: 1700000000 }))
    expect(parseHookBody('application/json', raw)).toEqual({
      ok: true,
      body: { timestamp: 1700000000 },
      kind: 'json',
    })
    const entity = { secret: 'x', action: 'update', id: 'abc', data: { type: 'node--store' } }
    const parsed = parseHookBody(
      'application/json; charset=utf-8',
      Buffer.from(JSON.stringify(entity)),
    )
    expect(parsed.ok && parsed.body.action).toBe('update')
  })
  it('accepts an empty body, whatever its type', () => {
    expect(parseHookBody(undefined, Buffer.alloc(0))).toEqual({ ok: true, body: {}, kind: 'empty' })
    expect(parseHookBody('application/json', Buffer.from('  '))).toMatchObject({ kind: 'empty' })
  })
  it('accepts form bodies', () => {
    const parsed = parseHookBody(
      'application/x-www-form-urlencoded',
      Buffer.from('trigger=save&secret=abc%20def'),
    )
    expect(parsed).toEqual({ ok: true, body: { trigger: 'save', secret: 'abc def' }, kind: 'form' })
  })
  it('ignores other content types and rejects broken JSON', () => {
    expect(parseHookBody('text/plain', Buffer.from('hello'))).toEqual({
      ok: true,
      body: {},
      kind: 'other',
    })
    expect(parseHookBody('application/json', Buffer.from('{nope'))).toEqual({
      ok: false,
      error: 'The body is not valid JSON.',
    })
    expect(parseHookBody('application/json', Buffer.from('[1,2]'))).toMatchObject({
      ok: true,
      body: {},
    })
  })
})

test('describeHookBody names the entity, never the secret', () => {
  expect(describeHookBody({ secret: 'x', action: 'delete', id: 'abc', data: { big: true } })).toBe(
    'action=delete id=abc',
  )
})
