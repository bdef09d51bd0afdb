/**
 * Guards against publishing a broken or empty site: the source must answer before the
 * build starts, and must have delivered the minimum content before pages are made.
 */

/**
 * Fetches the JSON:API index and returns its resource links (`{ 'node--store': … }`); throws
 * a message naming the URL when the source is down or answers an error.
 */
export async function checkSourceReachable(
  baseUrl: string,
  apiBase: string,
  timeoutMs = 15000,
  basicAuth?: { username: string; password: string },
): Promise<Record<string, unknown>> {
  const url = `${baseUrl}/${apiBase}`
  const headers: Record<string, string> = { accept: 'application/vnd.api+json' }
  if (basicAuth) {
    headers.authorization = `Basic ${Buffer.from(`${basicAuth.username}:${basicAuth.password}`).toString('base64')}`
  }
  let response: Response
  try {
    response = await fetch(url, {
      headers,
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error)
    throw new Error(
      `The content source is unreachable: GET ${url} failed (${reason}). ` +
        'Check DRUPAL_BASE_URL and that Drupal is up; nothing was built or published.',
    )
  }
  if (!response.ok) {
    throw new Error(
      `The content source answered ${response.status} ${response.statusText} for GET ${url}. ` +
        'Check DRUPAL_BASE_URL, DRUPAL_API_BASE and the JSON:API module; nothing was built or published.',
    )
  }
  const index = (await response.json().catch(() => null)) as { links?: unknown } | null
  if (!index || typeof index.links !== 'object' || index.links === null) {
    throw new Error(
      `GET ${url} did not answer a JSON:API index (no "links"): is DRUPAL_API_BASE right? Nothing was built or published.`,
    )
  }
  return index.links as Record<string, unknown>
}

/** A routed type the site cannot be published without (its module's `route.required`). */
export interface RequiredContent {
  /** "No stores were sourced" */
  none: string
  /** What the site would lack: "its store directory". */
  lacking: string
  count: number
}

/** Problems that must stop the build (never publish a site without stores or a homepage). */
export function minimumContentProblems(
  required: readonly RequiredContent[],
  source: string,
): string[] {
  return required
    .filter(({ count }) => !count)
    .map(
      ({ none, lacking }) =>
        `${none} from ${source}: refusing to publish a site without ${lacking}.`,
    )
}
