import React from 'react'
import { useCollections } from '../collections/CollectionsContext'
import { JobCard } from '../job/JobCard'
import * as S from './ContentListing.styles'

/** /jobs/: every job listing as a card. */
export function JobsListing() {
  const jobs = useCollections().jobs ?? []
  return (
    <S.Section as="section" aria-label="Jobs">
      {jobs.length ? (
        <S.CardGrid>
          {jobs.map((job, index) => (
            <li key={job.id}>
              <JobCard job={job} priority={index === 0} />
            </li>
          ))}
        </S.CardGrid>
      ) : (
        <S.Empty>Nothing here yet, but watch this space!</S.Empty>
      )}
    </S.Section>
  )
}
