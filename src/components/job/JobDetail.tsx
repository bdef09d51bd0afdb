import React, { Suspense } from 'react'
import { graphql, Link } from 'gatsby'
import { RichText } from '../common/RichText'
import { onDemand } from '../common/onDemand'
import * as S from '../event/ContentDetail.styles'

// The application form follows the job description: its code comes on demand.
const JobApplicationForm = onDemand(
  () => import('../forms/JobApplicationForm'),
  'JobApplicationForm',
)

/**
 * Job detail: employer (linking to the employer's store), 'Back to all jobs', title, body,
 * terms, and the application form only when the listing's show flag is set.
 */
export function JobDetail({ job }: { job: Queries.JobDetailFragment }) {
  return (
    <S.Body as="article">
      <S.BackLink>
        <Link to="/jobs/">Back to all jobs</Link>
      </S.BackLink>
      {job.employer && (
        <S.Employer>
          <Link to={job.employer.path}>{job.employer.title}</Link>
        </S.Employer>
      )}
      <S.Title>{job.title}</S.Title>
      <RichText html={job.body} />
      {job.terms && (
        <S.Terms aria-labelledby="job-terms">
          <h2 id="job-terms">Additional details</h2>
          <RichText html={job.terms} />
        </S.Terms>
      )}
      {job.showForm && (
        <div data-testid="job-apply">
          <Suspense fallback={null}>
            <JobApplicationForm job={job} />
          </Suspense>
        </div>
      )}
    </S.Body>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment JobDetail on JobListing {
    id
    title
    path
    body
    terms
    showForm
    jobEmail
    datePosted
    datePostedIso: datePosted(format: ISO)
    employer {
      title
      path
    }
    thumbnail {
      localFile {
        publicURL
      }
    }
    ...JobApplicationForm
  }
`
