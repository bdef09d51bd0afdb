import { graphql, useStaticQuery } from 'gatsby'

/** Site-wide settings from the CMS, with the build's site metadata. */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
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
        acknowledgement
        inclusion
      }
      allMenuItem(sort: { weight: ASC }) {
        nodes {
          drupalId
          menu
          title
          url
          weight
          parentId
        }
      }
    }
  `)
  const settings = data.siteSettings
  return {
    siteName: settings?.siteName || data.site?.siteMetadata?.title || 'Outlet Centre',
    siteUrl: data.site?.siteMetadata?.siteUrl ?? '',
    description: data.site?.siteMetadata?.description ?? '',
    settings,
    menuItems: data.allMenuItem.nodes,
  }
}
