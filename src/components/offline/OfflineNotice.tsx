import React from 'react'
import { Link } from 'gatsby'
import { useSiteData } from '../../hooks/useSiteData'
import { useToday } from '../../hooks/useToday'
import { OFFLINE_PAGES, offlineHours } from '../../lib/offline'
import { PhoneText } from '../common/PhoneText'
import { RichText } from '../common/RichText'
import * as S from './OfflineNotice.styles'

/**
 * What a visitor with no signal sees for a page the site has not saved on their device: the
 * trading hours of the coming days, how to reach the centre, and the pages that do work. The
 * service worker shows a copy of it without the app's scripts (offline.html), where
 * /offline-page.js picks out today, says when it stands for a search, and lists the pages the
 * visitor has opened.
 */
export function OfflineNotice() {
  const { settings, openingHours } = useSiteData()
  const today = useToday()
  const days = offlineHours(openingHours, today)
  return (
    <S.Wrap>
      <S.Card>
        <h1>You&apos;re offline</h1>
        <p data-offline-reason="page">
          This page isn&apos;t saved on your device, so it can&apos;t be shown without a connection.
          It will load when you&apos;re back online.
        </p>
        <p data-offline-reason="search" hidden>
          Search needs a connection: try again when you&apos;re back online. The pages below work
          without one.
        </p>
        <S.Part aria-labelledby="offline-hours">
          <h2 id="offline-hours">Trading hours</h2>
          <S.Days data-offline-days="">
            {days.map((day) => (
              <li
                key={day.date}
                data-date={day.date}
                data-today={day.date === today ? '' : undefined}
              >
                <span>{day.label}</span> <strong>{day.hours}</strong>
              </li>
            ))}
          </S.Days>
        </S.Part>
        <S.Part aria-labelledby="offline-contact">
          <h2 id="offline-contact">Contact the centre</h2>
          {settings?.address ? (
            <address>
              <RichText html={settings.address} />
            </address>
          ) : null}
          {settings?.phone ? (
            <p>
              Phone: <PhoneText phone={settings.phone} />
            </p>
          ) : null}
        </S.Part>
        <S.Part aria-labelledby="offline-pages">
          <h2 id="offline-pages">Available offline</h2>
          <S.Pages>
            {OFFLINE_PAGES.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>{page.name}</Link>
              </li>
            ))}
          </S.Pages>
          <div data-offline-visited="" hidden>
            <h3>Pages you&apos;ve opened</h3>
            <S.Pages />
          </div>
        </S.Part>
      </S.Card>
    </S.Wrap>
  )
}
