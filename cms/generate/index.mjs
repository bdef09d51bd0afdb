#!/usr/bin/env node
/**
 * Builds the demo CMS snapshot (cms/snapshot/) from the content definitions in ./content/.
 *
 *   node cms/generate/index.mjs [--out dir]
 *
 * Deterministic: running it twice gives byte-identical output (fixed UUIDs, ids, timestamps;
 * images rendered from SVG with sharp).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  SnapshotBuilder,
  image,
  file,
  terms,
  term,
  nodeRef,
  paragraphs,
  para,
  text,
  link,
} from './lib/builder.mjs'
import { ImageFactory, centreMapPdf } from './lib/images.mjs'
import { slugify, hashInt } from './lib/uuid.mjs'
import { CENTRE, REFERENCE_DATE, day, dateTime } from './content/site.mjs'
import { CATEGORIES, RECIPIENTS, PILLARS } from './content/categories.mjs'
import { STORES, storeGroup, aboutHtml } from './content/stores.mjs'
import { GIFTS, GIFT_IMAGE_LABELS, giftDescription } from './content/gifts.mjs'
import { OFFERS, OFFER_TERMS, offerBody } from './content/offers.mjs'
import { EVENTS, ARTICLES, EDITORIAL_LABELS, eventBody, articleBody } from './content/whats-on.mjs'
import { JOBS, jobBody, JOB_TERMS } from './content/jobs.mjs'
import { HOLIDAYS, ACKNOWLEDGEMENT, INCLUSION } from './content/blocks.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const BANNER_COUNT = 10
const SLIDE_COUNT = 5

function parseArgs(argv) {
  const opts = { out: path.join(here, '..', 'snapshot') }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') opts.out = path.resolve(argv[++i])
    else if (argv[i].startsWith('--out=')) opts.out = path.resolve(argv[i].slice(6))
    else throw new Error(`Unknown argument: ${argv[i]}`)
  }
  return opts
}

const html = (...parts) => parts.join('\n')

export async function generate({ out, log = console.log } = {}) {
  for (const sub of ['resources', 'files'])
    fs.rmSync(path.join(out, sub), { recursive: true, force: true })
  fs.mkdirSync(path.join(out, 'resources'), { recursive: true })
  fs.mkdirSync(path.join(out, 'files'), { recursive: true })

  const b = new SnapshotBuilder({ referenceDate: REFERENCE_DATE })
  const img = new ImageFactory(path.join(out, 'files'))
  const fixtures = {}

  // ---- shared images -------------------------------------------------------------------------
  const banners = []
  for (let i = 0; i < BANNER_COUNT; i++) banners.push(await img.banner(i))
  const slideTitles = [
    ['Up to 70% off, every day', 'Over 100 outlet stores under one roof'],
    ['Christmas gift guide', 'Find the perfect present for everyone'],
    ['Winter clearance', 'Final reductions storewide'],
    ['New in the Homemaker Centre', 'Furniture, bedding and homewares'],
    ['Boxing Day sales', 'Doors open 9am'],
  ]
  const slides = []
  for (let i = 0; i < SLIDE_COUNT; i++) {
    const [title, sub] = slideTitles[i]
    const n = String(i + 1).padStart(2, '0')
    slides.push({
      title,
      big: await img.headline(`slides/slide-${n}.jpg`, 2500, 833, `slide${i}`, title, sub),
      mobile: await img.headline(`slides/slide-${n}-mobile.jpg`, 810, 530, `slide${i}`, title, sub),
    })
  }
  const share = await img.headline(
    'share/share-image.jpg',
    1200,
    627,
    'share',
    CENTRE.name,
    'Up to 70% off',
  )
  // Default placeholders (not referenced by content; available to the site if it wants them).
  await img.headline('defaults/default-banner.jpg', 900, 450, 'default-banner', CENTRE.name)
  await img.headline(
    'defaults/default-offer-banner.jpg',
    1920,
    520,
    'default-offer',
    'Offers',
    CENTRE.name,
  )
  await img.headline(
    'defaults/default-share.jpg',
    1200,
    627,
    'default-share',
    CENTRE.name,
    CENTRE.suburb,
  )
  await img.headline('defaults/default-thumbnail.jpg', 400, 400, 'default-thumb', CENTRE.shortName)
  const editorial = {}
  for (const [key, label] of Object.entries(EDITORIAL_LABELS))
    editorial[key] = await img.editorial(key, label)

  // ---- taxonomy ------------------------------------------------------------------------------
  const categoryName = new Map()
  for (const [tid, name, parent, weight] of CATEGORIES) {
    b.term('category', tid, { name, parent, weight })
    categoryName.set(tid, name)
  }
  for (const [tid, name, weight] of RECIPIENTS) b.term('recipient', tid, { name, weight })

  // ---- stores --------------------------------------------------------------------------------
  const stores = new Map() // name -> { handle, slug, ... }
  const counters = { home: 0, food: 0, other: 0 }
  STORES.forEach(([name, cats, over = {}], i) => {
    const slug = slugify(name)
    const group = storeGroup(cats)
    let shop
    if (group === 'home') shop = `HC${++counters.home}`
    else if (group === 'food') shop = `F${++counters.food}`
    else shop = String(++counters.other)
    const defaults = {
      phone:
        i % 13 === 12
          ? null
          : i % 9 === 4
            ? `02 5550 1${String(i + 1).padStart(3, '0')} (Shop ${shop})`
            : `02 5550 1${String(i + 1).padStart(3, '0')}`,
      website:
        i % 11 === 5
          ? null
          : i % 7 === 3
            ? `www.${slug}.example.com.au`
            : `https://www.${slug}.example.com.au`,
      giftCards: group !== 'food' && i % 4 !== 2,
      banner: i % 6 === 5 ? false : hashInt(slug, BANNER_COUNT),
      thumbSize: 400,
      metaDescription:
        i % 5 === 4
          ? null
          : `Shop ${name} at ${CENTRE.name}, ${CENTRE.suburb}: outlet prices every day.`,
    }
    stores.set(name, {
      name,
      slug,
      cats,
      group,
      shop,
      index: i,
      ...defaults,
      ...over,
      handle: b.reserveNode('store', slug),
    })
  })
  for (const s of stores.values()) {
    const thumb = await img.storeThumb(s.slug, s.name, s.thumbSize)
    const logo = await img.storeLogo(s.slug, s.name)
    const map = await img.storeMap(s.slug, s.shop, s.index)
    b.node('store', {
      handle: s.handle,
      title: s.name,
      alias: `/stores/${s.slug}`,
      body: text(aboutHtml(s.name, s.group, s.website), 'basic_html', ''),
      daysOld: 200 - s.index,
      fields: {
        field_category: terms('category', s.cats),
        field_thumbnail: image(thumb, s.name),
        field_banner: image(s.banner === false ? null : banners[s.banner], ''),
        field_logo: image(logo, `${s.name} logo`),
        field_store_map: image(map, `Map showing ${s.name} at shop ${s.shop}`),
        field_website: s.website,
        field_phone: s.phone,
        field_gift_cards: s.giftCards,
        field_shop_number: s.shop,
        field_meta_description: s.metaDescription,
      },
    })
  }
  const store = (name) => {
    const s = stores.get(name)
    if (!s) throw new Error(`Unknown store ${name}`)
    return s
  }

  // ---- gifts ---------------------------------------------------------------------------------
  const giftSlugs = new Set()
  const gifts = []
  for (const [title, storeName, price, original, recipients, cats, kind] of GIFTS) {
    const s = store(storeName)
    const slug = slugify(title)
    if (giftSlugs.has(`${s.slug}/${slug}`)) throw new Error(`Duplicate gift ${title}`)
    giftSlugs.add(`${s.slug}/${slug}`)
    const picture = await img.giftImage(kind, GIFT_IMAGE_LABELS[kind])
    const alias = `/stores/${s.slug}/gift/${slug}`
    b.node('gift', {
      key: alias,
      title,
      alias,
      body: text(giftDescription(title, storeName), 'basic_html', ''),
      daysOld: 40,
      fields: {
        field_image: image(picture, title),
        field_price: price,
        field_original_price: original,
        field_recipient: terms('recipient', recipients),
        field_category: terms('category', cats),
        field_store: nodeRef(s.handle),
      },
    })
    gifts.push({ title, path: alias, price, originalPrice: original, store: storeName })
  }

  // ---- offers --------------------------------------------------------------------------------
  const offers = []
  for (const [i, o] of OFFERS.entries()) {
    const s = store(o.store)
    const slug = slugify(o.title)
    const thumb = await img.offerThumb(slug, o.store, o.headline)
    const alias = `/offers/${slug}`
    b.node('offer', {
      key: alias,
      title: o.title,
      alias,
      body: text(offerBody(o), 'basic_html', ''),
      daysOld: 20 + i,
      fields: {
        field_store: nodeRef(s.handle),
        field_terms: o.terms ? text(OFFER_TERMS.replace('{store}', o.store)) : null,
        field_publish_date: o.publish === null ? null : day(o.publish),
        field_expiry_date: day(o.expiry),
        field_thumbnail: image(thumb, `${o.store}: ${o.headline}`),
        field_banner: image(o.banner ? banners[(i + 3) % BANNER_COUNT] : null, ''),
      },
    })
    offers.push({ ...o, slug, path: alias })
  }

  // ---- events --------------------------------------------------------------------------------
  const events = []
  for (const [i, e] of EVENTS.entries()) {
    const slug = slugify(e.title)
    const alias = `/whats-on/events/${slug}`
    const summary = `${e.title} at ${CENTRE.name}. Free entry, fun for the whole family and plenty of outlet bargains while you are here.`
    b.node('event', {
      key: alias,
      title: e.title,
      alias,
      body: text(eventBody(e.title), 'basic_html', ''),
      daysOld: 30 + i,
      fields: {
        field_start_date: dateTime(...e.start),
        field_end_date: e.end ? dateTime(...e.end) : null,
        field_summary: summary,
        field_thumbnail: image(e.image ? editorial[e.image] : null, e.image ? e.title : ''),
        field_banner: image(e.banner === null ? null : banners[e.banner], ''),
        field_meta_image: image(i % 3 === 0 ? share : null, ''),
        field_meta_description: i % 2 === 0 ? summary.slice(0, 160) : null,
      },
    })
    events.push({ ...e, slug, path: alias })
  }

  // ---- articles ------------------------------------------------------------------------------
  const articles = []
  for (const [i, a] of ARTICLES.entries()) {
    const slug = slugify(a.title)
    const alias = `/whats-on/${a.type}/${slug}`
    const summary =
      a.type === 'news'
        ? `${a.title}: the latest news from ${CENTRE.name}.`
        : `${a.title}. Ideas and inspiration from the team at ${CENTRE.name}.`
    b.node('article', {
      key: alias,
      title: a.title,
      alias,
      body: text(articleBody(a.title, a.type), 'basic_html', ''),
      daysOld: Math.max(1, -a.publish + 1),
      fields: {
        field_article_type: a.type,
        field_publish_date: day(a.publish),
        field_expiry_date: a.expiry === null ? null : day(a.expiry),
        field_summary: summary,
        field_thumbnail: image(a.image ? editorial[a.image] : null, a.image ? a.title : ''),
        field_banner: image(a.banner === null ? null : banners[a.banner], ''),
        field_meta_image: image(i % 4 === 0 ? share : null, ''),
        field_meta_description: i % 3 === 0 ? null : summary,
      },
    })
    articles.push({ ...a, slug, path: alias })
  }

  // ---- jobs ----------------------------------------------------------------------------------
  const jobs = []
  for (const [i, j] of JOBS.entries()) {
    const s = store(j.store)
    const slug = slugify(`${j.title} ${j.store}`)
    const alias = `/jobs/${slug}`
    const thumb = await img.jobThumb(slug, j.title, j.store)
    b.node('job_listing', {
      key: alias,
      title: j.title,
      alias,
      body: text(jobBody(j.title, j.store), 'basic_html', ''),
      daysOld: 10 + i,
      fields: {
        field_employer: nodeRef(s.handle),
        field_terms: j.terms ? text(JOB_TERMS) : null,
        field_show_form: j.showForm,
        field_job_email: `jobs@${s.slug}.example.com.au`,
        field_thumbnail: image(thumb, `${j.title} at ${j.store}`),
      },
    })
    jobs.push({ ...j, slug, path: alias })
  }

  // ---- pages ---------------------------------------------------------------------------------
  const mapUri = `internal:/sites/default/files/${CENTRE.centreMapPdf}`
  const slideSpec = (slide, fields) =>
    para('slide', {
      field_image: image(slide.big, ''),
      field_mobile_image: image(slide.mobile, ''),
      field_link: null,
      field_text: slide.title,
      field_publish_date: null,
      field_expiry_date: null,
      ...fields,
    })
  const textPara = (h, anchor = null) => para('text', { field_text: text(h), field_anchor: anchor })
  const textImage = (heading, h, picture, reversed, background) =>
    para('text_image', {
      field_heading: heading,
      field_text: text(h),
      field_image: image(picture, picture ? heading || '' : ''),
      field_reversed: reversed,
      field_background: background,
    })
  const iconItem = (icon, heading, detail) =>
    para('icon_item', { field_icon: icon, field_heading: heading, field_detail: detail })
  const PAGES = [
    {
      alias: '/stores',
      title: 'Stores',
      banner: 1,
      sections: [
        textPara(
          '<p>Browse more than 100 outlet stores, from fashion and footwear to furniture and homewares. Filter by category or search by name.</p>',
        ),
        para('store_search', { field_heading: 'Find a store' }),
      ],
    },
    {
      alias: '/offers',
      title: 'Offers',
      banner: 2,
      sections: [
        textPara(
          '<p>Outlet prices every day, plus these limited-time offers from our retailers. Check back often: new deals are added every week.</p>',
        ),
      ],
    },
    {
      alias: '/whats-on',
      title: "What's on",
      banner: 3,
      sections: [
        textPara(
          '<p>Events, news and stories from around the centre. Use the filter to see only events, news or blog posts.</p>',
        ),
      ],
    },
    {
      alias: '/trading-hours',
      title: 'Trading hours',
      banner: 4,
      sections: [
        textPara(
          html(
            '<h2>Centre trading hours</h2>',
            `<p>The centre is open <strong>${CENTRE.defaultHours}</strong>, seven days a week. Public holiday hours are listed below and may vary by store.</p>`,
            '<p>Food outlets open from 8am. The supermarket is open 7am-10pm.</p>',
          ),
        ),
        para('icon_grid', {
          field_heading: 'Good to know',
          field_items: paragraphs([
            iconItem('clock', 'Open 7 days', `${CENTRE.defaultHours} daily`),
            iconItem('parking', 'Free parking', 'Over 1,200 free undercover and outdoor spaces'),
            iconItem('shop', 'Late night Thursday', 'Selected stores open until 8pm'),
          ]),
        }),
      ],
    },
    {
      alias: '/kids-club-colouring-competition',
      title: 'Kids Club Colouring Competition',
      banner: 5,
      sections: [
        textImage(
          'Get creative these school holidays',
          html(
            '<p>Download the colouring sheet, get creative and upload a photo of your masterpiece. Entries close at the end of the school holidays.</p>',
            '<ul><li>Open to children aged 3 to 12</li><li>One entry per child</li><li>Winners announced on our Facebook page</li></ul>',
          ),
          editorial.colouring,
          false,
          'grey',
        ),
        para('embedded_form', {
          field_form_name: 'colouring competition',
          field_form_id: 'colouring_competition',
        }),
        textPara(
          html(
            '<h3>Terms and conditions</h3>',
            "<p>Entries must be submitted by a parent or guardian. By entering you agree to your child's first name and artwork being displayed in the centre and on our social media channels.</p>",
          ),
        ),
      ],
    },
    {
      alias: '/jobs',
      title: 'Jobs',
      banner: 6,
      sections: [
        textPara(
          '<p>Looking for work? Our retailers are hiring. Browse the current vacancies below and apply online where the listing allows, or drop your résumé in store.</p>',
        ),
      ],
    },
    {
      alias: '/information',
      title: 'Centre information',
      banner: 7,
      metaDescription: `Parking, wifi, accessibility and leasing information for ${CENTRE.name}.`,
      sections: [
        para('icon_grid', {
          field_heading: 'Centre facilities',
          field_items: paragraphs([
            iconItem(
              'clock',
              'Trading hours',
              `${CENTRE.defaultHours} daily, with holiday hours on our trading hours page`,
            ),
            iconItem('wifi', 'Free wifi', 'Connect to "Molonglo Free Wifi" anywhere in the centre'),
            iconItem('parking', 'Free parking', 'Over 1,200 free spaces, no time limits'),
            iconItem(
              'disabled',
              'Accessible',
              'Accessible parking, ramps, lifts and toilets throughout',
            ),
            iconItem(
              'parents',
              "Parents' room",
              'Feeding and change facilities next to the food court',
            ),
            iconItem('box', 'Parcel pick-up', 'Collect your online orders from Customer Service'),
            iconItem('map', 'Centre map', 'Grab a printed map at any entrance or download the PDF'),
            iconItem('shop', 'Gift cards', 'Centre gift cards are accepted at most stores'),
            iconItem(
              'lost-property',
              'Lost property',
              'Ask at Customer Service or call Centre Management',
            ),
          ]),
        }),
        textImage(
          'Getting here',
          html(
            `<p>${CENTRE.name} is at ${CENTRE.street}, ${CENTRE.locality}, ten minutes from the city centre.</p>`,
            '<ul><li>By car: exit the Monaro Highway at the Fyshwick interchange</li><li>By bus: routes stop at the main entrance</li><li>By bike: bike racks at the north and south entrances</li></ul>',
          ),
          editorial.information,
          false,
          'grey',
        ),
        textPara(
          html(
            '<h2>Leasing enquiries</h2>',
            '<p>Interested in opening a store at the centre? We have specialty, Homemaker Centre and pop-up spaces available.</p>',
            `<p>Contact our leasing team on <a href="tel:0255500199">02 5550 0199</a> or email <a href="mailto:leasing@molonglooutlet.example.com.au">leasing@molonglooutlet.example.com.au</a>.</p>`,
          ),
          'leasing-contact',
        ),
        textImage(
          'Accessibility',
          '<p>Wheelchairs and mobility scooters can be borrowed free of charge from Customer Service. Quiet Hour runs every Tuesday from 9am to 10am.</p>',
          editorial.about,
          true,
          'white',
        ),
      ],
    },
    {
      alias: '/gift-generator',
      title: 'Gift generator',
      banner: 8,
      sections: [
        textPara(
          '<p>Not sure what to buy? Tell us who the gift is for, pick a category and a budget, and we will find ideas from stores across the centre.</p>',
        ),
        para('gift_guide', {
          field_heading: 'Find the perfect gift',
          field_categories: terms('category', []),
          field_recipients: terms('recipient', []),
        }),
      ],
    },
    {
      alias: '/about-us',
      title: 'About us',
      banner: 9,
      metaImage: share,
      sections: [
        textImage(
          `Welcome to ${CENTRE.name}`,
          html(
            `<p>${CENTRE.name} is Canberra's only outlet centre, home to more than 100 factory outlet and Homemaker Centre retailers with savings of up to 70% every day.</p>`,
            '<p>We opened our doors in 2004 and have grown into a favourite destination for locals and visitors from across the region.</p>',
          ),
          editorial.about,
          false,
          'white',
        ),
        para('hero_slider', {
          field_slides: paragraphs([
            slideSpec(slides[0], { field_link: link('internal:/stores') }),
            slideSpec(slides[3], { field_link: link('internal:/stores?category=1') }),
          ]),
        }),
        para('category_pillars', {
          field_heading: 'Shop by category',
          field_sport: term('category', PILLARS.sport),
          field_family: term('category', PILLARS.family),
          field_fashion: term('category', PILLARS.fashion),
          field_home: term('category', null),
        }),
        para('latest_offers', { field_heading: 'Latest offers' }),
        para('articles_teaser', { field_heading: 'Centre news', field_article_types: ['news'] }),
        para('image_tile', {
          field_image: image(editorial.leasing, 'Leasing opportunities'),
          field_caption: 'Leasing opportunities',
          field_link: link('internal:/information#leasing-contact'),
        }),
        textPara(
          `<p>Questions? Call Centre Management on <a href="tel:0255500100">${CENTRE.phone}</a>.</p>`,
        ),
      ],
    },
    {
      alias: '/christmas-gift-guide',
      title: 'Christmas gift guide',
      banner: 0,
      sections: [
        textPara(
          '<p>Our Christmas gift guide for her and the kids: fashion, toys and homewares, all at outlet prices.</p>',
        ),
        para('gift_guide', {
          field_heading: 'Christmas gifts for her and the kids',
          field_categories: terms('category', [29, 12, 47]),
          field_recipients: terms('recipient', [62, 64]),
        }),
        para('articles_teaser', { field_heading: 'Gift ideas and news', field_article_types: [] }),
      ],
    },
  ]
  const pages = []
  for (const [i, p] of PAGES.entries()) {
    b.node('page', {
      key: p.alias,
      title: p.title,
      alias: p.alias,
      daysOld: 300 - i,
      fields: {
        field_banner: image(banners[p.banner], ''),
        field_meta_image: image(p.metaImage || null, ''),
        field_meta_description: p.metaDescription || null,
        field_content: paragraphs(p.sections),
      },
    })
    pages.push({ title: p.title, path: p.alias })
  }

  // ---- homepage ------------------------------------------------------------------------------
  const slideDefs = [
    {
      slide: 0,
      link: 'internal:/stores',
      publish: null,
      expiry: null,
      visible: true,
      note: 'no dates',
    },
    {
      slide: 1,
      link: 'internal:/gift-generator',
      publish: null,
      expiry: [35, '23:59:59'],
      visible: true,
      note: 'expiry only, future',
    },
    {
      slide: 2,
      link: 'internal:/offers',
      publish: null,
      expiry: [-10, '23:59:59'],
      visible: false,
      note: 'expiry only, past',
    },
    {
      slide: 3,
      link: 'internal:/stores?category=1',
      publish: [-5, '00:00:00'],
      expiry: null,
      visible: true,
      note: 'publish only, past',
    },
    {
      slide: 4,
      link: null,
      publish: [30, '00:00:00'],
      expiry: null,
      visible: false,
      note: 'publish only, future',
    },
    {
      slide: 1,
      link: 'internal:/whats-on/events/santa-photos',
      publish: [-1, '00:00:00'],
      expiry: [33, '17:00:00'],
      visible: true,
      note: 'publish and expiry, current',
      text: 'Santa Photos are here',
    },
    {
      slide: 3,
      link: 'internal:/whats-on',
      publish: [60, '00:00:00'],
      expiry: [80, '23:59:59'],
      visible: false,
      note: 'publish and expiry, future',
      text: 'Lunar New Year celebrations',
    },
    {
      slide: 2,
      link: null,
      publish: [-40, '00:00:00'],
      expiry: [-20, '23:59:59'],
      visible: false,
      note: 'publish and expiry, past',
      text: 'Spring racing style',
    },
  ]
  const buttonTile = (title, subheading, uri, colour, big, picture) =>
    para('button_tile', {
      field_title: title,
      field_subheading: subheading,
      field_link: link(uri),
      field_colour: colour,
      field_big: big,
      field_image: image(picture, ''),
    })
  const promoTile = (title, tid, picture) =>
    para('gift_promo_category', {
      field_title: title,
      field_recipient: term('recipient', tid),
      field_image: image(picture, title),
    })
  b.node('homepage', {
    key: CENTRE.homepageAlias,
    title: `Welcome to ${CENTRE.name}`,
    alias: CENTRE.homepageAlias,
    daysOld: 365,
    fields: {
      field_meta_title: `${CENTRE.name} | Canberra's outlet shopping centre`,
      field_meta_description: CENTRE.description,
      field_meta_image: image(share, ''),
      field_carousel: paragraphs(
        slideDefs.map((s) =>
          slideSpec(slides[s.slide], {
            field_text: s.text || slides[s.slide].title,
            field_link: s.link ? link(s.link) : null,
            field_publish_date: s.publish ? dateTime(...s.publish) : null,
            field_expiry_date: s.expiry ? dateTime(...s.expiry) : null,
          }),
        ),
      ),
      field_content: paragraphs([
        para('store_info', {
          field_heading: 'Plan your visit',
          field_text: text(
            html(
              `<p>${CENTRE.street}, ${CENTRE.locality}</p>`,
              `<p>Open ${CENTRE.defaultHours} daily. Free parking for over 1,200 cars.</p>`,
            ),
          ),
          field_map_link: link(mapUri, 'See centre map'),
        }),
        para('button_section', {
          field_size: 'halves',
          field_buttons: paragraphs([
            buttonTile(
              'Stores',
              'Over 100 outlet stores',
              'internal:/stores',
              'navy',
              false,
              editorial.stores,
            ),
            buttonTile(
              'Offers',
              'Extra savings this week',
              'internal:/offers',
              'red',
              false,
              editorial.offers,
            ),
          ]),
        }),
        para('spacer', { field_colour: 'grey' }),
        para('events_preview', { field_heading: "WHAT'S ON?" }),
        para('store_tiles', {
          field_sport: term('category', PILLARS.sport),
          field_fashion: term('category', PILLARS.fashion),
          field_home: term('category', PILLARS.home),
          field_family: term('category', PILLARS.family),
        }),
        para('gift_promo', {
          field_heading: 'Gift generator',
          field_gift_page: link('internal:/gift-generator'),
          field_tiles: paragraphs([
            promoTile('For Her', 62, await img.giftImage('jewellery', GIFT_IMAGE_LABELS.jewellery)),
            promoTile('For Him', 61, await img.giftImage('watch', GIFT_IMAGE_LABELS.watch)),
            promoTile(
              'For Home',
              63,
              await img.giftImage('homewares', GIFT_IMAGE_LABELS.homewares),
            ),
            promoTile('For Kids', 64, await img.giftImage('toy', GIFT_IMAGE_LABELS.toy)),
          ]),
        }),
        para('spacer', { field_colour: 'white' }),
        para('latest_news', {
          field_heading: 'Latest news',
          field_article_types: ['news', 'blog'],
        }),
        para('button_section', {
          field_size: 'full',
          field_buttons: paragraphs([
            buttonTile(
              'Join the Kids Club',
              'Activities, competitions and birthday treats',
              CENTRE.kidsClub,
              'gold',
              true,
              editorial['kids-club'],
            ),
            buttonTile(
              'Food & drink',
              'Cafes, restaurants and a supermarket',
              'internal:/stores?category=58',
              'teal',
              false,
              editorial.dining,
            ),
          ]),
        }),
        para('image_tile', {
          field_image: image(editorial.colouring, ''),
          field_caption: 'Kids Club colouring competition',
          field_link: link('internal:/kids-club-colouring-competition'),
        }),
        para('instagram_banner', {
          field_heading: "Let's get social",
          field_text: 'Follow @molonglooutletcentre for new arrivals, offers and events.',
        }),
        para('map_block', {
          field_heading: 'Find us',
          field_text: text(
            html(
              `<p><strong>${CENTRE.name}</strong><br>${CENTRE.street}<br>${CENTRE.locality}</p>`,
              '<p>Ten minutes from the city centre, with free parking at the door.</p>',
            ),
          ),
          field_embed_url: CENTRE.mapEmbed,
          field_reversed: false,
        }),
        para('spacer', { field_colour: 'transparent' }),
      ]),
    },
  })

  // ---- centre map PDF ------------------------------------------------------------------------
  const pdf = centreMapPdf(
    CENTRE.name,
    [...stores.values()].map((s) => ({ title: s.name, shopNumber: s.shop })),
  )
  fs.writeFileSync(path.join(out, 'files', CENTRE.centreMapPdf), pdf)
  const pdfInfo = { path: CENTRE.centreMapPdf, mime: 'application/pdf', size: pdf.length }

  // ---- menus ---------------------------------------------------------------------------------
  const santa = events.find((e) => e.slug === 'santa-photos')
  const newsCallout = articles.find((a) => a.slug === 'extended-trading-hours-for-christmas')
  const blogCallout = articles.find((a) => a.slug === '10-gift-ideas-under-50')
  const noCallout = {
    field_callout_title: null,
    field_callout_link: null,
    field_callout_image: image(null),
  }
  const callout = (title, uri, picture) => ({
    field_callout_title: title,
    field_callout_link: link(`internal:${uri}`),
    field_callout_image: image(picture, title),
  })
  const mainItems = [
    ['Home', 'internal:/'],
    ['Stores', 'internal:/stores'],
    ['Offers', 'internal:/offers'],
    ["What's on", 'internal:/whats-on'],
    ['Centre map', mapUri],
    ['Centre Information', 'internal:/information'],
  ]
  const mainLinks = {}
  mainItems.forEach(([title, uri], weight) => {
    mainLinks[title] = b.menuLink({
      key: `main:${title}`,
      menu: 'main',
      title,
      uri,
      weight,
      expanded: title === "What's on",
      fields: title === "What's on" ? callout(santa.title, santa.path, editorial.santa) : noCallout,
    })
  })
  ;[
    [
      'Events',
      'internal:/whats-on?filter=events',
      callout(santa.title, santa.path, editorial.santa),
    ],
    [
      'News',
      'internal:/whats-on?filter=news',
      callout(newsCallout.title, newsCallout.path, editorial[newsCallout.image]),
    ],
    [
      'Blog',
      'internal:/whats-on?filter=blog',
      callout(blogCallout.title, blogCallout.path, editorial[blogCallout.image]),
    ],
  ].forEach(([title, uri, fields], weight) =>
    b.menuLink({
      key: `main:What's on:${title}`,
      menu: 'main',
      title,
      uri,
      weight,
      parent: mainLinks["What's on"],
      fields,
    }),
  )
  ;[
    ['Home', 'internal:/'],
    ['Stores', 'internal:/stores'],
    ['Offers', 'internal:/offers'],
    ['News', 'internal:/whats-on?filter=news'],
    ['Events', 'internal:/whats-on?filter=events'],
    ['About Us', 'internal:/about-us'],
    ['Leasing', 'internal:/information#leasing-contact'],
    ['Work With Us', 'internal:/jobs'],
  ].forEach(([title, uri], weight) =>
    b.menuLink({ key: `footer:${title}`, menu: 'footer', title, uri, weight, fields: noCallout }),
  )

  // ---- blocks --------------------------------------------------------------------------------
  b.block('opening_hours', {
    key: 'opening-hours',
    info: 'Opening hours',
    fields: {
      field_default_hours: CENTRE.defaultHours,
      field_holidays: paragraphs(
        HOLIDAYS.map((h) =>
          para('holiday', {
            field_name: h.name,
            field_date: day(h.offset),
            field_hours: h.hours,
            field_closed: h.closed,
          }),
        ),
      ),
    },
  })
  b.block('site_settings', {
    key: 'site-settings',
    info: 'Site settings',
    fields: {
      field_site_name: CENTRE.name,
      field_phone: CENTRE.phone,
      field_email: CENTRE.email,
      field_address: text(`<p>${CENTRE.street}<br>${CENTRE.locality}</p>`),
      field_facebook: link(CENTRE.facebook, 'Facebook'),
      field_instagram: link(CENTRE.instagram, 'Instagram'),
      field_newsletter_link: link(CENTRE.newsletter, 'Subscribe & become a VIP today!'),
      field_kids_club_link: link(CENTRE.kidsClub, 'Sign up for the kids club'),
      field_centre_map: file(pdfInfo, 'Centre map (PDF)'),
      field_acknowledgement: text(ACKNOWLEDGEMENT),
      field_inclusion: text(INCLUSION),
    },
  })

  // ---- write ---------------------------------------------------------------------------------
  const counts = {}
  for (const [type, data] of b.output()) {
    fs.writeFileSync(
      path.join(out, 'resources', `${type}.json`),
      `${JSON.stringify({ data }, null, 2)}\n`,
    )
    counts[type] = data.length
  }
  const meta = {
    referenceDate: REFERENCE_DATE,
    timeZone: 'Australia/Canberra',
    centreName: CENTRE.name,
    source: 'generated by cms/generate/index.mjs',
    shiftedFields: [
      'field_publish_date',
      'field_expiry_date',
      'field_start_date',
      'field_end_date',
      'field_date',
    ],
    counts,
  }
  fs.writeFileSync(path.join(out, 'meta.json'), `${JSON.stringify(meta, null, 2)}\n`)

  // ---- fixtures ------------------------------------------------------------------------------
  const storeFx = (name, extra = {}) => {
    const s = store(name)
    return { title: s.name, path: `/stores/${s.slug}`, ...extra }
  }
  const byTitle = (list, title) => {
    const item = list.find((x) => x.title === title)
    if (!item) throw new Error(`fixture: ${title} not found`)
    return item
  }
  const giftFx = (title) => {
    const g = byTitle(gifts, title)
    return { title: g.title, path: g.path, price: g.price, originalPrice: g.originalPrice }
  }
  const offerFx = (title, state) => {
    const o = byTitle(offers, title)
    return {
      title: o.title,
      path: o.path,
      state,
      publishDate: o.publish === null ? null : day(o.publish),
      expiryDate: day(o.expiry),
      hasTerms: o.terms,
      hasBanner: o.banner,
    }
  }
  const articleFx = (title, state) => {
    const a = byTitle(articles, title)
    return {
      title: a.title,
      path: a.path,
      type: a.type,
      state,
      publishDate: day(a.publish),
      expiryDate: a.expiry === null ? null : day(a.expiry),
    }
  }
  const eventFx = (title) => {
    const e = byTitle(events, title)
    return {
      title: e.title,
      path: e.path,
      note: e.note,
      startDate: dateTime(...e.start),
      endDate: e.end ? dateTime(...e.end) : null,
    }
  }
  const jobFx = (title) => {
    const j = byTitle(jobs, title)
    return {
      title: j.title,
      path: j.path,
      employer: j.store,
      showForm: j.showForm,
      hasTerms: j.terms,
    }
  }
  const holidayFx = (name, offset) => {
    const h = HOLIDAYS.find((x) => x.name === name && x.offset === offset)
    return { name: h.name, date: day(h.offset), hours: h.hours, closed: h.closed }
  }
  Object.assign(fixtures, {
    _about:
      'Notable demo content for tests. Dates are as stored (reference date); the server shifts them by (today in Australia/Canberra - referenceDate) days unless CMS_SHIFT_DATES=0.',
    referenceDate: REFERENCE_DATE,
    centreName: CENTRE.name,
    homepage: { title: `Welcome to ${CENTRE.name}`, path: CENTRE.homepageAlias },
    storeCount: stores.size,
    giftCount: gifts.length,
    storeNullPhone: storeFx('Sock Drawer', { phone: null }),
    storeFreeTextPhone: storeFx('Willow & Wren', {
      phone: store('Willow & Wren').phone,
      shopNumber: store('Willow & Wren').shop,
    }),
    storeLongFreeTextPhone: storeFx("Cobbler's Corner", { phone: store("Cobbler's Corner").phone }),
    storeSchemelessWebsite: storeFx('Tallulah', { website: store('Tallulah').website }),
    storeNullWebsite: storeFx('Daily Grind Cafe', { website: null }),
    storeNoGiftCards: storeFx('Daily Grind Cafe', { giftCards: false }),
    storeNoBanner: storeFx('Juniper Row'),
    storeThumb300: storeFx('Tick Tock Watches', { thumbnail: { width: 300, height: 300 } }),
    storeDuplicateCategories: storeFx('Podium Sports', {
      categoryTids: store('Podium Sports').cats,
    }),
    storeNoOffersGiftsSimilar: storeFx('Torque Auto Accessories', { categoryTids: [65] }),
    storeNoSimilarSupermarket: storeFx('The Fresh Basket', { categoryTids: [60] }),
    storeWithOffersGiftsJobs: storeFx('Willow & Wren'),
    giftWithOriginalPrice: giftFx('Wrap Dress'),
    giftWithoutOriginalPrice: giftFx('Leather Handbag'),
    giftPrice50_00: giftFx('Canvas Market Tote'),
    giftPrice50_50: giftFx('Silk Sleep Mask'),
    giftPrice51_00: giftFx('Merino Beanie'),
    giftPrice100_99: giftFx('Family Board Game'),
    giftPrice101_00: giftFx('Kids Scooter'),
    giftPrice300_00: giftFx('Leather Handbag'),
    giftPrice300_99: giftFx('Cabin Suitcase'),
    giftPrice301_00: giftFx('Smart Watch'),
    giftMultipleRecipients: giftFx('Cooking Class Voucher'),
    offerCurrent: offerFx('Up to 50% off winter knits', 'current (no publish date)'),
    offerCurrentPublished: offerFx(
      'Buy one, get one half price on shoes',
      'current (published in the past)',
    ),
    offerNoTermsNoBanner: offerFx('Free coffee with any breakfast', 'current'),
    offerExpired: offerFx('End of season menswear sale', 'expired'),
    offerExpiredYesterday: offerFx('Free monogramming on leather goods', 'expired (yesterday)'),
    offerFuture: offerFx('Christmas gift packs from $29', 'not yet published'),
    offerExpiresToday: offerFx('Last day: 30% off bed linen', 'current (expires today)'),
    offerPublishedToday: offerFx('Kids shoes 2 for $60', 'current (published today)'),
    articleCurrentNews: articleFx(
      'Extended trading hours for Christmas',
      'published, expires later',
    ),
    articleNoExpiry: articleFx('New stores open in the Homemaker Centre', 'published, no expiry'),
    articleExpired: articleFx('Car park upgrade complete', 'expired'),
    articleExpiredBlog: articleFx('Winter layering guide', 'expired'),
    articleFuture: articleFx(
      'Coming soon: Lunar New Year at the centre',
      'future-dated (publish date after today)',
    ),
    articleFutureBlog: articleFx('School holiday activities for kids', 'future-dated'),
    articlePublishedToday: articleFx('Boxing Day sale preview', 'published today'),
    articleExpiresToday: articleFx('Black Friday checklist', 'expires today'),
    articleNoImages: articleFx(
      'Free wifi now available centre-wide',
      'published, no thumbnail or banner',
    ),
    eventPastSingleDay: eventFx('Kids Club Craft Morning'),
    eventTodaySingleDay: eventFx('Pet Adoption Day'),
    eventFutureSingleDay: eventFx('Spring Fashion Parade'),
    eventCurrentSameMonth: eventFx('Pop-up Makers Market'),
    eventSameYear: eventFx('Santa Photos'),
    eventCurrentCrossYear: eventFx('Gift Wrapping for Charity'),
    eventFutureCrossYear: eventFx('Summer Holiday Program'),
    eventPastCrossYear: eventFx('Back to School Expo'),
    eventPastSameMonth: eventFx('Winter Warmers Week'),
    eventNoEndDate: eventFx('Twilight Shopping Night'),
    eventPastNoEndDate: eventFx('Quiet Hour Shopping'),
    jobWithForm: jobFx('Retail Assistant (Casual)'),
    jobWithFormNoTerms: jobFx('Store Manager'),
    jobWithoutForm: jobFx('Barista'),
    jobWithoutFormWithTerms: jobFx('Visual Merchandiser'),
    holidayClosedUpcoming: holidayFx('Christmas Day', 34),
    holidayOpenUpcoming: holidayFx('Boxing Day', 35),
    holidayClosedPast: holidayFx('Good Friday', -232),
    holidayOpenPast: holidayFx('Labour Day', -47),
    slides: slideDefs.map((s, i) => ({
      index: i,
      text: s.text || slides[s.slide].title,
      note: s.note,
      visibleOnReferenceDate: s.visible,
      publishDate: s.publish ? dateTime(...s.publish) : null,
      expiryDate: s.expiry ? dateTime(...s.expiry) : null,
    })),
    pages,
    leasingAnchor: { path: '/information', anchor: 'leasing-contact' },
    colouringPage: { path: '/kids-club-colouring-competition', formName: 'colouring competition' },
    restrictedGiftGuide: {
      path: '/christmas-gift-guide',
      categoryTids: [29, 12, 47],
      recipientTids: [62, 64],
    },
    centreMapPdf: { path: `/sites/default/files/${CENTRE.centreMapPdf}` },
  })
  fs.writeFileSync(path.join(out, 'fixtures.json'), `${JSON.stringify(fixtures, null, 2)}\n`)

  const onDisk = fs
    .readdirSync(path.join(out, 'files'), { recursive: true })
    .filter((f) => fs.statSync(path.join(out, 'files', f)).isFile())
  const bytes = onDisk.reduce((sum, f) => sum + fs.statSync(path.join(out, 'files', f)).size, 0)
  log(`Snapshot written to ${path.relative(process.cwd(), out) || out}`)
  for (const [type, n] of Object.entries(counts)) log(`  ${type}: ${n}`)
  log(
    `  files on disk: ${onDisk.length} (${b.files.size} referenced), ${(bytes / 1048576).toFixed(1)} MB`,
  )
  return { counts, fixtures }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  try {
    await generate(parseArgs(process.argv.slice(2)))
  } catch (err) {
    console.error(`cms:generate failed: ${err.stack || err.message}`)
    process.exit(1)
  }
}
