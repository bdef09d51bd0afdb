import React from 'react'
import { graphql } from 'gatsby'
import { Icon, isIconName } from '../common/Icon'
import * as S from './IconGridSection.styles'

/** Icon and heading grid: three columns of icon, heading and detail. */
export function IconGridSection({ section }: { section: Queries.SectionIconGridFieldsFragment }) {
  if (!section.items.length) return null
  return (
    <S.Band>
      <S.Inner>
        {section.heading && <h2>{section.heading}</h2>}
        <S.Grid data-icon-grid="">
          {section.items.map((item) => (
            <li key={item.id}>
              <S.IconBadge>
                {isIconName(item.icon) && <Icon name={item.icon} size={28} />}
              </S.IconBadge>
              <div>
                <h3>{item.heading}</h3>
                {item.detail && <p>{item.detail}</p>}
              </div>
            </li>
          ))}
        </S.Grid>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionIconGridFields on SectionIconGrid {
    heading
    items {
      id
      icon
      heading
      detail
    }
  }
`
