import { graphql } from 'gatsby'

/** Fields of each RecipientCategory that listing and section components read (extend here, not in templates). */
export const fragment = graphql`
  fragment CollectionRecipient on RecipientCategory {
    id
    tid
    name
  }
`
