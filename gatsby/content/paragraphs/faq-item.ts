import { defineContentType } from '../types'
import { str, richText } from '../fields'

/** One question and its answer, inside a Questions and answers section (./sections/faq.ts). */
export default defineContentType({
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
