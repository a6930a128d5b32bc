import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Checkbox } from '@ui/checkbox'
import { selectClasses } from '@ui/field'
import type { ActivitySearchResults } from '@contract/schemas/activities'
import type { ActivitySearchParams } from '@/lib/activity-params'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { categoryLabels, durationLabels, timeOfDayLabels } from '@/shared/booking/activity-labels'

type Facets = ActivitySearchResults['facets']

function Group<T extends string>({
  legend,
  options,
  chosen,
  labels,
  onChange,
}: {
  legend: string
  options: { value: T; count: number }[]
  chosen: T[]
  labels: Record<string, MessageDescriptor>
  onChange: (next: T[]) => void
}) {
  const { i18n } = useLingui()
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">{legend}</legend>
      {options.map(({ value, count }) => (
        <Checkbox
          key={value}
          checked={chosen.includes(value)}
          onChange={(e) => onChange(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))}
          label={`${i18n._(labels[value]!)} (${i18n.number(count)})`}
        />
      ))}
    </fieldset>
  )
}

/** Category, duration, time of day and the most an adult ticket may cost; each change searches again at once. */
export function ActivityFilters({
  params,
  facets,
  currency,
  onChange,
  showPrice,
}: {
  params: ActivitySearchParams
  facets: Facets
  currency: string
  onChange: (change: Partial<ActivitySearchParams>) => void
  showPrice: boolean
}) {
  const { t } = useLingui()
  const money = usePricedMoney()
  const priceId = useId()
  const price = facets.price
  const steps = price ? [0.25, 0.5, 0.75].map((f) => Math.ceil((price.min + (price.max - price.min) * f) / 100) * 100) : []
  return (
    <aside aria-label={t`Filters`} className="flex flex-col gap-4 text-sm">
      <Group
        legend={t`Category`}
        options={facets.categories.map((c) => ({ value: c.category, count: c.count }))}
        chosen={params.categories}
        labels={categoryLabels}
        onChange={(categories) => onChange({ categories })}
      />
      <Group
        legend={t`Duration`}
        options={facets.durations.map((d) => ({ value: d.band, count: d.count }))}
        chosen={params.durations}
        labels={durationLabels}
        onChange={(durations) => onChange({ durations })}
      />
      <Group
        legend={t`Time of day`}
        options={facets.timesOfDay.map((d) => ({ value: d.time, count: d.count }))}
        chosen={params.times}
        labels={timeOfDayLabels}
        onChange={(times) => onChange({ times })}
      />
      {showPrice && price && (
        <div className="flex flex-col gap-1">
          <label htmlFor={priceId} className="font-medium">
            <Trans>Adult ticket up to</Trans>
          </label>
          <select
            id={priceId}
            className={selectClasses}
            value={params.priceMax ?? ''}
            onChange={(e) => onChange({ priceMax: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t`Any price`}</option>
            {[...new Set([...steps, ...(params.priceMax !== null ? [params.priceMax] : [])])].map((max) => (
              <option key={max} value={max}>
                {money(max, currency)}
              </option>
            ))}
          </select>
        </div>
      )}
    </aside>
  )
}
