import { Fragment, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'

/**
 * Counts side by side, with the separators of the reader's language ("2 adults, 1 child"; in
 * Arabic joined by "و", in Japanese by a space): Intl.ListFormat's unit list lays the parts out
 * and each part stays the element it was (a <Plural>, a <Trans>). Parts given as false, null or
 * undefined are left out, so a list never starts or ends with a separator.
 */
export function CountList({ items }: { items: readonly ReactNode[] }) {
  const { i18n } = useLingui()
  const present = items.filter((item) => item !== false && item !== null && item !== undefined)
  const parts = new Intl.ListFormat(i18n.locale || 'en-US', { type: 'unit', style: 'long' }).formatToParts(present.map((_, i) => String(i)))
  return (
    <>
      {parts.map((part, key) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder; their order is the list's
        part.type === 'element' ? <Fragment key={key}>{present[Number(part.value)]}</Fragment> : part.value,
      )}
    </>
  )
}
