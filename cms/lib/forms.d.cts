import type { Route, RouteContext } from './app.cjs'
import type { Snapshot } from './snapshot.cjs'

export interface StoredSubmission {
  id: string
  receivedAt: string
  formId: string
  formType: 'job' | 'colouring'
  form: string
  fields: Record<string, string>
  file: null | {
    field: string
    filename: string
    mimeType: string
    detectedType: 'pdf' | 'png' | 'jpg'
    size: number
    sha256: string
    storedAs: string
    /** Absolute path of the stored file (added by listSubmissions). */
    path: string
  }
}
export declare const ROUTES: Route[]
export declare const SUBMIT_PATH: RegExp
export declare const MAX_UPLOAD_BYTES: number
export declare const DEMO_CAPTCHA_TOKEN: string
export declare const JOB_FORM_ID: string
export declare function formsOf(snapshot: Snapshot | undefined): Map<string, 'job' | 'colouring'>
export declare function isAllowedOrigin(
  origin: string,
  env?: Record<string, string | undefined>,
): boolean
export declare function listSubmissions(dataDir?: string): StoredSubmission[]
export declare function defaultDataDir(): string
export declare function handleSubmitForm(ctx: RouteContext): Promise<void>
export declare function handlePreflight(ctx: RouteContext): void
