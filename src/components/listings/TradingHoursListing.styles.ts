import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { mq } from '../../styles/theme'

/* minmax(0, …): the table never widens the page past a 320 px screen (WCAG 1.4.10 reflow). */
export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  ${mq('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`

export const Panel = styled.section`
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceAlt};
  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.xl};
  }
  ${mq('sm')} {
    padding: ${theme.space.lg};
  }
`

export const Today = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xxs};
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
`

export const Default = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  strong {
    font-size: ${theme.fontSizes.lg};
  }
`

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.xs};
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
  }
  thead th {
    font-size: ${theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.inkMuted};
  }
  td:last-child {
    font-weight: 700;
  }
  ${mq('sm')} {
    th,
    td {
      padding: ${theme.space.sm};
    }
    /* Hours stay on one line where there is room; on the narrowest screens "10am-4pm" may
       break after its hyphen, or a date with "Wednesday" pushes the table past 320 px. */
    td:last-child {
      white-space: nowrap;
    }
  }
`

export const Closed = styled.span`
  color: ${theme.colors.closed};
`
