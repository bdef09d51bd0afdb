import React from 'react'
import { Link, type HeadFC } from 'gatsby'
import { Seo } from '../components/common/Seo'
import * as S from '../components/detail/Detail.styles'
import { useSiteData } from '../hooks/useSiteData'

export default function NotFoundPage() {
  const { settings } = useSiteData()
  return (
    <S.Body>
      <S.Title>Page Not Found</S.Title>
      <p>This page doesn&apos;t exist.</p>
      <p>
        If you think something should be here, please contact the centre
        {settings?.phone ? (
          <>
            {' '}
            on <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
          </>
        ) : null}
        {settings?.email ? (
          <>
            {' '}
            or email <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </>
        ) : null}
        .
      </p>
      <p>
        <Link to="/">Go back home</Link>
      </p>
    </S.Body>
  )
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page Not Found" pathname={location.pathname} noindex />
)
