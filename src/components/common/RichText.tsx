import React from 'react'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'

const Prose = styled.div`
  max-width: 72ch;
  & > :first-child {
    margin-top: 0;
  }
  & img {
    height: auto;
  }
  & table {
    border-collapse: collapse;
  }
  & th,
  & td {
    border: 1px solid ${theme.colors.border};
    padding: ${theme.space.xs};
  }
`

/** Rich text from the CMS (Drupal's `processed` HTML, sanitised at build time). */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined
  className?: string
}) {
  if (!html) return null
  return (
    <Prose className={className} data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />
  )
}
