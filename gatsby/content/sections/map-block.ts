import { defineContentType } from '../types'
import { str, bool, richText, sanitiserOf } from '../fields'

export default defineContentType({
  drupal: 'paragraph__map_block',
  domain: 'SectionMap',
  typeDefs: /* GraphQL */ `
    type SectionMap implements Node @dontInfer {
      heading: String
      text: String
      embedUrl: String
      reversed: Boolean!
    }
  `,
  map: (n, ctx) => ({
    heading: str(n.field_heading),
    text: richText(n.field_text, ctx),
    embedUrl: sanitiserOf(ctx).embedUrl(str(n.field_embed_url)),
    reversed: bool(n.field_reversed),
  }),
  section: { searchText: 'heading text' },
})
