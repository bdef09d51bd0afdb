import React from 'react'
import { graphql } from 'gatsby'
import { styled } from '@linaria/react'
import { theme } from '../../styles/theme'
import { Container } from '../layout/Layout.styles'
import { ColouringForm } from '../forms/ColouringForm'
import { COLOURING_FORM_NAME } from '../../lib/forms/constants'

const Wrap = styled(Container)`
  padding-top: ${theme.space.xl};
  padding-bottom: ${theme.space.xl};
`

/** Embedded form: the colouring competition form, or an empty block for any other form name. */
export function EmbeddedFormSection({
  section,
}: {
  section: Queries.SectionEmbeddedFormFieldsFragment
}) {
  const name = (section.formName ?? '').trim().toLowerCase()
  if (name !== COLOURING_FORM_NAME) return <div data-embedded-form={section.formName ?? ''} />
  return (
    <Wrap>
      <ColouringForm formId={section.formId ?? ''} />
    </Wrap>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment SectionEmbeddedFormFields on SectionEmbeddedForm {
    formName
    formId
  }
`
