import React from 'react'
import { graphql } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'
import { RichText } from '../common/RichText'

const Band = styled.section`
  padding: ${theme.space.xl} 0;
`

const Inner = styled(Container)`
  > h2 {
    text-transform: uppercase;
  }
`

const List = styled.div`
  max-width: 72ch;
  border-top: 1px solid ${theme.colors.border};
`

/** A question: the summary opens and closes its answer (keyboard: Enter or Space). */
const Item = styled.details`
  border-bottom: 1px solid ${theme.colors.border};
  > summary {
    display: flex;
    gap: ${theme.space.md};
    align-items: center;
    justify-content: space-between;
    min-height: 48px;
    padding: ${theme.space.sm} 0;
    color: ${theme.colors.ink};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.md};
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary::after {
    content: '+';
    flex: none;
    width: 1.5rem;
    color: ${theme.colors.brand};
    font-size: ${theme.fontSizes.lg};
    line-height: 1;
    text-align: center;
  }
  &[open] > summary::after {
    content: '−';
  }
  > summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  > div {
    padding: 0 0 ${theme.space.md};
  }
`

/**
 * Questions and answers: each question opens its answer. Native <details>, so it works
 * before (and without) any script, with the keyboard, and says "collapsed"/"expanded" to
 * screen readers; the page's find-in-page opens a closed answer that matches.
 */
export function FaqSection({ section }: { section: Queries.SectionFaqFieldsFragment }) {
  if (!section.items.length) return null
  return (
    <Band>
      <Inner>
        {section.heading && <h2>{section.heading}</h2>}
        <List>
          {section.items.map((item) => (
            <Item key={item.id}>
              <summary>{item.question}</summary>
              <RichText html={item.answer} />
            </Item>
          ))}
        </List>
      </Inner>
    </Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionFaqFields on SectionFaq {
    heading
    items {
      id
      question
      answer
    }
  }
`
