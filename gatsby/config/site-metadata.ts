/**
 * The centre's name and default description: Gatsby's `siteMetadata` (gatsby-config.ts), and
 * the name the web app manifest (static/site.webmanifest) must repeat.
 */
export const SITE_NAME = 'Molonglo Outlet Centre'

/** The default page description. */
export const DEFAULT_DESCRIPTION =
  "Canberra's only outlet centre: up to 70% off across factory outlet and Homemaker Centre retailers."
