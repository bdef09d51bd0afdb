import React from 'react'
import { graphql } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'

export function ArticleDetail({ article }: { article: Queries.ArticleDetailFragment }) {
  return (
    <DetailPage
      title={article.title}
      banner={article.banner}
      html={article.body}
      eyebrow={article.articleType === 'blog' ? 'Blog post' : 'News article'}
    />
  )
}

export const fragment = graphql`
  fragment ArticleDetail on Article {
    id
    title
    path
    articleType
    publishDate
    expiryDate
    summary
    body
    banner {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  }
`
