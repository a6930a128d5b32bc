import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '@ui/checkbox'
import { selectClasses } from '@ui/field'
import type { CarSearchResults } from '@contract/schemas/cars'
import type { CarSearchParams } from '@/lib/car-params'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { transmissionLabels } from '@/features/cars/car-labels'

type Facets = CarSearchResults['facets']

function Group({
  legend,
  options,
  chosen,
  label,
  onChange,
}: {
  legend: string
  options: { value: string; count: number }[]
  chosen: string[]
  label: (value: string) => string
  onChange: (next: string[]) => void
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
          label={`${label(value)} (${i18n.number(count)})`}
        />
      ))}
    </fieldset>
  )
}

/** Category, transmission, rental company and the most the rental may cost; each change searches again at once. */
export function CarFilters({
  params,
  facets,
  currency,
  cheapest,
  onChange,
  showPrice,
}: {
  params: CarSearchParams
  facets: Facets
  currency: string
  /** The cheapest and dearest totals of the page shown, for the price steps. */
  cheapest: { min: number; max: number } | null
  onChange: (change: Partial<CarSearchParams>) => void
  showPrice: boolean
}) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const priceId = useId()
  const transmissionId = useId()
  const steps = cheapest ? [0.25, 0.5, 0.75, 1].map((f) => Math.ceil((cheapest.min + (cheapest.max - cheapest.min) * f) / 100) * 100) : []
  const chosenMax = params.priceMaxMinor ?? null
  return (
    <aside aria-label={t`Filters`} className="flex flex-col gap-4 text-sm">
      <Group
        legend={t`Category`}
        options={facets.categories}
        chosen={params.categories ?? []}
        label={(value) => value}
        onChange={(categories) => onChange({ categories })}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={transmissionId} className="font-medium">
          <Trans>Transmission</Trans>
        </label>
        <select
          id={transmissionId}
          className={selectClasses}
          value={params.transmission ?? ''}
          onChange={(e) => onChange({ transmission: e.target.value === '' ? null : (e.target.value as 'manual' | 'automatic') })}
        >
          <option value="">{t`Any`}</option>
          {facets.transmissions.map(({ value, count }) => (
            <option key={value} value={value}>
              {i18n._(transmissionLabels[value as 'manual' | 'automatic'])} ({i18n.number(count)})
            </option>
          ))}
        </select>
      </div>
      <Group
        legend={t`Rental company`}
        options={facets.suppliers}
        chosen={params.suppliers ?? []}
        label={(value) => value}
        onChange={(suppliers) => onChange({ suppliers })}
      />
      {showPrice && (
        <div className="flex flex-col gap-1">
          <label htmlFor={priceId} className="font-medium">
            <Trans>Total price up to</Trans>
          </label>
          <select
            id={priceId}
            className={selectClasses}
            value={chosenMax ?? ''}
            onChange={(e) => onChange({ priceMaxMinor: e.target.value === '' ? null : Number(e.target.value) })}
          >
            <option value="">{t`Any price`}</option>
            {[...new Set([...steps, ...(chosenMax !== null ? [chosenMax] : [])])].map((max) => (
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
