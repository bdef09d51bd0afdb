/**
 * The site's styling runtime: the part of styled-components' API the site uses, in about
 * 2 KB gzip instead of styled-components' 13 KB (see docs/performance.md).
 *
 *   styled.div`…`, styled.ul<{ $open: boolean }>`…`, styled(Component)`…`, css`…`,
 *   createGlobalStyle`…`, ThemeProvider; `as` and transient `$props`; `${OtherStyled}` as
 *   a selector; `&` and nesting (src/styles/runtime/compile.ts).
 *
 * Each distinct style gets one class, `c_<hash of its CSS>`, so the server and the browser
 * name it alike. Extending a styled component (`styled(Container)`) merges the two templates
 * into one class, the extension last, as styled-components does. Pages are rendered with
 * their CSS in the head (gatsby-ssr.tsx); hydration inserts no rule the page already has.
 *
 * A component written as a selector (`${Card}:hover &`) carries an extra class, `r_…`, from
 * the moment a template naming it is created. Write such templates in the module that
 * defines the component (as every *.styles.ts does), so that the server and the browser
 * agree on it before the first render.
 */
import * as React from 'react'

import { compileCss, hashCss } from './runtime/compile'
import { BrowserSheet, DiscardSheet, type StyleSink } from './runtime/sheet'
import { theme as defaultTheme, type Theme } from './theme'

export interface ThemeProps {
  theme: Theme
}

type Falsy = false | null | undefined | ''

const MIXIN = Symbol('css')
const STYLED = Symbol('styled')

/** A piece of CSS with interpolations, made by `css`; it is resolved when it is used. */
export interface Mixin<P = object> {
  readonly [MIXIN]: true
  readonly strings: readonly string[]
  readonly interpolations: readonly Interpolation<P>[]
}

export type Interpolation<P = object> =
  | string
  | number
  | Falsy
  | Mixin<P>
  | AnyStyledComponent
  | readonly Interpolation<P>[]
  | ((props: P & ThemeProps) => Interpolation<P>)

interface StyledMeta {
  /** The element or component that is finally rendered. */
  target: React.ElementType
  /** Templates, the extended component's first. */
  templates: Mixin<never>[]
  /**
   * A class on every instance, for `${Component}` selectors; set when one is written. Named
   * after the templates' text on first use (most components are never a selector).
   */
  readonly refClass: string
  referenced: boolean
  /** No function anywhere in the templates: one style for every instance. */
  static: boolean
}

type PropsOf<C extends React.ElementType, E> = E &
  Omit<React.ComponentPropsWithRef<C>, keyof E | 'as'> & { as?: React.ElementType }

export interface StyledComponent<T extends React.ElementType, E extends object = object> {
  (props: PropsOf<T, E>): React.ReactElement | null
  /** Rendered as another element or component (`as={Link}` takes Link's props). */
  <C extends React.ElementType>(
    props: { as: C } & E & Omit<React.ComponentPropsWithRef<C>, keyof E | 'as'>,
  ): React.ReactElement | null
  readonly [STYLED]: StyledMeta
  displayName?: string
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStyledComponent = StyledComponent<any, any>

type TemplateTag<T extends React.ElementType, E0 extends object> = <E extends object = object>(
  strings: TemplateStringsArray,
  // Props come from the type argument, never from the interpolations (see `css`).
  ...interpolations: NoInfer<Interpolation<E0 & E>>[]
) => StyledComponent<T, E0 & E>

/* ---------- theme and sheet contexts ---------- */

const ThemeContext = React.createContext<Theme>(defaultTheme)

export function ThemeProvider({ theme, children }: { theme: Theme; children?: React.ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>
}

let browserSheet: StyleSink | undefined
function defaultSheet(): StyleSink {
  if (typeof document === 'undefined') return new DiscardSheet()
  return (browserSheet ??= new BrowserSheet(document))
}

const SheetContext = React.createContext<StyleSink | null>(null)

/** The theme and the sheet a render writes its rules into. */
function useStyleContext(): { theme: Theme; sheet: StyleSink } {
  const theme = React.useContext(ThemeContext)
  const sheet = React.useContext(SheetContext) ?? defaultSheet()
  return { theme, sheet }
}

/** Collects the CSS of one server render (gatsby-ssr.tsx). */
export function SheetProvider({
  sheet,
  children,
}: {
  sheet: StyleSink
  children?: React.ReactNode
}) {
  return <SheetContext.Provider value={sheet}>{children}</SheetContext.Provider>
}

/* ---------- resolving templates ---------- */

function isStyled(value: unknown): value is AnyStyledComponent {
  return (
    (typeof value === 'function' || typeof value === 'object') && value !== null && STYLED in value
  )
}

function isMixin(value: unknown): value is Mixin<never> {
  return typeof value === 'object' && value !== null && MIXIN in value
}

function resolve(value: unknown, props: object): string {
  if (value === false || value === null || value === undefined) return ''
  if (isStyled(value)) return `.${value[STYLED].refClass}`
  if (isMixin(value)) return resolveTemplate(value, props)
  if (typeof value === 'function') return resolve(value(props), props)
  if (Array.isArray(value)) return value.map((item) => resolve(item, props)).join('')
  return String(value)
}

function resolveTemplate(template: Mixin<never>, props: object): string {
  let out = template.strings[0]
  for (let i = 1; i < template.strings.length; i += 1) {
    out += resolve(template.interpolations[i - 1], props) + template.strings[i]
  }
  return out
}

/** Whether a value depends on props (a function somewhere in it). */
function dependsOnProps(value: unknown): boolean {
  if (isStyled(value)) return false
  if (typeof value === 'function') return true
  if (isMixin(value)) return value.interpolations.some(dependsOnProps)
  return Array.isArray(value) && value.some(dependsOnProps)
}

/** Marks components written as selectors, so their instances carry their reference class. */
function markReferences(interpolations: readonly unknown[]): void {
  for (const value of interpolations) {
    if (isStyled(value)) value[STYLED].referenced = true
    else if (isMixin(value)) markReferences(value.interpolations)
    else if (Array.isArray(value)) markReferences(value)
  }
}

/** One rule per distinct CSS text, shared by every component. */
const rules = new Map<string, { id: string; css: () => string }>()

/**
 * The rule for a style made of one or more template bodies (an extended component's first).
 * Each body compiles on its own, so all of an extension's rules come after all of its base's,
 * media queries included: the order styled-components gives them.
 */
function ruleFor(bodies: string[], global: boolean): { id: string; css: () => string } {
  const key = (global ? 'g' : 'c') + bodies.join('\u0000')
  let rule = rules.get(key)
  if (!rule) {
    const id = `${global ? 'g' : 'c'}_${hashCss(key)}`
    // The name comes from the source text; the CSS is compiled only when a sheet needs it
    // (never during hydration, whose rules the server already wrote into the page).
    let css: string | undefined
    const compile = () => {
      const selector = global ? '' : `.${id}`
      const flat = bodies.map((body) => compileCss(body, selector)).join('')
      return global ? `/*${id}*/${flat}` : flat
    }
    rule = { id, css: () => (css ??= compile()) }
    rules.set(key, rule)
  }
  return rule
}

/* ---------- the API ---------- */

export function css<P extends object = object>(
  strings: TemplateStringsArray,
  // Not inferred: a `${StyledComponent}` selector would otherwise pass for a props function.
  ...interpolations: NoInfer<Interpolation<P>>[]
): Mixin<P> {
  markReferences(interpolations)
  return { [MIXIN]: true, strings: [...strings], interpolations }
}

function isTransient(key: string): boolean {
  return key.charCodeAt(0) === 36 /* $ */
}

function createStyled<T extends React.ElementType>(
  base: T | AnyStyledComponent,
  template: Mixin<never>,
): AnyStyledComponent {
  const extended = isStyled(base) ? base[STYLED] : undefined
  const templates = [...(extended?.templates ?? []), template]
  let refClass: string | undefined
  const meta: StyledMeta = {
    target: extended?.target ?? (base as React.ElementType),
    templates,
    get refClass() {
      return (refClass ??= `r_${hashCss(templates.map((t) => t.strings.join('\u0000')).join('\u0001'))}`)
    },
    referenced: false,
    static: !templates.some(dependsOnProps),
  }
  let staticBodies: string[] | undefined

  const Styled = React.forwardRef<unknown, Record<string, unknown>>(function Styled(props, ref) {
    const { theme, sheet } = useStyleContext()
    let bodies = meta.static ? staticBodies : undefined
    if (bodies === undefined) {
      const context = { ...props, theme }
      bodies = templates.map((t) => resolveTemplate(t, context))
      if (meta.static) staticBodies = bodies
    }
    const rule = ruleFor(bodies, false)
    sheet.insert(rule.id, rule.css)

    const { as, className, ...rest } = props
    const forwarded: Record<string, unknown> = { ref }
    for (const key in rest) if (!isTransient(key)) forwarded[key] = rest[key]
    forwarded.className = [className, meta.referenced ? meta.refClass : '', rule.id]
      .filter(Boolean)
      .join(' ')
    return React.createElement((as as React.ElementType | undefined) ?? meta.target, forwarded)
  })
  const targetName =
    typeof meta.target === 'string'
      ? meta.target
      : (meta.target as { displayName?: string; name?: string }).displayName ||
        (meta.target as { name?: string }).name ||
        'Component'
  Styled.displayName = `styled(${targetName})`
  Object.defineProperty(Styled, STYLED, { value: meta })
  return Styled as unknown as AnyStyledComponent
}

type TargetOf<T> = T extends StyledComponent<infer U, infer _E> ? U : T
type ExtraOf<T> = T extends StyledComponent<infer _U, infer E> ? E : object

function styledFactory<T extends React.ElementType>(
  target: T,
): TemplateTag<TargetOf<T>, ExtraOf<T>> {
  return ((strings: TemplateStringsArray, ...interpolations: Interpolation<never>[]) =>
    createStyled(
      target,
      css(strings, ...interpolations) as Mixin<never>,
    )) as unknown as TemplateTag<TargetOf<T>, ExtraOf<T>>
}

type StyledTags = {
  [K in keyof React.JSX.IntrinsicElements]: TemplateTag<K, object>
}

/** `styled.div` (any HTML tag) and `styled(Component)`. */
export const styled = new Proxy(styledFactory, {
  get(factory, key) {
    return typeof key === 'string' && /^[a-z][a-z0-9]*$/.test(key)
      ? factory(key as keyof React.JSX.IntrinsicElements)
      : Reflect.get(factory, key)
  },
}) as typeof styledFactory & StyledTags

/** Styles without a class (element defaults, utility classes), rendered where it is placed. */
export function createGlobalStyle(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<object>[]
): () => null {
  const template = css(strings, ...interpolations) as Mixin<never>
  return function GlobalStyle() {
    const { theme, sheet } = useStyleContext()
    const rule = ruleFor([resolveTemplate(template, { theme })], true)
    sheet.insert(rule.id, rule.css)
    return null
  }
}

export default styled
