import * as React from 'react'
import { TextEncoder } from 'node:util'
import { render, screen } from '@testing-library/react'

import { ServerSheet, BrowserSheet } from './runtime/sheet'
import { SheetProvider, ThemeProvider, createGlobalStyle, css, styled } from './styled'
import { theme } from './theme'

// react-dom/server's browser build (the one jsdom resolves) needs TextEncoder.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')

/** Renders on the "server" and returns the HTML and the page's CSS. */
function serverRender(ui: React.ReactElement): { html: string; css: string } {
  const sheet = new ServerSheet()
  const html = renderToString(<SheetProvider sheet={sheet}>{ui}</SheetProvider>)
  return { html, css: sheet.toString() }
}

const classOf = (html: string): string => /class="([^"]*)"/.exec(html)?.[1] ?? ''

describe('styled', () => {
  const Box = styled.div<{ $wide?: boolean }>`
    color: ${({ theme: t }) => t.colors.brand};
    width: ${({ $wide }) => ($wide ? '100%' : '50%')};
    &:hover {
      color: red;
    }
  `

  it('gives a style one class named after its CSS, with its rules scoped to it', () => {
    const { html, css: out } = serverRender(<Box>hi</Box>)
    const cls = classOf(html)
    expect(cls).toMatch(/^c_[0-9a-z]+$/)
    expect(out).toBe(`.${cls}{color:${theme.colors.brand};width:50%}.${cls}:hover{color:red}`)
  })

  it('does not forward transient props or `as` to the element', () => {
    const { html } = serverRender(<Box $wide>hi</Box>)
    expect(html).not.toContain('wide')
    expect(html).toMatch(/^<div class="c_[0-9a-z]+">hi<\/div>$/)
  })

  it('names one style alike on every render and different styles differently', () => {
    const a = classOf(serverRender(<Box $wide>a</Box>).html)
    expect(classOf(serverRender(<Box $wide>b</Box>).html)).toBe(a)
    expect(classOf(serverRender(<Box>c</Box>).html)).not.toBe(a)
  })

  it('renders as another element or component with `as`, keeping the style', () => {
    const Link = ({
      to,
      children,
      ...rest
    }: { to: string } & React.HTMLAttributes<HTMLAnchorElement>) => (
      <a href={to} {...rest}>
        {children}
      </a>
    )
    expect(serverRender(<Box as="section">x</Box>).html).toMatch(/^<section class="c_/)
    expect(
      serverRender(
        <Box as={Link} to="/stores/">
          x
        </Box>,
      ).html,
    ).toMatch(/^<a href="\/stores\/" class="c_[0-9a-z]+">x<\/a>$/)
  })

  it('keeps a className it is given, before its own', () => {
    expect(serverRender(<Box className="visually-hidden">x</Box>).html).toMatch(
      /class="visually-hidden c_[0-9a-z]+"/,
    )
  })

  it('merges an extended component into one class, all its rules after the base rules', () => {
    const Wide = styled(Box)`
      width: 90%;
    `
    const { html, css: out } = serverRender(<Wide>x</Wide>)
    const cls = classOf(html)
    expect(cls.split(' ')).toHaveLength(1)
    // The base's :hover and media rules come before the extension's plain declarations.
    expect(out).toBe(
      `.${cls}{color:${theme.colors.brand};width:50%}.${cls}:hover{color:red}.${cls}{width:90%}`,
    )
  })

  it('lets a template use another styled component as a selector', () => {
    const Card = styled.article`
      padding: 1rem;
    `
    const Title = styled.h2`
      ${Card}:hover & {
        text-decoration: underline;
      }
    `
    const { html, css: out } = serverRender(
      <Card>
        <Title>t</Title>
      </Card>,
    )
    const [cardRef] = /r_[0-9a-z]+/.exec(html) ?? ['']
    const titleClass = /<h2 class="(c_[0-9a-z]+)"/.exec(html)?.[1]
    expect(html).toContain(`class="${cardRef} c_`)
    expect(out).toContain(`.${cardRef}:hover .${titleClass}{text-decoration:underline}`)
  })

  it('resolves css mixins with the props of the component using them', () => {
    const tone = css<{ $on: boolean }>`
      background: ${({ $on }) => ($on ? 'black' : 'white')};
    `
    const Switch = styled.button<{ $on: boolean }>`
      ${tone}
      border: 0;
    `
    expect(serverRender(<Switch $on>x</Switch>).css).toMatch(/\{background:black;border:0\}$/)
  })

  it('takes the theme from ThemeProvider', () => {
    const other = {
      ...theme,
      colors: { ...theme.colors, brand: '#123456' },
    } as unknown as typeof theme
    expect(
      serverRender(
        <ThemeProvider theme={other}>
          <Box>x</Box>
        </ThemeProvider>,
      ).css,
    ).toContain('color:#123456')
  })

  it('forwards refs to the element', () => {
    const ref = React.createRef<HTMLDivElement>()
    render(<Box ref={ref}>ref</Box>)
    expect(ref.current).toBe(screen.getByText('ref'))
  })

  it('writes global styles without a class, marked with their name', () => {
    const Global = createGlobalStyle`
      body { margin: 0; color: ${({ theme: t }) => t.colors.ink}; }
    `
    expect(serverRender(<Global />).css).toMatch(
      new RegExp(`^/\\*g_[0-9a-z]+\\*/body\\{margin:0;color:${theme.colors.ink}\\}$`),
    )
  })
})

describe('sheets', () => {
  it('a page sheet keeps each rule once, in first-render order', () => {
    const sheet = new ServerSheet()
    sheet.insert('c_b', '.c_b{top:0}')
    sheet.insert('c_a', '.c_a{left:0}')
    sheet.insert('c_b', '.c_b{top:0}')
    expect(sheet.toString()).toBe('.c_b{top:0}.c_a{left:0}')
  })

  it('a page sheet fails loudly when two styles share a name', () => {
    const sheet = new ServerSheet()
    sheet.insert('c_x', '.c_x{top:0}')
    expect(() => sheet.insert('c_x', '.c_x{left:0}')).toThrow(/Style name collision for c_x/)
  })

  it('the browser sheet adds nothing the server-rendered page already has', () => {
    document.head.innerHTML =
      '<style data-css>/*g_1*/body{margin:0}.c_a{top:0}.c_a:hover{top:1px}</style>'
    const sheet = new BrowserSheet(document)
    sheet.insert('g_1', '/*g_1*/body{margin:0}')
    sheet.insert('c_a', '.c_a{top:0}')
    expect(document.querySelector('style[data-css-client]')).toBeNull()
    sheet.insert('c_b', '.c_b{left:0}')
    sheet.insert('c_b', '.c_b{left:0}')
    expect(document.querySelector('style[data-css-client]')?.textContent).toBe('.c_b{left:0}')
  })

  it('the browser sheet compiles only rules it lacks (hydration compiles no CSS)', () => {
    document.head.innerHTML = '<style data-css>.c_a{top:0}</style>'
    const sheet = new BrowserSheet(document)
    const compileA = jest.fn(() => '.c_a{top:0}')
    const compileB = jest.fn(() => '.c_b{left:0}')
    sheet.insert('c_a', compileA)
    sheet.insert('c_b', compileB)
    sheet.insert('c_b', compileB)
    expect([compileA.mock.calls.length, compileB.mock.calls.length]).toEqual([0, 1])
    expect(document.querySelector('style[data-css-client]')?.textContent).toBe('.c_b{left:0}')
  })

  it('hydrates server HTML with the same classes and no new CSS', () => {
    const Page = styled.main`
      padding: ${({ theme: t }) => t.space.md};
    `
    const { html, css: out } = serverRender(<Page>page</Page>)
    document.head.innerHTML = `<style data-css>${out}</style>`
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {})
    const browser = new BrowserSheet(document)
    render(
      <SheetProvider sheet={browser}>
        <Page>page</Page>
      </SheetProvider>,
      { container, hydrate: true },
    )
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(container.innerHTML).toBe(html)
    expect(document.querySelector('style[data-css-client]')).toBeNull()
  })
})
