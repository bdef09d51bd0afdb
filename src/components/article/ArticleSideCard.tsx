import React from 'react'
import { Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { sideCardSummary } from '../../lib/summaries'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './ArticleSideCard.styles'

/** A small article card (articles teaser): summary cut to 140 characters plus an ellipsis. */
export function ArticleSideCard({ article }: { article: Queries.CollectionArticleFragment }) {
  const summary = sideCardSummary(article.summary)
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="article-side-card">
      <S.Media ref={media}>
        {article.thumbnail?.localFile && <CmsImage image={article.thumbnail} />}
      </S.Media>
      <S.Body>
        <S.Label>{article.articleType === 'blog' ? 'Blog' : 'News'}</S.Label>
        <S.Title>
          <Link to={article.path}>{article.title}</Link>
        </S.Title>
        <S.Date>{article.publishLabel}</S.Date>
        {summary && <S.Summary>{summary}</S.Summary>}
      </S.Body>
    </S.Card>
  )
}
