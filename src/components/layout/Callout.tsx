import React from 'react'
import { CmsImage } from '../common/CmsImage'
import { SmartLink } from '../common/SmartLink'
import type { SiteMenuItem } from '../../hooks/useSiteData'
import * as S from './Callout.styles'

export type MenuCallout = NonNullable<SiteMenuItem['callout']>

/** Does a menu item carry a callout worth showing (a title and a link)? */
export function hasCallout(callout: MenuCallout | null | undefined): callout is MenuCallout {
  return !!callout?.title && !!callout.url
}

/** The navigation callout side panel: featured title, link and image (about 24rem x 15rem). */
export function CalloutPanel({ callout }: { callout: MenuCallout }) {
  return (
    <S.Callout data-callout="">
      {callout.image && <CmsImage image={callout.image} />}
      <SmartLink to={callout.url ?? '/'}>
        <S.CalloutKicker>Featured</S.CalloutKicker>
        {callout.title}
      </SmartLink>
    </S.Callout>
  )
}
