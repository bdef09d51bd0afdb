// Checked by `npm run typecheck`, never run: the section map's type refuses a component whose
// section's fields fragment the page query does not spread. Each `@ts-expect-error` below
// fails the typecheck if that mistake ever type-checks.
import type React from 'react'

import type { SectionComponents } from './Sections'

type QuoteFields = { readonly text: string; readonly attribution: string }
type Quote = (props: { section: QuoteFields }) => React.JSX.Element
type Text = (props: { section: { readonly body: string } }) => React.JSX.Element

// The query spreads both types' fragments: each member holds its type's fields.
type Spread =
  | ({ readonly __typename: 'SectionExampleQuote'; readonly id: string } & QuoteFields)
  | { readonly __typename: 'SectionExampleText'; readonly id: string; readonly body: string }
// The query forgot `... on SectionExampleQuote { ...SectionExampleQuoteFields }`.
type Forgotten =
  | { readonly __typename: 'SectionExampleQuote'; readonly id: string }
  | { readonly __typename: 'SectionExampleText'; readonly id: string; readonly body: string }

export function checkSectionMapTypes(quote: Quote, text: Text) {
  const complete: SectionComponents<Spread> = {
    SectionExampleQuote: quote,
    SectionExampleText: text,
  }
  const forgotten: SectionComponents<Forgotten> = {
    // @ts-expect-error The quote's fields are not in the query result.
    SectionExampleQuote: quote,
    SectionExampleText: text,
  }
  // @ts-expect-error A section type without a component.
  const missing: SectionComponents<Spread> = { SectionExampleText: text }
  const swapped: SectionComponents<Spread> = {
    // @ts-expect-error A component given another type's section.
    SectionExampleQuote: text,
    // @ts-expect-error And the other way round.
    SectionExampleText: quote,
  }
  return [complete, forgotten, missing, swapped]
}
