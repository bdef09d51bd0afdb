import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { JobDetail } from '../components/job/JobDetail'
import { JsonLd, useJsonLdSite } from '../components/event/JsonLd'
import { jobPostingJsonLd } from '../lib/contentJsonLd'
import { useBuildDay } from '../hooks/useToday'

export default function JobDetailTemplate({ data }: PageProps<Queries.JobDetailTemplateQuery>) {
  if (!data.item) return null
  return <JobDetail job={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.JobDetailTemplateQuery>) {
  const site = useJsonLdSite()
  const buildDay = useBuildDay()
  const item = data.item
  const image = item?.thumbnail?.localFile?.publicURL
  return (
    <Seo
      title={item?.title ?? ''}
      pathname={location.pathname}
      description={item?.body}
      image={image}
    >
      {item && <JsonLd data={jobPostingJsonLd({ ...item, imageUrl: image }, site, buildDay)} />}
    </Seo>
  )
}

export const query = graphql`
  query JobDetailTemplate($id: String!) {
    item: jobListing(id: { eq: $id }) {
      ...JobDetail
    }
  }
`
