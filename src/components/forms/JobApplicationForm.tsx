import React from 'react'
import { graphql } from 'gatsby'

/**
 * The job application form shown on a job's page when its show flag is set.
 * Built by issue #6; renders nothing until then.
 */
export function JobApplicationForm(_props: { job: Queries.JobApplicationFormFragment }) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment JobApplicationForm on JobListing {
    title
    jobEmail
    employer {
      title
    }
  }
`
