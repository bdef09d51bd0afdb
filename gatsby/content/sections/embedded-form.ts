import { defineContentType } from '../types'
import { str } from '../fields'

export default defineContentType({
  drupal: 'paragraph__embedded_form',
  domain: 'SectionEmbeddedForm',
  typeDefs: /* GraphQL */ `
    type SectionEmbeddedForm implements Node @dontInfer {
      formName: String
      formId: String
    }
  `,
  map: (n) => ({ formName: str(n.field_form_name), formId: str(n.field_form_id) }),
  section: {},
})
