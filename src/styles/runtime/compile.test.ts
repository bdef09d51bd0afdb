import { compileCss, hashCss, nestSelectors, splitSelectors } from './compile'

describe('compileCss', () => {
  it('scopes declarations to the selector and drops comments and extra spaces', () => {
    expect(compileCss('\n  color :  red;\n  /* note; { } */\n  margin: 0   auto;\n', '.c')).toBe(
      '.c{color:red;margin:0 auto}',
    )
  })

  it('resolves & and descendant selectors, own declarations first', () => {
    expect(
      compileCss(
        '&:hover { color: blue; } color: red; a, button { margin: 0 } & + & { top: 0 }',
        '.c',
      ),
    ).toBe('.c{color:red}.c:hover{color:blue}.c a,.c button{margin:0}.c + .c{top:0}')
  })

  it('puts & where it is written, including after another selector', () => {
    expect(compileCss('.card:hover & img { transform: scale(1.05) }', '.c')).toBe(
      '.card:hover .c img{transform:scale(1.05)}',
    )
  })

  it('keeps the enclosing selector inside @media, at any depth', () => {
    expect(
      compileCss(
        '@media (min-width: 768px) { padding: 1rem; a { color: red } } ul { @media (hover: hover) { &:hover { color: blue } } }',
        '.c',
      ),
    ).toBe(
      '@media (min-width: 768px){.c{padding:1rem}.c a{color:red}}@media (hover: hover){.c ul:hover{color:blue}}',
    )
  })

  it('does not split a selector list inside :is() or an attribute selector', () => {
    expect(compileCss(':is(a, button):focus, [data-x="a,b"] { outline: 0 }', '.c')).toBe(
      '.c :is(a, button):focus,.c [data-x="a,b"]{outline:0}',
    )
  })

  it('keeps semicolons and braces inside quotes and parentheses', () => {
    expect(
      compileCss(
        "content: ';}'; background: url(data:image/svg+xml;utf8,<svg/>) no-repeat; a::after { content: '{' }",
        '.c',
      ),
    ).toBe(
      ".c{content:';}';background:url(data:image/svg+xml;utf8,<svg/>) no-repeat}.c a::after{content:'{'}",
    )
  })

  it('copies @keyframes and @font-face as written', () => {
    expect(
      compileCss(
        '@keyframes spin { from { transform: rotate(0) } to { transform: rotate(1turn) } }',
        '.c',
      ),
    ).toBe('@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}')
  })

  it('keeps top-level selectors as they are for global styles', () => {
    expect(
      compileCss(
        'body { margin: 0 } h1, h2 { line-height: 1.2 } @media (prefers-reduced-motion: reduce) { * { animation: none } }',
        '',
      ),
    ).toBe(
      'body{margin:0}h1,h2{line-height:1.2}@media (prefers-reduced-motion: reduce){*{animation:none}}',
    )
  })

  it('drops empty rules and @media blocks with nothing in them', () => {
    expect(compileCss('a { } @media (min-width: 1px) { }', '.c')).toBe('')
  })

  it('keeps custom properties and !important', () => {
    expect(compileCss('--gap: 1rem; width: calc(100% - var(--gap)) !important;', '.c')).toBe(
      '.c{--gap:1rem;width:calc(100% - var(--gap)) !important}',
    )
  })
})

describe('selectors', () => {
  it('splits at top-level commas only', () => {
    expect(splitSelectors('a, :not(.x, .y) b,c')).toEqual(['a', ':not(.x, .y) b', 'c'])
  })

  it('nests every part under every parent', () => {
    expect(nestSelectors(['.a', '.b'], '&:hover, span')).toEqual([
      '.a:hover',
      '.a span',
      '.b:hover',
      '.b span',
    ])
  })
})

describe('hashCss', () => {
  it('is stable and differs for different text', () => {
    expect(hashCss('color:red')).toBe(hashCss('color:red'))
    expect(hashCss('color:red')).not.toBe(hashCss('color:blue'))
    expect(hashCss('color:red')).toMatch(/^[0-9a-z]{1,7}$/)
  })
})
