import { useEffect, useState } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import { canberraDay, type Day } from '../lib/dates'

/** The Canberra day the site was built on. */
export function useBuildDay(): Day {
  const data = useStaticQuery<Queries.BuildTimeQuery>(graphql`
    query BuildTime {
      site {
        buildDayStart
      }
    }
  `)
  return canberraDay(data.site?.buildDayStart ?? new Date())
}

/**
 * "Today" as a Canberra day. The server render and the first browser render use the build
 * date (so hydration matches the HTML); after mount it becomes the visitor's Canberra day,
 * so a site built last week never shows an expired offer.
 */
export function useToday(): Day {
  const buildDay = useBuildDay()
  const [today, setToday] = useState<Day>(buildDay)
  useEffect(() => {
    setToday(canberraDay())
  }, [])
  return today
}
