import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { HomeView } from '../components/home/HomeView'

export default function HomeTemplate({ data }: PageProps<Queries.HomeTemplateQuery>) {
  if (!data.homepage) return null
  return <HomeView home={data.homepage} />
}

export function Head({ data }: HeadProps<Queries.HomeTemplateQuery>) {
  const home = data.homepage
  return (
    <Seo
      title={home?.metaTitle || home?.title || ''}
      pathname="/"
      description={home?.metaDescription}
    />
  )
}

export const query = graphql`
  query HomeTemplate($id: String!) {
    homepage(id: { eq: $id }) {
      ...HomeView
      metaTitle
      metaDescription
    }
  }
`
