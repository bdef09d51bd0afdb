import { graphql } from 'gatsby'

/** Fields of each Category that listing and section components read (extend here, not in templates). */
export const fragment = graphql`
  fragment CollectionCategory on Category {
    id
    tid
    name
    weight
    parentTid
  }
`
