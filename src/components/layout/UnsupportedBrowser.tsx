import React from 'react'
import * as S from './UnsupportedBrowser.styles'

const UNSUPPORTED_TEXT =
  'Your browser is not supported. Please upgrade to the latest version of Firefox or Microsoft Edge.'

/**
 * Feature detection (no user-agent sniffing) for what the site needs: ES modules, fetch,
 * Promise, IntersectionObserver (link prefetching), Object.assign, Symbol and CSS grid. It is
 * plain ES5 run inline while the HTML is parsed, so it works in browsers that cannot run the
 * site's JavaScript at all; it only un-hides the server-rendered banner.
 */
const FEATURE_CHECK = `(function(){try{var w=window,d=document,s=d.createElement('script');var ok='noModule' in s&&'fetch' in w&&'Promise' in w&&'IntersectionObserver' in w&&typeof Object.assign==='function'&&typeof w.Symbol==='function'&&!!(w.CSS&&w.CSS.supports&&w.CSS.supports('display','grid'));if(!ok){var b=d.getElementById('unsupported-browser');if(b){b.removeAttribute('hidden');b.style.display='block';}}}catch(e){}})();`

export function UnsupportedBrowserBanner() {
  return (
    <>
      <S.UnsupportedBanner id="unsupported-browser" role="alert" hidden>
        {UNSUPPORTED_TEXT}
      </S.UnsupportedBanner>
      <script dangerouslySetInnerHTML={{ __html: FEATURE_CHECK }} />
    </>
  )
}
