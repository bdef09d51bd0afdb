import React, { useCallback, useState } from 'react'
import { TextInput } from './fields/TextInput'
import { FileInput } from './fields/FileInput'
import { Checkbox } from './fields/Checkbox'
import { FormShell } from './FormParts'
import { useFormSubmission } from './useFormSubmission'
import { FIELD, MESSAGES } from '../../lib/forms/constants'
import { colouringEntries, toFormData } from '../../lib/forms/payload'
import { acceptAttribute, chooseFile, validateColouringEntry } from '../../lib/forms/validators'

const ID = 'colouring-entry'
const ids = {
  fullName: `${ID}-full-name`,
  email: `${ID}-email`,
  image: `${ID}-image`,
  consent: `${ID}-consent`,
  terms: `${ID}-terms`,
}

/** The kids club colouring competition entry form; `formId` comes from the section. */
export function ColouringForm({ formId }: { formId: string }) {
  const [values, setValues] = useState({ fullName: '', email: '', consent: false, terms: false })
  const [image, setImage] = useState<File | null>(null)
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((v) => ({ ...v, [key]: value }))

  const validate = useCallback(
    async () => validateColouringEntry(values, await chooseFile(image), ids),
    [values, image],
  )
  const buildBody = useCallback(
    (token: string) => toFormData(colouringEntries(formId, { ...values, image: image! }, token)),
    [formId, values, image],
  )
  const form = useFormSubmission({ analyticsLabel: 'Colouring competition', validate, buildBody })

  return (
    <FormShell
      id={ID}
      heading="Enter the colouring competition"
      successText={MESSAGES.colouringSuccess}
      form={form}
    >
      <TextInput
        id={ids.fullName}
        name={FIELD.fullName}
        label="Full Name"
        required
        value={values.fullName}
        onChange={set('fullName')}
        error={form.errorFor(ids.fullName)}
      />
      <TextInput
        id={ids.email}
        name={FIELD.email}
        type="email"
        label="Parent's Email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={form.errorFor(ids.email)}
      />
      <FileInput
        id={ids.image}
        name={FIELD.image}
        label="Your colouring"
        hint="A photo or scan of your colouring: PNG or JPG, under 10 MB."
        accept={acceptAttribute('image')}
        required
        onChange={setImage}
        error={form.errorFor(ids.image)}
      />
      <Checkbox
        id={ids.consent}
        name={FIELD.consent}
        label="I agree that my image can be shown publicly."
        required
        value={values.consent}
        onChange={set('consent')}
        error={form.errorFor(ids.consent)}
      />
      <Checkbox
        id={ids.terms}
        name={FIELD.terms}
        label="I agree to the competition terms and conditions."
        required
        value={values.terms}
        onChange={set('terms')}
        error={form.errorFor(ids.terms)}
      />
    </FormShell>
  )
}
