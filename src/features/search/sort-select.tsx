import { useId } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { selectClasses } from '@ui/field'
import type { Sort } from '@/lib/booking-params'

const sortLabels = {
  recommended: msg`Recommended`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  rating: msg`Guest rating`,
  distance: msg`Distance`,
} as const satisfies Record<Sort, unknown>

/**
 * The order of the results, among the line's sorts: hotels and resorts offer every one (distance
 * counts from the destination's centre or the visitor), rentals all but distance.
 */
export function SortSelect<S extends Sort>({ value, options, onChange }: { value: S; options: readonly S[]; onChange: (sort: S) => void }) {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t`Sort by`}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as S)} className={`${selectClasses} w-auto`}>
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(sortLabels[sort])}
          </option>
        ))}
      </select>
    </div>
  )
}
