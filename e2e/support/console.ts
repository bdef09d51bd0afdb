// Collect browser console errors and uncaught page errors while a test drives a page.
import type { ConsoleMessage, Page } from 'playwright-core'

export interface ConsoleErrorCollector {
  /** Console `error` messages and uncaught exceptions, in order, as readable strings. */
  readonly errors: string[]
  /** Forget what was collected so far. */
  clear(): void
  /** Stop listening. */
  dispose(): void
}

export interface CollectOptions {
  /** Messages matching any of these are not collected (e.g. blocked third-party requests). */
  ignore?: RegExp[]
  /** Also collect `warning` messages. */
  warnings?: boolean
}

/**
 * Start collecting errors for `page`; call before `page.goto`.
 *
 * @example
 *   const consoleErrors = collectConsoleErrors(page)
 *   await page.goto(url('/'))
 *   expect(consoleErrors.errors).toEqual([])
 */
export function collectConsoleErrors(
  page: Page,
  { ignore = [], warnings = false }: CollectOptions = {},
): ConsoleErrorCollector {
  const errors: string[] = []
  const keep = (text: string) => !ignore.some((pattern) => pattern.test(text))

  const onConsole = (message: ConsoleMessage) => {
    const type = message.type()
    if (type !== 'error' && !(warnings && type === 'warning')) return
    const { url, lineNumber } = message.location()
    const where = url ? ` (${url}${lineNumber ? `:${lineNumber}` : ''})` : ''
    const text = `console.${type}: ${message.text()}${where}`
    if (keep(text)) errors.push(text)
  }
  const onPageError = (error: Error) => {
    const text = `pageerror: ${error.message}`
    if (keep(text)) errors.push(text)
  }

  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return {
    errors,
    clear() {
      errors.length = 0
    },
    dispose() {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
    },
  }
}
