/**
 * Maps gatsby-source-drupal nodes (Drupal JSON:API entities) to the site's domain types.
 * Pure: no Gatsby actions here, so the mapping is unit-tested on plain objects
 * (gatsby/mapping.test.ts). See docs/content-model.md for the contract.
 */
import { DateTime } from 'luxon'
import { ZONE as CENTRE_ZONE } from '../src/lib/dates'
import { isSafeLinkTarget } from '../src/lib/links'
import { listingKind } from '../src/lib/listings'
import { DEFAULT_MAP_EMBED_HOSTS } from './env'
import type { SectionTypeName } from './schema'
import { createSanitiser, type Sanitiser } from './sanitize-html'
import { nodeLinkMarker } from './node-links'

/** The parts of a gatsby-source-drupal node that the mapping reads. */
export interface DrupalNode {
  id: string
  drupal_id?: string
  drupal_internal__nid?: number
  drupal_internal__tid?: number
  internal: { type: string }
  relationships?: Record<string, string | string[] | undefined>
  drupal_relationships?: Record<string, { data?: unknown }>
  [field: string]: unknown
}

export interface MapContext {
  /** Domain node id for the Drupal node with this Gatsby id. */
  domainId: (drupalGatsbyId: string) => string
  /**
   * Cleans CMS HTML and checks map embed addresses (gatsby/sanitize-html.ts), configured from
   * the environment by gatsby-node; without one, the default map-embed allowlist is used.
   */
  sanitiser?: Sanitiser
  /** Says what was wrong with the content and how it was mended (the build log). */
  warn?: (message: string) => void
  /** The preview server: unpublished content is mapped too (see isShown). */
  preview?: boolean
}

let defaultSanitiser: Sanitiser | undefined
const sanitiserOf = (ctx: MapContext): Sanitiser =>
  ctx.sanitiser ??
  (defaultSanitiser ??= createSanitiser({ mapEmbedHosts: DEFAULT_MAP_EMBED_HOSTS }))

export interface DomainNode {
  type: DomainTypeName
  fields: Record<string, unknown>
}

type DomainTypeName =
  | 'Store'
  | 'Gift'
  | 'Offer'
  | 'Article'
  | 'Event'
  | 'JobListing'
  | 'Page'
  | 'Homepage'
  | 'Category'
  | 'RecipientCategory'
  | 'Slide'
  | 'MenuItem'
  | 'Holiday'
  | 'OpeningHours'
  | 'SiteSettings'
  | 'IconItem'
  | 'ButtonTile'
  | 'GiftPromoTile'
  | SectionTypeName

/** Image relationship as stored by the domain types (resolved to a File by a resolver). */
export interface ImageRef {
  alt: string | null
  width: number | null
  height: number | null
  fileNodeId: string
}

export interface LinkValue {
  url: string
  title: string | null
}

// ---------------------------------------------------------------------------------------
// Field readers

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : null

const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true'

const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN
  return Number.isFinite(n) ? Math.trunc(n) : null
}

const decimal = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim()) : NaN
  return v !== null && v !== '' && Number.isFinite(n) ? n : null
}

/**
 * `processed` HTML of a formatted text field (`{ value, format, processed }`), sanitised:
 * every piece of CMS HTML the site renders goes through here (or `sanitiser.html`).
 */
function richText(v: unknown, ctx: MapContext): string | null {
  const html =
    v && typeof v === 'object' && 'processed' in v
      ? str((v as { processed: unknown }).processed)
      : str(v)
  return sanitiserOf(ctx).html(html)
}

/** Plain string of a text field that might be formatted. */
function plainText(v: unknown): string | null {
  if (v && typeof v === 'object' && 'value' in v) return str((v as { value: unknown }).value)
  return str(v)
}

/** Drupal path alias to the site route: leading and trailing slash, no double slashes. */
export function aliasToPath(alias: unknown, fallback: string): string {
  const raw = str(alias) ?? fallback
  const path = `/${raw}`.replace(/\/{2,}/g, '/').replace(/\/?$/, '/')
  return path
}

function pathOf(node: DrupalNode): string {
  const alias = (node.path as { alias?: unknown } | undefined)?.alias
  return aliasToPath(alias, `/node/${node.drupal_internal__nid ?? node.drupal_id}`)
}

/**
 * A Drupal link field value (`{ uri, title }`) as a site URL: `internal:/x` → `/x`,
 * `entity:node/5` → kept for gatsby/node-links.ts, which puts the node's path in its place,
 * another `entity:` → null, `route:<front>` → `/`, `route:<nolink>` → null; absolute
 * http(s), mailto: and tel: URIs are kept, any other scheme (javascript:, data:…) → null.
 */
export function linkUrl(uri: unknown): string | null {
  const u = str(uri)?.trim()
  if (!u) return null
  if (u === 'route:<nolink>' || u === 'route:<none>' || u === 'route:<button>') return null
  if (u === 'route:<front>' || u === 'internal:/') return '/'
  const nodeLink = nodeLinkMarker(u)
  // Resolved to the node's page once every node is sourced (gatsby/node-links.ts).
  if (nodeLink) return nodeLink
  if (u.startsWith('internal:')) {
    const rest = u.slice('internal:'.length)
    return rest.startsWith('/') || rest.startsWith('#') || rest.startsWith('?') ? rest : `/${rest}`
  }
  // Other entities (terms, users…) have no page on the site.
  if (u.startsWith('entity:')) return null
  if (u.startsWith('base:')) return `/${u.slice('base:'.length).replace(/^\/+/, '')}`
  // Anything else is used as the href as it is: only http(s), mailto: and tel: (no
  // javascript:, data: or vbscript: link from the CMS reaches a page).
  return isSafeLinkTarget(u) ? u : null
}

function link(v: unknown): LinkValue | null {
  if (!v || typeof v !== 'object') return null
  const value = v as { uri?: unknown; title?: unknown }
  const url = linkUrl(value.uri)
  return url ? { url, title: str(value.title) } : null
}

/**
 * A Drupal datetime value in the centre's local time without zone:
 * `2026-11-21` stays a date; `2026-11-21T10:00:00` stays as is; a value with an offset
 * (`2026-11-20T23:00:00+00:00`, as Drupal's JSON:API sends) is converted to Canberra time.
 */
export function localDate(v: unknown): string | null {
  const s = str(v)?.trim()
  if (!s) return null
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(s)) return s.length === 16 ? `${s}:00` : s
  const dt = DateTime.fromISO(s, { setZone: true })
  if (!dt.isValid) return null
  return dt.setZone(CENTRE_ZONE).toFormat("yyyy-MM-dd'T'HH:mm:ss")
}

/**
 * An event's start and end as an editor may have left them: an end before the start (entered
 * backwards) is swapped; only an end is shown on that day; an end the same as the start, or of
 * another kind (a date-only end with a start time), is made consistent, so a range always
 * reads forwards and its calendar file never ends before it starts. Null with no date at all.
 */
export function eventRange(
  startValue: unknown,
  endValue: unknown,
  warn: (problem: string) => void = () => {},
): { startDate: string; endDate: string | null } | null {
  let start = localDate(startValue)
  let end = localDate(endValue)
  if (!start && !end) return null
  if (!start) {
    warn(`it has an end date (${end}) but no start date: it is shown on its end date`)
    return { startDate: end as string, endDate: null }
  }
  if (!end) return { startDate: start, endDate: null }
  const dateOnly = (v: string) => v.length === 10
  // Compare like with like: a date-only end covers its whole day.
  if (dateOnly(end) && !dateOnly(start)) end = `${end}T23:59:59`
  if (!dateOnly(end) && dateOnly(start)) end = end.slice(0, 10)
  if (end < start) {
    warn(`its end (${end}) is before its start (${start}): the two are swapped`)
    ;[start, end] = [end, start]
  }
  return { startDate: start, endDate: end === start ? null : end }
}

// ---------------------------------------------------------------------------------------
// Relationships

export function refIds(node: DrupalNode, field: string): string[] {
  const v = node.relationships?.[`${field}___NODE`]
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string')
  return typeof v === 'string' ? [v] : []
}

/** Linked domain ids, in order, without duplicates (Drupal lets editors repeat a term). */
function refs(node: DrupalNode, field: string, ctx: MapContext): string[] {
  return [...new Set(refIds(node, field))].map(ctx.domainId)
}

function ref(node: DrupalNode, field: string, ctx: MapContext): string | null {
  const [first] = refIds(node, field)
  return first ? ctx.domainId(first) : null
}

/** An image field: alt/size from the relationship meta, the file by its Gatsby node id. */
function image(node: DrupalNode, field: string): ImageRef | null {
  const [fileNodeId] = refIds(node, field)
  if (!fileNodeId) return null
  const data = node.drupal_relationships?.[field]?.data
  const first = (Array.isArray(data) ? data[0] : data) as
    { meta?: Record<string, unknown> } | undefined
  const meta = first?.meta ?? {}
  return {
    alt: str(meta.alt),
    width: int(meta.width),
    height: int(meta.height),
    fileNodeId,
  }
}

// ---------------------------------------------------------------------------------------
// Bundles

type Mapper = (node: DrupalNode, ctx: MapContext) => DomainNode | null

const common = (node: DrupalNode) => ({
  drupalId: String(node.drupal_id ?? node.id),
  nid: node.drupal_internal__nid ?? null,
  title: str(node.title) ?? '',
  path: pathOf(node),
})

const STRING_LIST = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v == null ? [] : [v]).map(str).filter((x): x is string => !!x)

const mappers: Record<string, Mapper> = {
  node__store: (n, ctx) => {
    const base = common(n)
    return {
      type: 'Store',
      fields: {
        ...base,
        slug: base.path.replace(/\/$/, '').split('/').pop() ?? '',
        about: richText(n.body, ctx),
        categories: refs(n, 'field_category', ctx),
        thumbnail: image(n, 'field_thumbnail'),
        banner: image(n, 'field_banner'),
        logo: image(n, 'field_logo'),
        map: image(n, 'field_store_map'),
        website: str(n.field_website)?.trim() ?? null,
        phone: str(n.field_phone)?.trim() ?? null,
        giftCards: bool(n.field_gift_cards),
        shopNumber: str(n.field_shop_number),
        metaDescription: str(n.field_meta_description),
      },
    }
  },
  node__gift: (n, ctx) => ({
    type: 'Gift',
    fields: {
      ...common(n),
      description: richText(n.body, ctx),
      image: image(n, 'field_image'),
      price: decimal(n.field_price) ?? 0,
      originalPrice: decimal(n.field_original_price),
      recipients: refs(n, 'field_recipient', ctx),
      categories: refs(n, 'field_category', ctx),
      store: ref(n, 'field_store', ctx),
    },
  }),
  node__offer: (n, ctx) => ({
    type: 'Offer',
    fields: {
      ...common(n),
      store: ref(n, 'field_store', ctx),
      details: richText(n.body, ctx),
      terms: richText(n.field_terms, ctx),
      publishDate: localDate(n.field_publish_date),
      expiryDate: localDate(n.field_expiry_date) ?? '1970-01-01',
      thumbnail: image(n, 'field_thumbnail'),
      banner: image(n, 'field_banner'),
    },
  }),
  node__article: (n, ctx) => ({
    type: 'Article',
    fields: {
      ...common(n),
      articleType: str(n.field_article_type) === 'blog' ? 'blog' : 'news',
      publishDate: localDate(n.field_publish_date) ?? localDate(n.created) ?? '1970-01-01',
      expiryDate: localDate(n.field_expiry_date),
      summary: plainText(n.field_summary),
      body: richText(n.body, ctx),
      thumbnail: image(n, 'field_thumbnail'),
      banner: image(n, 'field_banner'),
      metaImage: image(n, 'field_meta_image'),
      metaDescription: str(n.field_meta_description),
    },
  }),
  node__event: (n, ctx) => ({
    type: 'Event',
    fields: {
      ...common(n),
      ...(eventRange(n.field_start_date, n.field_end_date, (problem) =>
        ctx.warn?.(`Event "${str(n.title) ?? n.id}": ${problem}`),
      ) ?? { startDate: localDate(n.created) ?? '1970-01-01', endDate: null }),
      summary: plainText(n.field_summary),
      body: richText(n.body, ctx),
      thumbnail: image(n, 'field_thumbnail'),
      banner: image(n, 'field_banner'),
      metaImage: image(n, 'field_meta_image'),
      metaDescription: str(n.field_meta_description),
    },
  }),
  node__job_listing: (n, ctx) => ({
    type: 'JobListing',
    fields: {
      ...common(n),
      body: richText(n.body, ctx),
      employer: ref(n, 'field_employer', ctx),
      terms: richText(n.field_terms, ctx),
      showForm: bool(n.field_show_form),
      jobEmail: str(n.field_job_email),
      thumbnail: image(n, 'field_thumbnail'),
      datePosted: localDate(n.created),
    },
  }),
  node__page: (n, ctx) => ({
    type: 'Page',
    fields: {
      ...common(n),
      banner: image(n, 'field_banner'),
      metaImage: image(n, 'field_meta_image'),
      metaDescription: str(n.field_meta_description),
      sections: refs(n, 'field_content', ctx),
    },
  }),
  node__homepage: (n, ctx) => ({
    type: 'Homepage',
    fields: {
      ...common(n),
      slides: refs(n, 'field_carousel', ctx),
      sections: refs(n, 'field_content', ctx),
      metaTitle: str(n.field_meta_title),
      metaDescription: str(n.field_meta_description),
      metaImage: image(n, 'field_meta_image'),
    },
  }),
  taxonomy_term__category: (n, ctx) => ({
    type: 'Category',
    fields: {
      tid: n.drupal_internal__tid ?? 0,
      name: str(n.name) ?? '',
      weight: int(n.weight) ?? 0,
      parentCategory: ref(n, 'parent', ctx),
    },
  }),
  taxonomy_term__recipient: (n) => ({
    type: 'RecipientCategory',
    fields: {
      tid: n.drupal_internal__tid ?? 0,
      name: str(n.name) ?? '',
      weight: int(n.weight) ?? 0,
    },
  }),
  menu_link_content__menu_link_content: (n) => {
    if (n.enabled === false) return null
    const parent = str(n.drupal_parent_menu_item)
    return {
      type: 'MenuItem',
      fields: {
        drupalId: String(n.drupal_id ?? n.id),
        menu: str(n.menu_name) ?? 'main',
        title: str(n.title) ?? '',
        url: link(n.link)?.url ?? null,
        weight: int(n.weight) ?? 0,
        parentId: parent ? parent.replace(/^menu_link_content:/, '') : null,
        callout: {
          title: str(n.field_callout_title),
          url: link(n.field_callout_link)?.url ?? null,
          image: image(n, 'field_callout_image'),
        },
      },
    }
  },
  block_content__opening_hours: (n, ctx) => ({
    type: 'OpeningHours',
    fields: {
      defaultHours: str(n.field_default_hours) ?? '10am-6pm',
      holidays: refs(n, 'field_holidays', ctx),
    },
  }),
  block_content__site_settings: (n, ctx) => ({
    type: 'SiteSettings',
    fields: {
      siteName: str(n.field_site_name) ?? str(n.info) ?? '',
      phone: str(n.field_phone),
      email: str(n.field_email),
      // Rendered as HTML in the footer: the processed (and sanitised) text.
      address: richText(n.field_address, ctx),
      facebookUrl: link(n.field_facebook)?.url ?? null,
      instagramUrl: link(n.field_instagram)?.url ?? null,
      newsletterUrl: link(n.field_newsletter_link)?.url ?? null,
      kidsClubUrl: link(n.field_kids_club_link)?.url ?? null,
      // The file node id; resolved to the published file URL by a resolver.
      centreMapFile: refIds(n, 'field_centre_map')[0] ?? null,
      acknowledgement: richText(n.field_acknowledgement, ctx),
      inclusion: richText(n.field_inclusion, ctx),
    },
  }),
  paragraph__holiday: (n) => ({
    type: 'Holiday',
    fields: {
      name: str(n.field_name) ?? '',
      date: localDate(n.field_date) ?? '1970-01-01',
      hours: str(n.field_hours),
      closed: bool(n.field_closed),
    },
  }),
  paragraph__slide: (n) => ({
    type: 'Slide',
    fields: {
      image: image(n, 'field_image'),
      mobileImage: image(n, 'field_mobile_image'),
      link: link(n.field_link),
      text: plainText(n.field_text),
      publishDate: localDate(n.field_publish_date),
      expiryDate: localDate(n.field_expiry_date),
    },
  }),
  paragraph__text_image: (n, ctx) => ({
    type: 'SectionTextImage',
    fields: {
      heading: str(n.field_heading),
      text: richText(n.field_text, ctx),
      image: image(n, 'field_image'),
      reversed: bool(n.field_reversed),
      background: str(n.field_background) === 'grey' ? 'grey' : 'white',
    },
  }),
  paragraph__text: (n, ctx) => ({
    type: 'SectionText',
    fields: { text: richText(n.field_text, ctx), anchor: str(n.field_anchor) },
  }),
  paragraph__icon_grid: (n, ctx) => ({
    type: 'SectionIconGrid',
    fields: { heading: str(n.field_heading), items: refs(n, 'field_items', ctx) },
  }),
  paragraph__category_pillars: (n, ctx) => ({
    type: 'SectionCategoryPillars',
    fields: {
      heading: str(n.field_heading),
      sport: ref(n, 'field_sport', ctx),
      family: ref(n, 'field_family', ctx),
      fashion: ref(n, 'field_fashion', ctx),
      home: ref(n, 'field_home', ctx),
    },
  }),
  paragraph__latest_offers: (n) => ({
    type: 'SectionLatestOffers',
    fields: { heading: str(n.field_heading) },
  }),
  paragraph__articles_teaser: (n) => ({
    type: 'SectionArticlesTeaser',
    fields: { heading: str(n.field_heading), articleTypes: STRING_LIST(n.field_article_types) },
  }),
  paragraph__gift_guide: (n, ctx) => ({
    type: 'SectionGiftGuide',
    fields: {
      heading: str(n.field_heading),
      categories: refs(n, 'field_categories', ctx),
      recipients: refs(n, 'field_recipients', ctx),
    },
  }),
  paragraph__embedded_form: (n) => ({
    type: 'SectionEmbeddedForm',
    fields: { formName: str(n.field_form_name), formId: str(n.field_form_id) },
  }),
  paragraph__hero_slider: (n, ctx) => ({
    type: 'SectionHeroSlider',
    fields: { slides: refs(n, 'field_slides', ctx) },
  }),
  paragraph__listing: (n) => {
    const kind = listingKind(n.field_listing)
    return kind ? { type: 'SectionListing', fields: { kind } } : null
  },
  paragraph__store_search: (n) => ({
    type: 'SectionStoreSearch',
    fields: { heading: str(n.field_heading) },
  }),
  paragraph__button_section: (n, ctx) => ({
    type: 'SectionButtons',
    fields: {
      size: str(n.field_size) === 'halves' ? 'halves' : 'full',
      buttons: refs(n, 'field_buttons', ctx),
    },
  }),
  paragraph__image_tile: (n) => ({
    type: 'SectionImageTile',
    fields: {
      image: image(n, 'field_image'),
      caption: str(n.field_caption),
      link: link(n.field_link),
    },
  }),
  paragraph__store_info: (n, ctx) => ({
    type: 'SectionStoreInfo',
    fields: {
      heading: str(n.field_heading),
      text: richText(n.field_text, ctx),
      mapLink: link(n.field_map_link),
    },
  }),
  paragraph__spacer: (n) => {
    const colour = str(n.field_background)
    return {
      type: 'SectionSpacer',
      fields: { colour: colour === 'grey' || colour === 'white' ? colour : 'transparent' },
    }
  },
  paragraph__events_preview: (n) => ({
    type: 'SectionEventsPreview',
    fields: { heading: str(n.field_heading) },
  }),
  paragraph__store_tiles: (n, ctx) => ({
    type: 'SectionStoreTiles',
    fields: {
      sport: ref(n, 'field_sport', ctx),
      fashion: ref(n, 'field_fashion', ctx),
      home: ref(n, 'field_home', ctx),
      family: ref(n, 'field_family', ctx),
    },
  }),
  paragraph__gift_promo: (n, ctx) => ({
    type: 'SectionGiftPromo',
    fields: {
      heading: str(n.field_heading),
      giftPage: link(n.field_gift_page),
      tiles: refs(n, 'field_tiles', ctx),
    },
  }),
  paragraph__latest_news: (n) => ({
    type: 'SectionLatestNews',
    fields: { heading: str(n.field_heading), articleTypes: STRING_LIST(n.field_article_types) },
  }),
  paragraph__instagram_banner: (n) => ({
    type: 'SectionInstagramBanner',
    fields: { heading: str(n.field_heading), text: plainText(n.field_text) },
  }),
  paragraph__map_block: (n, ctx) => ({
    type: 'SectionMap',
    fields: {
      heading: str(n.field_heading),
      text: richText(n.field_text, ctx),
      embedUrl: sanitiserOf(ctx).embedUrl(str(n.field_embed_url)),
      reversed: bool(n.field_reversed),
    },
  }),
  paragraph__icon_item: (n) => ({
    type: 'IconItem',
    fields: {
      icon: str(n.field_icon) ?? 'shop',
      heading: str(n.field_heading) ?? '',
      detail: str(n.field_detail),
    },
  }),
  paragraph__button_tile: (n) => ({
    type: 'ButtonTile',
    fields: {
      title: str(n.field_title),
      subheading: str(n.field_subheading),
      link: link(n.field_link),
      colour: str(n.field_colour),
      big: bool(n.field_big),
      image: image(n, 'field_image'),
    },
  }),
  paragraph__gift_promo_category: (n, ctx) => ({
    type: 'GiftPromoTile',
    fields: {
      title: str(n.field_title),
      recipient: ref(n, 'field_recipient', ctx),
      image: image(n, 'field_image'),
    },
  }),
}

/** Drupal node types (gatsby-source-drupal's `internal.type`) that become domain nodes. */
export const MAPPED_DRUPAL_TYPES = Object.keys(mappers)

/**
 * Whether a Drupal node's content is on the site: published, or anything at all on the preview
 * server (PREVIEW=1, sourced with an account that sees unpublished content and drafts).
 */
export const isShown = (node: DrupalNode, preview = false): boolean =>
  preview || node.status !== false

export function mapDrupalNode(node: DrupalNode, ctx: MapContext): DomainNode | null {
  if (!isShown(node, ctx.preview)) return null
  const mapper = mappers[node.internal.type]
  return mapper ? mapper(node, ctx) : null
}
