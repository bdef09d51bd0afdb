import { defineContentType } from '../types'
import { str, refs } from '../fields'

/**
 * Questions and answers (parking, accessibility, lost property…): each answer opens under its
 * question (src/components/sections/FaqSection.tsx). The questions are faq_item paragraphs.
 */
export default defineContentType({
  drupal: 'paragraph__faq',
  domain: 'SectionFaq',
  typeDefs: /* GraphQL */ `
    type SectionFaq implements Node @dontInfer {
      heading: String
      items: [FaqItem!]! @link
    }
  `,
  map: (n, ctx) => ({ heading: str(n.field_heading), items: refs(n, 'field_items', ctx) }),
  section: { searchText: 'heading items { question answer }' },
})
