import React from 'react'
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Seo } from '../components/common/Seo'
import { JobDetail } from '../components/job/JobDetail'

export default function JobDetailTemplate({ data }: PageProps<Queries.JobDetailTemplateQuery>) {
  if (!data.item) return null
  return <JobDetail job={data.item} />
}

export function Head({ data, location }: HeadProps<Queries.JobDetailTemplateQuery>) {
  return <Seo title={data.item?.title ?? ''} pathname={location.pathname} />
}

export const query = graphql`
  query JobDetailTemplate($id: String!) {
    item: jobListing(id: { eq: $id }) {
      ...JobDetail
    }
  }
`
