import { useEffect, useState } from 'react'

/** The window's width, kept up to date on resize; null in the server render and before mount. */
export function useViewportWidth(): number | null {
  const [width, setWidth] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}
