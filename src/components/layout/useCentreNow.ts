import { useEffect, useState } from 'react'
import { useSiteData } from '../../hooks/useSiteData'

/**
 * "Now" for time-dependent rules (opening hours, visibility by date). The server-rendered HTML
 * and the first client render use the build time (so hydration matches); right after
 * hydration it becomes the visitor's real time, refreshed every `refreshMs` (default 1 min).
 * The rules in src/lib then work it out on Canberra's calendar.
 */
export function useCentreNow(refreshMs = 60_000): Date {
  const { buildTime } = useSiteData()
  const [now, setNow] = useState(() => (buildTime ? new Date(buildTime) : new Date(0)))
  useEffect(() => {
    setNow(new Date())
    if (!refreshMs) return
    const timer = window.setInterval(() => setNow(new Date()), refreshMs)
    return () => window.clearInterval(timer)
  }, [refreshMs])
  return now
}
