import React from 'react'
import { graphql, Link } from 'gatsby'
import { useCollections } from '../collections/CollectionsContext'
import { WhatsOnCard } from '../event/WhatsOnCard'
import { ArticleSideCard } from '../article/ArticleSideCard'
import { useToday } from '../../hooks/useToday'
import { chosenTypes, teaserArticles } from '../../lib/visibility'
import * as S from './ContentSections.styles'

/** The what's on filter matching a section's article types. */
export function filterForTypes(types: readonly (string | null)[] | null | undefined): string {
  const chosen = chosenTypes(types)
  return chosen.length === 1 ? chosen[0] : 'articles'
}

/**
 * Articles teaser: the chosen types (news, blog or both), published and not expired, newest
 * first: one large card plus up to three small ones.
 */
export function ArticlesTeaserSection({
  section,
}: {
  section: Queries.SectionArticlesTeaserFieldsFragment
}) {
  const today = useToday()
  const articles = teaserArticles(useCollections().articles ?? [], section.articleTypes, today, 4)
  if (!articles.length) return null
  const [first, ...rest] = articles
  const heading = section.heading || 'Latest news'
  return (
    <S.Section aria-labelledby={`teaser-${first.id}`} data-testid="articles-teaser">
      <S.Inner>
        <S.Header>
          <S.Heading id={`teaser-${first.id}`}>{heading}</S.Heading>
          <S.MoreLink>
            <Link to={`/whats-on/?filter=${filterForTypes(section.articleTypes)}`}>See all</Link>
          </S.MoreLink>
        </S.Header>
        <S.Teaser>
          <WhatsOnCard entry={{ kind: 'article', item: first }} headingLevel="h3" />
          {rest.length > 0 && (
            <S.SideList>
              {rest.map((article) => (
                <li key={article.id}>
                  <ArticleSideCard article={article} />
                </li>
              ))}
            </S.SideList>
          )}
        </S.Teaser>
      </S.Inner>
    </S.Section>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionArticlesTeaserFields on SectionArticlesTeaser {
    heading
    articleTypes
  }
`
