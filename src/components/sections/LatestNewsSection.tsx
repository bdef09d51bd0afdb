import React from 'react'
import { graphql, Link } from 'gatsby'
import { useCollections } from '../collections/CollectionsContext'
import { WhatsOnCard } from '../event/WhatsOnCard'
import { useToday } from '../../hooks/useToday'
import { teaserArticles } from '../../lib/visibility'
import { filterForTypes } from './ArticlesTeaserSection'
import * as S from './ContentSections.styles'

/** Home latest news: the 3 newest published, unexpired articles of the block's types. */
export function LatestNewsSection({
  section,
}: {
  section: Queries.SectionLatestNewsFieldsFragment
}) {
  const today = useToday()
  const articles = teaserArticles(useCollections().articles ?? [], section.articleTypes, today, 3)
  if (!articles.length) return null
  const heading = section.heading || 'Latest news'
  return (
    <S.Section aria-labelledby="latest-news-heading" data-testid="latest-news">
      <S.Inner>
        <S.Header>
          <S.Heading id="latest-news-heading">{heading}</S.Heading>
          <S.MoreLink>
            <Link to={`/whats-on/?filter=${filterForTypes(section.articleTypes)}`}>
              See all news
            </Link>
          </S.MoreLink>
        </S.Header>
        <S.Row>
          {articles.map((article) => (
            <li key={article.id}>
              <WhatsOnCard entry={{ kind: 'article', item: article }} headingLevel="h3" />
            </li>
          ))}
        </S.Row>
      </S.Inner>
    </S.Section>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionLatestNewsFields on SectionLatestNews {
    heading
    articleTypes
  }
`
