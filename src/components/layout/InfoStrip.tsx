import React from 'react'
import { Link } from 'gatsby'
import { Icon } from '../common/Icon'
import { SmartLink } from '../common/SmartLink'
import { OpeningHoursMessage, OpenNowStatus } from './OpeningHoursStatus'
import * as S from './InfoStrip.styles'

/**
 * The info strip at the top of the header: Trading Hours with today's opening hours (labelled
 * 'Opening Hours' in the compact mobile layout), Free Wifi / Free Parking / Accessible
 * (to /information) and the centre map PDF.
 */
export function InfoStrip({ centreMapUrl }: { centreMapUrl?: string | null }) {
  return (
    <S.Strip data-info-strip="">
      <S.StripInner>
        <S.StripHours to="/trading-hours/">
          <Icon name="clock" size={18} />
          <S.StripLabel>
            <S.DesktopOnly>Trading Hours</S.DesktopOnly>
            <S.MobileOnly>Opening Hours</S.MobileOnly>:
          </S.StripLabel>
          <OpeningHoursMessage onDark />
          <S.DesktopOnly>
            <OpenNowStatus onDark />
          </S.DesktopOnly>
        </S.StripHours>
        <S.StripLinks>
          <li>
            <Link to="/information/">
              <Icon name="wifi" size={18} />
              Free Wifi
            </Link>
          </li>
          <li>
            <Link to="/information/">
              <Icon name="parking" size={18} />
              Free Parking
            </Link>
          </li>
          <li>
            <Link to="/information/">
              <Icon name="disabled" size={18} />
              Accessible
            </Link>
          </li>
          {centreMapUrl && (
            <li>
              <SmartLink to={centreMapUrl}>
                <Icon name="map" size={18} />
                Centre map
              </SmartLink>
            </li>
          )}
        </S.StripLinks>
      </S.StripInner>
    </S.Strip>
  )
}
