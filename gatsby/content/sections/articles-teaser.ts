import { defineContentType } from '../types'
import { str, STRING_LIST } from '../fields'

export default defineContentType({
  drupal: 'paragraph__articles_teaser',
  domain: 'SectionArticlesTeaser',
  typeDefs: /* GraphQL */ `
    type SectionArticlesTeaser implements Node @dontInfer {
      heading: String
      articleTypes: [String!]!
    }
  `,
  map: (n) => ({ heading: str(n.field_heading), articleTypes: STRING_LIST(n.field_article_types) }),
  section: { searchText: 'heading', needs: ['articles'] },
})
