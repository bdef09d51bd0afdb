// One representative route per page type, from the demo CMS snapshot's fixtures: what the
// benchmark (bench/index.mjs) measures and the browser tests visit for per-type checks.
// (CommonJS so that both the .mjs scripts and the Jest specs can load it.)
const fixtures = require('../cms/snapshot/fixtures.json')

/** @param {string} p */
const route = (p) => `${p.replace(/\/$/, '')}/`

/**
 * One representative route per page type (from the demo CMS snapshot's fixtures).
 * @type {{ name: string, path: string }[]}
 */
const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'generic page', path: '/information/' },
  { name: 'store directory', path: '/stores/' },
  { name: 'store detail', path: route(fixtures.storeWithOffersGiftsJobs.path) },
  { name: 'gift detail', path: route(fixtures.giftWithOriginalPrice.path) },
  { name: 'gift generator', path: '/gift-generator/' },
  { name: 'offers', path: '/offers/' },
  { name: 'offer detail', path: route(fixtures.offerCurrent.path) },
  { name: "what's on", path: '/whats-on/' },
  { name: 'event', path: route(fixtures.eventFutureSingleDay.path) },
  { name: 'article', path: route(fixtures.articleCurrentNews.path) },
  { name: 'jobs', path: '/jobs/' },
  { name: 'job detail', path: route(fixtures.jobWithForm.path) },
  { name: 'trading hours', path: '/trading-hours/' },
  { name: 'colouring competition', path: route(fixtures.colouringPage.path) },
  { name: 'search', path: '/search/' },
  { name: '404', path: '/404/' },
]

module.exports = { PAGE_TYPES }
