import React, { useCallback, useState } from 'react'
import { graphql } from 'gatsby'
import { TextInput } from './fields/TextInput'
import { FileInput } from './fields/FileInput'
import { FormShell } from './FormParts'
import { useFormSubmission } from './useFormSubmission'
import { FIELD, MESSAGES } from '../../lib/forms/constants'
import { jobApplicationEntries, toFormData } from '../../lib/forms/payload'
import { acceptAttribute, chooseFile, validateJobApplication } from '../../lib/forms/validators'

const ID = 'job-application'
const ids = {
  fullName: `${ID}-full-name`,
  email: `${ID}-email`,
  phone: `${ID}-phone`,
  resume: `${ID}-resume`,
}

/** The job application form shown on a job's page when its show flag is set (form id 66). */
export function JobApplicationForm({ job }: { job: Queries.JobApplicationFormFragment }) {
  const [values, setValues] = useState({ fullName: '', email: '', phone: '' })
  const [resume, setResume] = useState<File | null>(null)
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }))

  const validate = useCallback(
    async () => validateJobApplication(values, await chooseFile(resume), ids),
    [values, resume],
  )
  const buildBody = useCallback(
    (token: string) =>
      toFormData(
        jobApplicationEntries(
          {
            id: job.drupalId,
            title: job.title,
            employer: job.employer?.title ?? '',
            jobEmail: job.jobEmail ?? '',
          },
          { ...values, resume },
          token,
        ),
      ),
    [job, values, resume],
  )
  const form = useFormSubmission({ analyticsLabel: 'Job application', validate, buildBody })

  return (
    <FormShell id={ID} heading="Apply for this job" successText={MESSAGES.jobSuccess} form={form}>
      <TextInput
        id={ids.fullName}
        name={FIELD.fullName}
        label="Full Name"
        autoComplete="name"
        required
        value={values.fullName}
        onChange={set('fullName')}
        error={form.errorFor(ids.fullName)}
      />
      <TextInput
        id={ids.email}
        name={FIELD.email}
        type="email"
        label="Email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={form.errorFor(ids.email)}
      />
      <TextInput
        id={ids.phone}
        name={FIELD.phone}
        type="tel"
        label="Phone"
        autoComplete="tel"
        required
        value={values.phone}
        onChange={set('phone')}
        error={form.errorFor(ids.phone)}
      />
      <FileInput
        id={ids.resume}
        name={FIELD.resume}
        label="Resume"
        hint="PDF only, under 10 MB."
        accept={acceptAttribute('pdf')}
        onChange={setResume}
        error={form.errorFor(ids.resume)}
      />
    </FormShell>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment JobApplicationForm on JobListing {
    drupalId
    title
    jobEmail
    employer {
      title
    }
  }
`
