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
