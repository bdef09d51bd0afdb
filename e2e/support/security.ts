// Browser-test helpers for the security tests: record Content-Security-Policy violations, and
// stand in for the third parties the site talks to (the tag manager, reCAPTCHA, the map
// embed) so pages load them offline under the real policy.
import type { ConsoleMessage, Page } from '@playwright/test'

interface Violation {
  directive: string
  blocked: string
  sample: string
  source: string
}

declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

/** Console messages the browser writes about CSP or Permissions-Policy. */
const POLICY_MESSAGE =
  /Content.Security.Policy|Refused to (?:load|execute|apply|frame|connect|run)|Permissions.Policy|Unrecognized feature|Feature Policy/i

export interface CspWatcher {
  /** Violations reported in the page since it was last loaded, plus policy console messages. */
  problems(): Promise<string[]>
}

/**
 * Start recording `securitypolicyviolation` events (an init script, which CSP does not
 * block) and policy console messages. Call before `page.goto`.
 */
export async function watchCsp(page: Page): Promise<CspWatcher> {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        source: `${e.sourceFile}:${e.lineNumber}`,
      })
    })
  })
  const messages: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (POLICY_MESSAGE.test(message.text()))
      messages.push(`console.${message.type()}: ${message.text()}`)
  }
  page.on('console', onConsole)
  return {
    async problems() {
      const violations = await page.evaluate(() => window.__cspViolations ?? [])
      return [
        ...violations.map(
          (v) =>
            `violation of ${v.directive}: ${v.blocked || '(inline)'} ${v.sample} at ${v.source}`,
        ),
        ...messages,
      ]
    },
  }
}

/** A stand-in for reCAPTCHA's api.js: loads its "release" script and renders an iframe. */
const RECAPTCHA_STUB = `
(function () {
  var widgets = [];
  window.__recaptchaStub = { widgets: widgets };
  window.grecaptcha = {
    render: function (el, options) {
      widgets.push(options);
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(options.sitekey);
      el.appendChild(frame);
      return widgets.length - 1;
    },
    reset: function () {},
  };
  var onload = new URL(document.currentScript.src).searchParams.get('onload');
  var release = document.createElement('script');
  release.src = 'https://www.gstatic.com/recaptcha/releases/stub/recaptcha__en_gb.js';
  release.onload = function () { window[onload](); };
  document.head.appendChild(release);
})();`

/** A stand-in for gtm.js: records the load, reads the data layer and sends a GA4 hit. */
const TAG_MANAGER_STUB = `
(function () {
  window.__gtmStubLoaded = (window.dataLayer || []).slice();
  new Image().src = 'https://region1.google-analytics.com/g/collect?v=2&en=page_view';
  fetch('https://region1.analytics.google.com/g/collect?v=2&en=stub', { method: 'POST', mode: 'no-cors' });
})();`

const JS = 'text/javascript'
const HTML = 'text/html'
const PIXEL = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64')

export interface ThirdParties {
  /** URLs of requests to hosts that are neither the site, nor a stubbed third party. */
  unexpected: string[]
  /** URLs of stubbed third-party requests, in order. */
  stubbed: string[]
}

/**
 * Answer the third parties' requests with stubs; abort and record any other request that
 * leaves the site (`allowOrigins`: the site and the demo CMS).
 */
export async function stubThirdParties(page: Page, allowOrigins: string[]): Promise<ThirdParties> {
  const seen: ThirdParties = { unexpected: [], stubbed: [] }
  await page.route(
    (u) => !allowOrigins.includes(u.origin) && /^https?:$/.test(u.protocol),
    (route) => {
      const requestUrl = route.request().url()
      const { hostname, pathname } = new URL(requestUrl)
      const fulfil = (contentType: string, body: string | Buffer, status = 200) => {
        seen.stubbed.push(requestUrl)
        return route.fulfill({ status, contentType, body })
      }
      if (hostname === 'www.googletagmanager.com' && pathname === '/gtm.js')
        return fulfil(JS, TAG_MANAGER_STUB)
      if (hostname === 'www.googletagmanager.com' && pathname === '/ns.html')
        return fulfil(HTML, '<!doctype html><title>GTM</title>')
      if (/(^|\.)google-analytics\.com$|(^|\.)analytics\.google\.com$/.test(hostname))
        return fulfil('image/gif', PIXEL)
      if (hostname === 'www.google.com' && pathname === '/recaptcha/api.js')
        return fulfil(JS, RECAPTCHA_STUB)
      if (hostname === 'www.gstatic.com' && pathname.startsWith('/recaptcha/'))
        return fulfil(JS, '/* reCAPTCHA release stub */')
      if (hostname === 'www.google.com' && pathname.startsWith('/recaptcha/'))
        return fulfil(HTML, '<!doctype html><title>reCAPTCHA</title><p>captcha</p>')
      if (hostname === 'www.openstreetmap.org' || hostname === 'www.google.com')
        return fulfil(HTML, '<!doctype html><title>Map</title><p>map</p>')
      seen.unexpected.push(requestUrl)
      return route.abort('blockedbyclient')
    },
  )
  return seen
}

/** Scroll to the bottom in steps, so lazy images, iframes and prefetches happen. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8))
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
}
