import { useEffect, type RefObject } from 'react'

/**
 * While `active`, marks an Escape pressed inside `ref` as handled before it reaches an enclosing
 * Radix Dialog, so Escape closes the popup (or undoes the typing) and not the whole dialog.
 *
 * Radix listens on the document in the capture phase and dismisses only when the event's default
 * is not yet prevented; a capture listener on the window runs before it. The owner's own keydown
 * handler still receives the event and does the closing.
 */
export function useEscapeGuard(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const view = ref.current?.ownerDocument.defaultView
    if (!active || !view) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target instanceof Node && ref.current?.contains(event.target)) {
        event.preventDefault()
      }
    }
    view.addEventListener('keydown', onKeyDown, true)
    return () => view.removeEventListener('keydown', onKeyDown, true)
  }, [ref, active])
}
