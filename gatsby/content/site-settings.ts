import { defineContentType } from './types'
import { str, richText, link, refIds } from './fields'

export default defineContentType({
  drupal: 'block_content__site_settings',
  domain: 'SiteSettings',
  typeDefs: /* GraphQL */ `
    type SiteSettings implements Node @dontInfer {
      siteName: String!
      phone: String
      email: String
      address: String
      facebookUrl: String
      instagramUrl: String
      newsletterUrl: String
      kidsClubUrl: String
      "Published URL of the centre map PDF"
      centreMapUrl: String
      "Path of the centre map page (the first page with a Centre map section), or null"
      centreMapPath: String
      acknowledgement: String
      inclusion: String
    }
  `,
  map: (n, ctx) => ({
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
  }),
})
