import { useEffect, type RefObject } from 'react'

/**
 * Where focus goes when a dialog closes (WCAG 2.4.3): back to the element that opened it, or, for a
 * dialog that opened by itself (a sign-up link, a signed-in-only page), to the page's main heading.
 * Radix returns focus only to a `DialogTrigger`; our dialogs are mostly opened from code (a menu
 * item, a route), so without this focus fell to `<body>` and a keyboard user started over at the top.
 */

// Dialogs open now.
const openDialogs = new Set<object>()

// The opener a dialog leaves as it unmounts, for the dialog that takes its place in the same React commit
// (sign-in → forgot password, sign-in ↔ sign-up: one state in DialogsProvider renders one of them, so the old
// one's unmount and the new one's mount are one commit, once the new one's lazy chunk is there). It ends when a
// dialog takes it, when the closing dialog's own close step runs (Radix's onCloseAutoFocus, a task queued by that
// commit, so always after the mounts it made), or when focus lands on the page: no timer decides.
let handedOver: HTMLElement | null = null

/**
 * The element that stands for `element` as a place to return focus to: a menu item stands for its menu's
 * button. Radix selects a menu item inside `flushSync`, so the dialog it opens mounts while the item still has
 * focus; the menu closes in the next commit and takes the item with it. The button is found while the menu is
 * open, by the `aria-controls` that names the menu.
 */
function standIn(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]')
  if (!menu?.id) return element
  const button = [...document.querySelectorAll<HTMLElement>('[aria-controls]')].find((b) => b.getAttribute('aria-controls') === menu.id)
  return button ?? element
}

// The last element focused outside any dialog, read as "what opened it" when a dialog mounts after its opener
// went away.
let lastFocus: HTMLElement | null = null
function rememberFocus(event: FocusEvent) {
  const target = event.target
  if (!(target instanceof HTMLElement) || target.closest('[role="dialog"]')) return
  lastFocus = standIn(target)
  // Focus is back on the page: no dialog is taking another's place any more.
  handedOver = null
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
    openerRef.current = focusable(active) ? standIn(active) : (handedOver ?? (focusable(lastFocus) ? lastFocus : null))
    handedOver = null
    openDialogs.add(token)
    return () => {
      openDialogs.delete(token)
      handedOver = openerRef.current
    }
  }, [openerRef])
  return null
}

/**
 * A dialog's close step (its `onCloseAutoFocus`, after it unmounted): when no other dialog took its place and
 * nothing else took focus on purpose, moves focus to its opener if that is still on the page, else to the
 * main heading. `returnFocus: false` for a dialog whose caller moved focus itself.
 */
export function afterClose(opener: HTMLElement | null, { returnFocus = true }: { returnFocus?: boolean } = {}) {
  handedOver = null
  // Another dialog took this one's place (it holds the focus now), or focus already went somewhere on purpose.
  if (!returnFocus || openDialogs.size > 0 || focusable(document.activeElement)) return
  if (focusable(opener)) opener.focus()
  // The opener may be gone or hidden (a button the page no longer shows): then focus did not move.
  if (document.activeElement !== opener) focusMainHeading()
}

/** Focuses the page's main heading (made focusable from code only), or the main landmark when a page has none. */
export function focusMainHeading() {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')
  if (!target) return
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  target.focus()
}
