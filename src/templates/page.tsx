import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { PageView } from '../components/page/PageView'

export default function PageTemplate({ data }: PageProps<Queries.PageTemplateQuery>) {
  if (!data.page) return null
  return <PageView page={data.page} />
}

export function Head({ data, location }: HeadProps<Queries.PageTemplateQuery>) {
  return (
    <Seo
      title={data.page?.title ?? ''}
      pathname={location.pathname}
      description={data.page?.metaDescription}
    />
  )
}

export const query = graphql`
  query PageTemplate($id: String!) {
    page(id: { eq: $id }) {
      ...PageView
      metaDescription
    }
  }
`
