import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'

/**
 * A page opened from inside the app starts at its top, as a page loaded by the browser does: the
 * router keeps the window's scroll, so a checkout opened from a room far down a hotel page used to
 * open with its heading above the screen. Only a new path counts (filters and pages of results
 * change the query and keep their place), and not a step back or forward, whose place the browser
 * restores. Focus left on nothing (the link that had it went with the old page) moves to the main
 * content, so the next Tab starts there rather than at the top of the document; focus the new page
 * or the visitor placed (a field the page focuses, a link in the header) stays.
 */
/**
 * Whether focus is on nothing a visitor can see: the document itself, an element gone with the old
 * page, or one in the old page React keeps hidden (display: none) while the next page loads.
 */
function focusLost(element: Element | null): boolean {
  return element === null || element === document.body || !element.isConnected || element.closest('[style*="display: none"]') !== null
}

export function PageTop() {
  const [path] = useLocation()
  const traversed = useRef(false)
  const shown = useRef(path)
  useEffect(() => {
    const onTraverse = () => {
      traversed.current = true
    }
    window.addEventListener('popstate', onTraverse)
    return () => window.removeEventListener('popstate', onTraverse)
  }, [])
  useEffect(() => {
    if (shown.current === path) return
    shown.current = path
    if (traversed.current) {
      traversed.current = false
      return
    }
    window.scrollTo(0, 0)
    if (focusLost(document.activeElement)) document.getElementById('main')?.focus({ preventScroll: true })
  }, [path])
  return null
}
