import React from 'react'
import { Link } from 'gatsby'
import { OpeningHoursMessage } from '../layout/OpeningHoursStatus'
import { opensInNewTab } from '../../lib/links'
import { shopLocationLabel, websiteHref, websiteLabel } from '../../lib/stores/storeInfo'
import { PhoneText } from '../common/PhoneText'
import { StoreInfoIcon } from './StoreInfoIcon'
import * as S from './StoreInfoPanel.styles'

/**
 * The store info panel's list: website link, phone, the centre's opening hours, gift cards and
 * shop number, each with its icon. Missing values (no website, no phone) are left out.
 */
export function StoreInfoList({ store }: { store: Queries.StoreInfoPanelFragment }) {
  const website = websiteHref(store.website)

  return (
    <S.List>
      {website && (
        <li>
          <StoreInfoIcon name="web" />
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
          <StoreInfoIcon name="phone" />
          <span>
            <span className="visually-hidden">Phone: </span>
            <PhoneText phone={store.phone} />
          </span>
        </li>
      )}
      <li>
        <StoreInfoIcon name="clock" />
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
          <StoreInfoIcon name="card" />
          <span>Gift cards accepted</span>
        </li>
      )}
      {store.shopNumber && (
        <li>
          <StoreInfoIcon name="pin" />
          <span>{shopLocationLabel(store.shopNumber)}</span>
        </li>
      )}
    </S.List>
  )
}
