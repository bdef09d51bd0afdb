import React from 'react'
import { graphql } from 'gatsby'

/** SectionEmbeddedForm section. Built by issue #6; renders nothing until then. */
export function EmbeddedFormSection(_props: {
  section: Queries.SectionEmbeddedFormFieldsFragment
}) {
  return <React.Fragment />
}

export const fragment = graphql`
  fragment SectionEmbeddedFormFields on SectionEmbeddedForm {
    formName
    formId
  }
`
