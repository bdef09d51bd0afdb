import React from 'react'
import type { HeadFC } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { NotFound } from '../components/layout/NotFound'

export default function NotFoundPage() {
  return <NotFound />
}

export const Head: HeadFC = ({ location }) => (
  <Seo title="Page Not Found" pathname={location.pathname} noindex />
)
