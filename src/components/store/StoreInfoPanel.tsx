import React from 'react'
import { graphql, Link } from 'gatsby'
import { CmsImage } from '../common/CmsImage'
import { OpeningHoursMessage } from '../layout/OpeningHoursStatus'
import { useSiteData } from '../../hooks/useSiteData'
import { opensInNewTab } from '../../lib/links'
import { shopLocationLabel, websiteHref, websiteLabel } from '../../lib/stores'
import { PhoneText } from '../common/PhoneText'
import * as S from './StoreInfoPanel.styles'

type IconName = 'web' | 'phone' | 'clock' | 'card' | 'pin'

const ICON_PATHS: Record<IconName, string> = {
  web: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4v5l3 2',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  pin: 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
}

function Icon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={ICON_PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The store info panel (store page and gift page): logo, name, website link, phone, opening
 * hours, gift cards, shop number, the store map and the centre map link. Missing values
 * (no website, no phone) are left out.
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
  const website = websiteHref(store.website)
  const centreMap = settings?.centreMapUrl
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
      <S.List>
        {website && (
          <li>
            <Icon name="web" />
            <a
              href={website}
              {...(opensInNewTab(website) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              data-testid="store-website"
            >
              {websiteLabel(store.title)}
              {opensInNewTab(website) && (
                <span className="visually-hidden"> (opens in a new tab)</span>
              )}
            </a>
          </li>
        )}
        {store.phone && (
          <li data-testid="store-phone">
            <Icon name="phone" />
            <span>
              <span className="visually-hidden">Phone: </span>
              <PhoneText phone={store.phone} />
            </span>
          </li>
        )}
        <li>
          <Icon name="clock" />
          <span>
            <S.Label>Opening hours</S.Label>
            <OpeningHoursMessage />{' '}
            <Link to="/trading-hours/">
              Trading hours<span className="visually-hidden"> of the centre</span>
            </Link>
          </span>
        </li>
        {store.giftCards && (
          <li>
            <Icon name="card" />
            <span>Gift cards accepted</span>
          </li>
        )}
        {store.shopNumber && (
          <li>
            <Icon name="pin" />
            <span>{shopLocationLabel(store.shopNumber)}</span>
          </li>
        )}
      </S.List>
      {store.map && (
        <S.Map>
          <CmsImage
            image={{
              ...store.map,
              alt: store.map.alt?.trim() || `Map showing where ${store.title} is in the centre`,
            }}
            priority={priority}
          />
        </S.Map>
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
