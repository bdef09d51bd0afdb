import React from 'react'
import { Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { whatsOnSummary } from '../../lib/summaries'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './WhatsOnCard.styles'

type Article = Queries.CollectionArticleFragment
type Event = Queries.CollectionEventFragment

export type WhatsOnEntry = { kind: 'article'; item: Article } | { kind: 'event'; item: Event }

/** Label of an item's category: 'News', 'Blog' or 'Event'. */
function categoryLabel(entry: WhatsOnEntry): string {
  if (entry.kind === 'event') return 'Event'
  return entry.item.articleType === 'blog' ? 'Blog' : 'News'
}

/**
 * A what's on card: category label, title, summary (200 characters plus three dots), date
 * (publish date for articles, the date range for events) and a 'Read more' link.
 */
export function WhatsOnCard({
  entry,
  headingLevel = 'h2',
  summarise = whatsOnSummary,
  priority = false,
}: {
  entry: WhatsOnEntry
  headingLevel?: 'h2' | 'h3'
  /** The summary rule (default: what's on cards, 200 characters plus three dots). */
  summarise?: (summary: string | null | undefined) => string
  /** The first card of a listing: its image is the page's largest first-screen image. */
  priority?: boolean
}) {
  const { item } = entry
  const date = entry.kind === 'event' ? entry.item.dateRange : entry.item.publishLabel
  const summary = summarise(item.summary)
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="whats-on-card" data-kind={categoryLabel(entry).toLowerCase()}>
      <S.Media ref={media}>
        {item.thumbnail?.localFile ? (
          <CmsImage image={item.thumbnail} priority={priority} />
        ) : (
          <S.Placeholder aria-hidden="true" />
        )}
      </S.Media>
      <S.Body>
        <S.Label>{categoryLabel(entry)}</S.Label>
        <S.Title as={headingLevel}>{item.title}</S.Title>
        <S.Date data-testid="card-date">{date}</S.Date>
        {summary && <S.Summary>{summary}</S.Summary>}
        <S.More>
          <Link to={item.path}>
            Read more<span className="visually-hidden">: {item.title}</span>
          </Link>
        </S.More>
      </S.Body>
    </S.Card>
  )
}
