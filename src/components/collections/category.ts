import { graphql } from 'gatsby'

/** Fields of each Category that listing and section components read (extend here, not in templates). */
/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment CollectionCategory on Category {
    id
    tid
    name
    weight
    parentTid
  }
`
