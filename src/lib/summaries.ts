/** Summary rules: card summaries cut to a number of characters. */
import { stripHtml, truncate } from './text'

/** What's on cards: 200 characters plus three dots. */
export function whatsOnSummary(summary: string | null | undefined): string {
  return truncate(stripHtml(summary), 200, '...')
}

/** Side cards (the articles teaser's small cards): 140 characters plus an ellipsis. */
export function sideCardSummary(summary: string | null | undefined): string {
  return truncate(stripHtml(summary), 140, '…')
}

/** Job cards: the body with markup stripped, first 200 characters plus an ellipsis. */
export function jobSummary(body: string | null | undefined): string {
  return truncate(stripHtml(body), 200, '…')
}
