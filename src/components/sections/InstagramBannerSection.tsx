import React from 'react'
import { graphql } from 'gatsby'
import { useSiteData } from '../../hooks/useSiteData'
import { Icon } from '../common/Icon'
import * as S from './InstagramBannerSection.styles'

/** Instagram banner: 'Let's get social' with links to the centre's Instagram and Facebook. */
export function InstagramBannerSection({
  section,
}: {
  section: Queries.SectionInstagramBannerFieldsFragment
}) {
  const { settings } = useSiteData()
  const headingId = `social-${section.id}`
  return (
    <S.Band aria-labelledby={headingId} data-instagram-banner="">
      <S.Inner>
        <div>
          <h2 id={headingId}>{section.heading || "Let's get social"}</h2>
          {section.text && <p>{section.text}</p>}
        </div>
        <S.Links>
          {settings?.instagramUrl && (
            <S.SocialButton to={settings.instagramUrl}>
              <Icon name="instagram" />
              Instagram
            </S.SocialButton>
          )}
          {settings?.facebookUrl && (
            <S.SocialButton to={settings.facebookUrl}>
              <Icon name="facebook" />
              Facebook
            </S.SocialButton>
          )}
        </S.Links>
      </S.Inner>
    </S.Band>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionInstagramBannerFields on SectionInstagramBanner {
    id
    heading
    text
  }
`
