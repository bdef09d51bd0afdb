import { graphql, useStaticQuery } from 'gatsby'

/** Site-wide settings from the CMS, with the build's site metadata, menus and opening hours. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildDayStart
        siteMetadata {
          title
          siteUrl
          description
        }
      }
      siteSettings {
        siteName
        phone
        email
        address
        facebookUrl
        instagramUrl
        newsletterUrl
        kidsClubUrl
        centreMapUrl
        centreMapPath
        acknowledgement
        inclusion
      }
      fallbackBanner: file(
        sourceInstanceName: { eq: "assets" }
        relativePath: { eq: "banner-fallback.jpg" }
      ) {
        publicURL
      }
      openingHours {
        defaultHours
        holidays {
          name
          date
          dateLabel: date(format: WEEKDAY)
          hours
          closed
        }
      }
      # Ties in weight (links of other menus and levels) by title, then id: an incremental
      # build, which remakes an edited link last, gives the order a cold build gives.
      allMenuItem(sort: [{ weight: ASC }, { title: ASC }, { drupalId: ASC }]) {
        nodes {
          drupalId
          menu
          title
          url
          weight
          parentId
          callout {
            title
            url
            image {
              alt
              localFile {
                childImageSharp {
                  gatsbyImageData(width: 384, height: 240, layout: CONSTRAINED)
                }
              }
            }
          }
        }
      }
    }
  `)
  const settings = data.siteSettings
  return {
    siteName: settings?.siteName || data.site?.siteMetadata?.title || 'Outlet Centre',
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    description: data.site?.siteMetadata?.description ?? '',
    /**
     * Midnight (Canberra) of the day the site was built (ISO): the "now" of the server-rendered
     * HTML. Day-grained on purpose, so an unchanged page stays unchanged from one build to the
     * next that day (incremental builds rebuild only what changed).
     */
    buildTime: data.site?.buildDayStart ?? null,
    settings,
    openingHours: data.openingHours,
    /** Published URL of the fallback banner (900x450) for content without a banner. */
    fallbackBannerUrl: data.fallbackBanner?.publicURL ?? null,
    menuItems: data.allMenuItem.nodes,
  }
}

export type SiteMenuItem = ReturnType<typeof useSiteData>['menuItems'][number]
