import React from 'react'
import * as S from './Logo.styles'

/** The centre's wordmark, linking home. The first word of the site name is the mark. */
export function Logo({ siteName }: { siteName: string }) {
  const [mark, ...rest] = siteName.split(' ')
  const sub = rest.join(' ') || 'Outlet Centre'
  return (
    <S.LogoLink to="/">
      <S.LogoMark>{mark}</S.LogoMark> <S.LogoSub>{sub}</S.LogoSub>
      <span className="visually-hidden"> home</span>
    </S.LogoLink>
  )
}
