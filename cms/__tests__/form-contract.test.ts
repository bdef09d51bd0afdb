/** @jest-environment node */
// The demo CMS refuses what the forms' contract refuses: the contract Drupal's module reads
// (forms-contract.json) drives these cases, so a rule added there is tested here too.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from 'yaml'

import contract from '../../drupal/web/modules/custom/outlet_forms/forms-contract.json'
import { startCms, type RunningCms } from '../lib/app.cjs'
import { listSubmissions } from '../lib/forms.cjs'
import { colouringForm, jobForm, ORIGIN } from './form-requests'

const MODULE = path.join(__dirname, '..', '..', 'drupal/web/modules/custom/outlet_forms')
type Webform = keyof typeof contract.forms
type FileType = keyof typeof contract.fileTypes
type Overrides = Record<string, string | null>

/** Each webform's valid request, with some fields changed and another file. */
const BUILDERS: Record<Webform, (overrides: Overrides, file?: Buffer | null) => FormData> = {
  job_application: jobForm,
  colouring_competition: colouringForm,
}
const WEBFORMS = Object.keys(contract.forms) as Webform[]
/** A file of this type by its first bytes (the contract's signature, then some content). */
const fileOf = (type: FileType) =>
  Buffer.concat([Buffer.from(contract.fileTypes[type].signature, 'hex'), Buffer.from('content')])

let cms: RunningCms
let dataDir: string
let endpoint: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-form-contract-'))
  cms = await startCms({ port: 0, log: () => {}, dataDir })
  endpoint = `${cms.url}/restful_forms/submitForm`
})
afterAll(async () => {
  await cms.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
beforeEach(() => {
  fs.rmSync(path.join(dataDir, 'submissions'), { recursive: true, force: true })
})

async function post(body: FormData) {
  const res = await fetch(endpoint, { method: 'POST', body, headers: { Origin: ORIGIN } })
  return { status: res.status, body: await res.json() }
}

describe.each(WEBFORMS)('the %s form, as the contract has it', (webform) => {
  const rules = contract.forms[webform]
  const build = BUILDERS[webform]
  const formId = Object.keys(contract.formIds).find(
    (id) => contract.formIds[id as keyof typeof contract.formIds] === webform,
  )

  it('is the form of its form id', async () => {
    expect(formId).toBeDefined()
    expect(await post(build({ form_id: formId as string }))).toMatchObject({ status: 201 })
  })

  it.each(rules.required)('refuses it without %s', async (field) => {
    const { status, body } = await post(build({ [field]: field === 'form_id' ? '' : null }))
    expect(status).toBe(400)
    expect(body.error).toBe(field === 'form_id' ? 'unknown_form' : 'missing_fields')
    if (field !== 'form_id') expect(body.fields).toEqual([field])
    expect(listSubmissions(dataDir)).toEqual([])
  })

  // `form` is an exact text, or for a job 'Job Application for {position} at {retailer}'.
  const exact = [...new Set([...Object.keys(rules.exact), 'form'])]
  it.each(exact)('refuses another text in %s', async (field) => {
    const { status, body } = await post(build({ [field]: 'something else' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'invalid_value', fields: [field] })
  })

  it.each(rules.emails)('refuses %s that is no e-mail address', async (field) => {
    const { status, body } = await post(build({ [field]: 'not-an-address' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'invalid_email', fields: [field] })
  })

  it.each(Object.keys(contract.fileTypes) as FileType[])(
    'takes a %s file only if the contract lists it',
    async (type) => {
      const { status, body } = await post(build({}, fileOf(type)))
      if (rules.file.types.includes(type)) {
        expect(status).toBe(201)
        expect(listSubmissions(dataDir)[0].file).toMatchObject({ detectedType: type })
      } else {
        expect(status).toBe(400)
        expect(body).toMatchObject({ error: 'invalid_file_type', fields: [rules.file.field] })
        expect(listSubmissions(dataDir)).toEqual([])
      }
    },
  )

  it('refuses a file of no known type', async () => {
    const { status, body } = await post(build({}, Buffer.from('GIF89a, not any of them')))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'invalid_file_type' })
  })
})

describe('the contract', () => {
  it("names the form ids Drupal's module installs (outlet_forms.settings:forms)", () => {
    const settings = parse(
      fs.readFileSync(path.join(MODULE, 'config/install/outlet_forms.settings.yml'), 'utf8'),
    ) as { forms: Array<{ form_id: string; webform: string }> }
    const installed = Object.fromEntries(settings.forms.map((f) => [f.form_id, f.webform]))
    expect(contract.formIds).toEqual(installed)
  })

  it('refuses a form id it does not list', async () => {
    const { status, body } = await post(colouringForm({ form_id: 'kids_colouring_2027' }))
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'unknown_form' })
  })
})
