/**
 * POSTs a form to the Drupal endpoint. Success is any 2xx status; the body is
 * not read. Non-2xx statuses, network failures and timeouts are failures.
 */
export type SubmitResult =
  | { ok: true; status: number }
  | { ok: false; reason: 'http'; status: number }
  | { ok: false; reason: 'network' }

const SUBMIT_TIMEOUT_MS = 120_000

export async function submitForm(
  endpoint: string,
  body: FormData,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = SUBMIT_TIMEOUT_MS,
): Promise<SubmitResult> {
  if (!endpoint) return { ok: false, reason: 'network' }
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined
  const timer = controller ? setTimeout(() => controller.abort(), timeoutMs) : undefined
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      body,
      mode: 'cors',
      credentials: 'omit',
      signal: controller?.signal,
    })
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status }
    return { ok: false, reason: 'http', status: response.status }
  } catch {
    return { ok: false, reason: 'network' }
  } finally {
    if (timer) clearTimeout(timer)
  }
}
