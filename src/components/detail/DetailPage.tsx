import React from 'react'
import { CmsImage, type CmsImageData } from '../common/CmsImage'
import { RichText } from '../common/RichText'
import * as S from './Detail.styles'

interface Props {
  title: string
  banner?: CmsImageData | null
  /** Shown above the title (category label, store name…). */
  eyebrow?: React.ReactNode
  html?: string | null
  children?: React.ReactNode
}

/** Minimal detail screen shared by content types until their full screens are built. */
export function DetailPage({ title, banner, eyebrow, html, children }: Props) {
  return (
    <article>
      {banner && (
        <S.Banner>
          <CmsImage image={banner} priority />
        </S.Banner>
      )}
      <S.Body>
        {eyebrow && <S.Meta>{eyebrow}</S.Meta>}
        <S.Title>{title}</S.Title>
        <RichText html={html} />
        {children}
      </S.Body>
    </article>
  )
}
