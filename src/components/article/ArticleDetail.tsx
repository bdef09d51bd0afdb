import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import * as S from '../event/ContentDetail.styles'

/** Label, list and back-link text of each article type. */
function articleTypeInfo(articleType: string) {
  return articleType === 'blog'
    ? { label: 'Blog post', list: '/whats-on/?filter=blog', back: 'Back to Blog' }
    : { label: 'News article', list: '/whats-on/?filter=news', back: 'Back to News' }
}

/** Article detail: category label (to the filtered list), date, title, banner, body, back link. */
export function ArticleDetail({ article }: { article: Queries.ArticleDetailFragment }) {
  const type = articleTypeInfo(article.articleType)
  return (
    <S.Body as="article">
      <S.Label>
        <Link to={type.list}>{type.label}</Link>
      </S.Label>
      <S.Title>{article.title}</S.Title>
      <S.Meta>
        <time dateTime={article.publishIso}>{article.publishLabel}</time>
      </S.Meta>
      {article.banner?.localFile && (
        <S.Banner>
          <CmsImage image={article.banner} priority />
        </S.Banner>
      )}
      <RichText html={article.body} />
      <S.Footer>
        <S.BackLink>
          <Link to={type.list}>{type.back}</Link>
        </S.BackLink>
      </S.Footer>
    </S.Body>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment ArticleDetail on Article {
    id
    title
    path
    articleType
    publishDate
    publishLabel: publishDate(format: LONG)
    publishIso: publishDate(format: ISO)
    expiryDate
    summary
    body
    metaDescription
    banner {
      alt
      localFile {
        publicURL
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 768, 1080, 1440, 1920])
        }
      }
    }
  }
`
