import React from 'react'
import { Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { jobSummary } from '../../lib/summaries'
import { useRenderAhead } from '../../hooks/useRenderAhead'
import * as S from './JobCard.styles'

/**
 * A job card: employer image, job title, employer, summary (markup stripped, 200 characters
 * plus ellipsis), 'Additional details' when the job has terms. Links to the job.
 */
export function JobCard({
  job,
  priority = false,
}: {
  job: Queries.CollectionJobFragment
  /** The first card of a listing: its image is the page's largest first-screen image. */
  priority?: boolean
}) {
  const media = useRenderAhead<HTMLDivElement>()
  return (
    <S.Card data-testid="job-card">
      <S.Media ref={media}>
        <CmsImage image={job.thumbnail} priority={priority} />
      </S.Media>
      <S.Body>
        <S.Title>
          <Link to={job.path}>{job.title}</Link>
        </S.Title>
        {job.employer && <S.Employer>{job.employer.title}</S.Employer>}
        <S.Summary>{jobSummary(job.body)}</S.Summary>
        {job.terms && <S.Extra>Additional details</S.Extra>}
      </S.Body>
    </S.Card>
  )
}
