import React from 'react'
import { graphql, Link } from 'gatsby'
import { DetailPage } from '../detail/DetailPage'
import { RichText } from '../common/RichText'

export function JobDetail({ job }: { job: Queries.JobDetailFragment }) {
  return (
    <DetailPage
      title={job.title}
      html={job.body}
      eyebrow={job.employer ? <Link to={job.employer.path}>{job.employer.title}</Link> : null}
    >
      <RichText html={job.terms} />
      <p>
        <Link to="/jobs/">Back to all jobs</Link>
      </p>
    </DetailPage>
  )
}

export const fragment = graphql`
  fragment JobDetail on JobListing {
    id
    title
    path
    body
    terms
    showForm
    jobEmail
    employer {
      title
      path
    }
  }
`
