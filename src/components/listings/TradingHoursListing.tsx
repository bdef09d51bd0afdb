import React from 'react'
import { useSiteData } from '../../hooks/useSiteData'
import { useToday } from '../../hooks/useToday'
import { OpeningHoursMessage, OpenNowStatus } from '../layout/OpeningHoursStatus'
import { defaultHoursOf, holidayDate, hoursOn, upcomingHolidays } from '../../lib/openingHours'
import * as S from './ContentListing.styles'
import * as T from './TradingHoursListing.styles'

/**
 * /trading-hours/: today's status, the centre's default hours and every upcoming holiday with
 * its hours or 'Closed', all for the visitor's Canberra day (the build's day until hydration).
 */
export function TradingHoursListing() {
  const { openingHours } = useSiteData()
  const today = useToday()
  const holidays = upcomingHolidays(openingHours, today)
  return (
    <S.Section as="div">
      <T.Grid>
        <T.Panel aria-labelledby="hours-today">
          <h2 id="hours-today">Today</h2>
          <T.Today>
            <OpeningHoursMessage />
            <OpenNowStatus />
          </T.Today>
          <T.Default>
            Centre trading hours
            <br />
            <strong>Every day: {defaultHoursOf(openingHours)}</strong>
          </T.Default>
        </T.Panel>
        <T.Panel aria-labelledby="hours-holidays">
          <h2 id="hours-holidays">Public holiday trading hours</h2>
          {holidays.length ? (
            <T.Table>
              <thead>
                <tr>
                  <th scope="col">Holiday</th>
                  <th scope="col">Date</th>
                  <th scope="col">Hours</th>
                </tr>
              </thead>
              <tbody>
                {holidays.map((holiday) => {
                  const date = holidayDate(holiday)
                  const day = hoursOn(openingHours, date)
                  return (
                    <tr key={`${holiday.name}-${date}`} data-testid="holiday-row">
                      <th scope="row">{holiday.name}</th>
                      <td>
                        <time dateTime={date}>{holiday.dateLabel}</time>
                      </td>
                      <td>{day.closed ? <T.Closed>Closed</T.Closed> : day.hours}</td>
                    </tr>
                  )
                })}
              </tbody>
            </T.Table>
          ) : (
            <p>No upcoming public holidays.</p>
          )}
        </T.Panel>
      </T.Grid>
    </S.Section>
  )
}
