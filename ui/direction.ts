import { useSyncExternalStore } from 'react'

/** The inline direction of a page or of a part of it. */
export type TextDirection = 'ltr' | 'rtl'

/**
 * The direction an element is laid out in: the `dir` of its nearest ancestor that sets one (the
 * document's `<html dir>` follows the language), else left-to-right. Keyboard handlers use it so
 * that ArrowLeft and ArrowRight move the way they point in a mirrored layout.
 */
export function textDirectionAt(element: Element): TextDirection {
  return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr'
}

function subscribeToDocumentDirection(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] })
  return () => observer.disconnect()
}

/**
 * The document's direction (`<html dir>`), re-rendering when it changes. Radix primitives that
 * lay out or move along a row (tabs, menus) set their own `dir`, left to right unless told, so
 * the wrappers pass this one.
 */
export function useDocumentDirection(): TextDirection {
  return useSyncExternalStore(
    subscribeToDocumentDirection,
    () => textDirectionAt(document.documentElement),
    () => 'ltr',
  )
}
