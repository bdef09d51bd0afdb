import React from 'react'
import { graphql } from 'gatsby'

/** SectionArticlesTeaser section. Built by issue #5; renders nothing until then. */
export function ArticlesTeaserSection(_props: {
  section: Queries.SectionArticlesTeaserFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionArticlesTeaserFields on SectionArticlesTeaser {
    heading
    articleTypes
  }
`
