import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Whether the side menu is open. Every route change closes it. While it is open, focus moves
 * to its close button and the page behind does not scroll; when it closes, focus returns to
 * the toggle button if the close asked for it (not after a navigation, when the new page
 * takes focus).
 */
export function useSideMenuOpen(routeKey: string) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const restoreFocus = useRef(false)

  const close = useCallback((returnFocus: boolean) => {
    restoreFocus.current = returnFocus
    setOpen(false)
  }, [])

  // Every route change closes the menu.
  useEffect(() => close(false), [routeKey, close])

  useEffect(() => {
    if (open) {
      const frame = window.requestAnimationFrame(() => closeButton.current?.focus())
      const previous = document.body.style.overflow
      document.body.style.overflow = 'hidden'
      return () => {
        window.cancelAnimationFrame(frame)
        document.body.style.overflow = previous
      }
    }
    if (restoreFocus.current) {
      restoreFocus.current = false
      toggle.current?.focus()
    }
  }, [open])

  return { open, openMenu: () => setOpen(true), close, toggle, closeButton }
}
