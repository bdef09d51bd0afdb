import { defineContentType } from '../types'
import { str, refs, richText } from '../fields'

/**
 * Questions and answers (parking, accessibility, lost property…): each answer opens under its
 * question (src/components/sections/FaqSection.tsx). The questions are faq_item paragraphs,
 * which exist only inside this section: their module is below.
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

/** One question and its answer, inside a Questions and answers section. */
export const faqItem = defineContentType({
  drupal: 'paragraph__faq_item',
  domain: 'FaqItem',
  typeDefs: /* GraphQL */ `
    type FaqItem implements Node @dontInfer {
      question: String!
      "Sanitised HTML"
      answer: String
    }
  `,
  map: (n, ctx) => ({ question: str(n.field_heading) ?? '', answer: richText(n.field_text, ctx) }),
})
