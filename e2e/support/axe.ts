// Accessibility checks with axe-core, injected into the page under test.
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import type { AxeResults, ImpactValue } from 'axe-core'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

let axeSource: string | undefined
function getAxeSource(): string {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

export interface A11yViolation {
  id: string
  impact: ImpactValue | null | undefined
  help: string
  helpUrl: string
  /** CSS selectors of the offending elements (iframe/shadow paths joined with " >> "). */
  targets: string[]
}

export interface CheckA11yOptions {
  /** Rule ids to switch off, e.g. while a known issue is being fixed. */
  disableRules?: string[]
  /** Selectors to leave out of the scan (third-party embeds, for example). */
  exclude?: string[]
  /** axe tags to run; defaults to WCAG 2.0/2.1 A and AA plus WCAG 2.2 AA. */
  tags?: string[]
}

/**
 * Run axe-core on the current page and return its violations in a compact, readable form, so
 * `expect(await checkA11y(page)).toEqual([])` prints rule, impact, help and offending selectors.
 *
 * axe is evaluated through the DevTools protocol rather than an inline <script>, so it still runs
 * when the site sends a Content-Security-Policy that forbids inline scripts.
 */
export async function checkA11y(
  page: Page,
  options: CheckA11yOptions = {},
): Promise<A11yViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window)
  if (!hasAxe) {
    await page.evaluate(getAxeSource())
  }
  const results = await page.evaluate(
    ({ tags, disableRules, exclude }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const context = exclude.length
        ? { include: [['html']], exclude: exclude.map((selector) => [selector]) }
        : document
      return axe.run(context as Parameters<typeof axe.run>[0], {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      }) as Promise<AxeResults>
    },
    {
      tags: options.tags ?? WCAG_TAGS,
      disableRules: options.disableRules ?? [],
      exclude: options.exclude ?? [],
    },
  )
  return formatViolations(results)
}

export function formatViolations(results: Pick<AxeResults, 'violations'>): A11yViolation[] {
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    helpUrl: violation.helpUrl,
    targets: violation.nodes.map((node) =>
      node.target
        .map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part)))
        .join(' >> '),
    ),
  }))
}
