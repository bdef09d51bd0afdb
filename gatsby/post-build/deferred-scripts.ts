/**
 * The first screen before the app (for an early Largest Contentful Paint).
 *
 * Gatsby writes its start-up scripts (webpack runtime, framework, app) as async script tags at
 * the end of the body, and `page-preloads.ts` adds the page's component chunk and data, so a
 * visitor's phone fetches about 90 KB of script while it is still fetching the first screen's
 * image and fonts, and evaluates it before it paints that image. The page's HTML is complete
 * without any script (links, the header's search form and every image work), so on most
 * pages nothing needs the app before the first screen is shown.
 *
 * On those pages the script tags and data preloads become a list (a JSON block, which the
 * browser never runs) and one small inline loader requests the same files once the first
 * screen has been painted, or at once on the visitor's first pointer, key, touch, focus or
 * scroll, whichever comes first. "Painted" is: the load event, the first contentful paint
 * reported (a fast load fires `load` before the first paint), every image not lazy-loaded
 * decoded and the fonts ready, then two more frames. Requested any earlier, the scripts
 * compete with the first screen's image or text: Lighthouse counts every request started
 * before the largest paint as sharing its bandwidth (offers' LCP was 1.27× the
 * script-free page's in the run where the loader's one frame came before the image's paint).
 *
 * Any page with a form other than the header's site search that does not take over what a
 * visitor typed or chose before hydration (`data-early-input`,
 * src/components/forms/earlyInput.ts; the site's own forms all do) keeps its scripts at once.
 * The search page defers its scripts too: its index does not wait for them, because an inline
 * script in its head starts the search worker at once (`searchWorkerStarter`, page-preloads.ts).
 */
import { EARLY_INPUT_ATTRIBUTE } from '../../src/lib/forms/constants'

export interface Preload {
  href: string
  as: 'script' | 'fetch'
  crossOrigin?: 'anonymous'
  /**
   * The page's own data: Gatsby's loader asks for it with the address's query string on the
   * end (`/page-data/search/page-data.json?q=shoe` on `/search/?q=shoe`; its
   * `createPageDataUrl`), a different URL from the bare one, so the deferred loader adds the
   * query string of the visit (below). A link in the HTML cannot.
   */
  withQuery?: true
}

/** A page's start-up files, in the order the loader requests them. */
export interface DeferredList {
  scripts: string[]
  preloads: Preload[]
}

const LIST_ID = 'deferred-scripts'

/** What starts the scripts before the first screen has loaded: any sign of a visitor. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'scroll']

/**
 * The loader: the same text on every page, so one CSP hash covers it. It requests the list's
 * scripts (async, as Gatsby's tags were; webpack orders their execution) and its preloads,
 * the page's own data with the address's query string as Gatsby's loader will ask for it
 * (`?q=shoe` on the search page, `?category=` on the store directory, a campaign's `?utm_…`).
 * In a hidden tab no frame is painted, so there it requests them as soon as the page has
 * loaded.
 */
export const LOADER =
  `(function(){var d=document,w=window,b=d.getElementById(${JSON.stringify(LIST_ID)}),` +
  `o={capture:true,passive:true},e=${JSON.stringify(FIRST_INPUT_EVENTS)},n=0,i;if(!b)return;` +
  `function go(){if(n)return;n=1;for(var j=0;j<e.length;j++)w.removeEventListener(e[j],go,o);` +
  `var c;try{c=JSON.parse(b.textContent)}catch(x){return}` +
  `(c.scripts||[]).forEach(function(s){var t=d.createElement("script");t.src=s;t.async=true;d.body.appendChild(t)});` +
  `var q=location.search.split("?")[1];` +
  `(c.preloads||[]).forEach(function(p){var l=d.createElement("link");l.rel="preload";l.href=p.href+(p.withQuery&&q?"?"+q:"");l.setAttribute("as",p.as);` +
  `if(p.crossOrigin)l.setAttribute("crossorigin",p.crossOrigin);d.head.appendChild(l)})}` +
  `for(i=0;i<e.length;i++)w.addEventListener(e[i],go,o);` +
  `function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
  `function painted(r){var P=w.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return r();` +
  `new P(function(l,s){if(l.getEntriesByName("first-contentful-paint").length){s.disconnect();r()}}).observe({type:"paint",buffered:true})}` +
  `function later(){if(d.hidden)return go();var p=[new Promise(painted)],m=d.images,k;` +
  `for(k=0;k<m.length;k++)if(m[k].getAttribute("loading")!=="lazy"&&m[k].decode)p.push(m[k].decode().catch(function(){}));` +
  `if(d.fonts)p.push(d.fonts.ready);Promise.all(p).then(frames,frames)}` +
  `if(d.readyState==="complete")later();else w.addEventListener("load",later)})()`

/** Gatsby's start-up script tags: same-site, async, nothing else on them. */
const SCRIPT_TAG = /<script src="(\/(?!\/)[^"]+\.js)" async(?:="")?><\/script>/g
const LIST_BLOCK = new RegExp(
  `<script type="application/json" id="${LIST_ID}">([^<]*)</script><script data-script-loader>[\\s\\S]*?</script>`,
)

/** The list as it sits in the HTML (`<` escaped, so nothing in it can close the element). */
export function listBlock(list: DeferredList): string {
  const json = JSON.stringify(list).replace(/</g, '\\u003c')
  return (
    `<script type="application/json" id="${LIST_ID}">${json}</script>` +
    `<script data-script-loader>${LOADER}</script>`
  )
}

/** The deferred list of a page's HTML, or null when its scripts are plain tags. */
export function deferredList(html: string): DeferredList | null {
  const match = LIST_BLOCK.exec(html)
  if (!match) return null
  try {
    const list = JSON.parse(match[1]) as Partial<DeferredList>
    return { scripts: list.scripts ?? [], preloads: list.preloads ?? [] }
  } catch {
    return null
  }
}

/** `html` with a deferred list turned back into Gatsby's script tags (preloads dropped). */
export function restoreScriptTags(html: string): string {
  const list = deferredList(html)
  if (!list) return html
  const tags = list.scripts.map((src) => `<script src="${src}" async></script>`).join('')
  return html.replace(LIST_BLOCK, () => tags)
}

const TAKES_EARLY_INPUT = new RegExp(`\\s${EARLY_INPUT_ATTRIBUTE}[\\s=/>]`)

/**
 * Whether a page keeps its scripts at once: a page with a form other than the header's site
 * search (a GET form to the search page, which works without script) and the forms that take
 * over what a visitor typed before hydration (`data-early-input`,
 * src/components/forms/earlyInput.ts).
 */
export function needsScriptsAtOnce(html: string, pathPrefix = ''): boolean {
  const siteSearch = `action="${pathPrefix}/search/"`
  for (const [tag] of html.matchAll(/<form\b[^>]*>/g)) {
    if (!tag.includes(siteSearch) && !TAKES_EARLY_INPUT.test(tag)) return true
  }
  return false
}

/**
 * `html` (with Gatsby's script tags, see `restoreScriptTags`) with those tags replaced by the
 * list and the loader, where the first of them was; the preloads join the list. Unchanged
 * when the page has no such tags.
 */
export function deferScripts(html: string, preloads: DeferredList['preloads']): string {
  const scripts: string[] = []
  let at = -1
  const rest = html.replace(SCRIPT_TAG, (_tag, src: string, offset: number) => {
    if (at < 0) at = offset
    scripts.push(src)
    return ''
  })
  if (at < 0) return html
  return `${rest.slice(0, at)}${listBlock({ scripts, preloads })}${rest.slice(at)}`
}
