import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { useSiteData } from '../../hooks/useSiteData'
import { opensInNewTab } from '../../lib/links'
import { storeSlug } from '../../lib/centre-map'
import { StoreInfoList } from './StoreInfoList'
import { StoreLocationPlan } from './StoreLocationPlan'
import * as S from './StoreInfoPanel.styles'

/**
 * The store info panel (store page and gift page): logo, name, website link, phone, opening
 * hours, gift cards, shop number, where it is (the small plan of its level when the centre map
 * has its unit, else the store map image an editor set) and the links to the centre map (the
 * page, with the store shown on it, and the PDF). Missing values (no website, no phone) are
 * left out.
 */
export function StoreInfoPanel({
  store,
  linkName = false,
  className,
  priority = false,
}: {
  store: Queries.StoreInfoPanelFragment
  /** Link the store name to its page (on gift pages). */
  linkName?: boolean
  className?: string
  /** On the store page the panel opens the first screen on phones: fetch its images first. */
  priority?: boolean
}) {
  const { settings } = useSiteData()
  const centreMap = settings?.centreMapUrl
  // With a centre map page, a second link shows the store on it; the PDF stays a download.
  const mapPage = settings?.centreMapPath
  const headingId = `store-info-${store.id}`

  return (
    <S.Panel className={className} aria-labelledby={headingId} data-testid="store-info">
      {store.logo && (
        <S.Logo>
          <CmsImage image={{ ...store.logo, alt: '' }} objectFit="contain" priority={priority} />
        </S.Logo>
      )}
      <S.Name id={headingId}>
        {linkName ? <Link to={store.path}>{store.title}</Link> : store.title}
      </S.Name>
      <StoreInfoList store={store} />
      {store.mapLocation ? (
        <StoreLocationPlan title={store.title} location={store.mapLocation} />
      ) : (
        store.map && (
          <S.Map>
            <CmsImage
              image={{
                ...store.map,
                alt: store.map.alt?.trim() || `Map showing where ${store.title} is in the centre`,
              }}
              priority={priority}
            />
          </S.Map>
        )
      )}
      {mapPage && store.shopNumber && (
        <S.CentreMapLink href={`${mapPage}?store=${storeSlug(store.path)}`}>
          Show on the centre map
        </S.CentreMapLink>
      )}
      {centreMap && (
        <S.CentreMapLink
          href={centreMap}
          {...(opensInNewTab(centreMap) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          See centre map
          {opensInNewTab(centreMap) && (
            <span className="visually-hidden"> (opens in a new tab)</span>
          )}
        </S.CentreMapLink>
      )}
    </S.Panel>
  )
}

/** @public Gatsby reads a fragment by its name in the queries that spread it. */
export const fragment = graphql`
  fragment StoreInfoPanel on Store {
    id
    title
    path
    website
    phone
    giftCards
    shopNumber
    logo {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE)
        }
      }
    }
    mapLocation {
      ...StoreLocationPlan
    }
    map {
      alt
      localFile {
        childImageSharp {
          gatsbyImageData(width: 600, layout: CONSTRAINED)
        }
      }
    }
  }
`
