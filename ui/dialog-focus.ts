import { useEffect, type RefObject } from 'react'

/**
 * Where focus goes when a dialog closes (WCAG 2.4.3): back to the element that opened it, or, for a
 * dialog that opened by itself (a sign-up link, a signed-in-only page), to the page's main heading.
 * Radix returns focus only to a `DialogTrigger`; our dialogs are mostly opened from code (a menu
 * item, a route), so without this focus fell to `<body>` and a keyboard user started over at the top.
 */

// Dialogs open now, and the opener a closing dialog hands to the one that replaces it (sign-in → forgot password).
const openDialogs = new Set<object>()
let handedOver: HTMLElement | null = null

// The last element focused outside any dialog, read as "what opened it" when a dialog mounts in the same
// moment its opener went away: a menu item stands for its menu's button, since the menu closes as the dialog opens.
let lastFocus: HTMLElement | null = null
function rememberFocus(event: FocusEvent) {
  const target = event.target
  if (!(target instanceof HTMLElement) || target.closest('[role="dialog"]')) return
  const menu = target.closest('[role="menu"]')
  const menuButton = menu?.id ? [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === menu.id) : undefined
  lastFocus = menuButton ?? target
}
if (typeof document !== 'undefined') document.addEventListener('focusin', rememberFocus, true)

function focusable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && element.isConnected && !element.closest('[inert]')
}

/**
 * Rendered inside a dialog's content, so it mounts when the dialog opens: remembers in `openerRef` what had
 * focus just before (its effect runs before Radix moves focus into the dialog). When the dialog that
 * was open just before hands over (sign-in → forgot password), that dialog's opener is this one's too.
 */
export function RememberOpener({ openerRef }: { openerRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const token = {}
    const active = document.activeElement
    openerRef.current = focusable(active) ? active : (handedOver ?? (focusable(lastFocus) ? lastFocus : null))
    openDialogs.add(token)
    return () => {
      openDialogs.delete(token)
      handedOver = openerRef.current
      // Only a dialog that opens in the same moment inherits it.
      setTimeout(() => {
        handedOver = null
      }, 0)
    }
  }, [openerRef])
  return null
}

/** Moves focus after a dialog closed: to its opener if it is still on the page, else to the main heading. */
export function returnFocus(opener: HTMLElement | null) {
  // Another dialog took this one's place (it holds the focus now), or focus already went somewhere on purpose.
  if (openDialogs.size > 0 || focusable(document.activeElement)) return
  if (focusable(opener)) opener.focus()
  // The opener may be gone or hidden (a menu item, a button the page no longer shows): then focus did not move.
  if (document.activeElement !== opener) focusMainHeading()
}

/** Focuses the page's main heading (made focusable from code only), or the main landmark when a page has none. */
export function focusMainHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus()
}
