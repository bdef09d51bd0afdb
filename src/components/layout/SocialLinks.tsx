import React from 'react'
import { Icon } from '../common/Icon'
import { SmartLink } from '../common/SmartLink'
import * as S from './SocialLinks.styles'

/** The centre's Facebook and Instagram pages (from the site settings). */
export function SocialLinks({
  facebookUrl,
  instagramUrl,
  onDark,
}: {
  facebookUrl?: string | null
  instagramUrl?: string | null
  onDark?: boolean
}) {
  if (!facebookUrl && !instagramUrl) return null
  return (
    <S.SocialList $onDark={onDark}>
      {facebookUrl && (
        <li>
          <SmartLink to={facebookUrl}>
            <Icon name="facebook" title="Facebook" />
          </SmartLink>
        </li>
      )}
      {instagramUrl && (
        <li>
          <SmartLink to={instagramUrl}>
            <Icon name="instagram" title="Instagram" />
          </SmartLink>
        </li>
      )}
    </S.SocialList>
  )
}
