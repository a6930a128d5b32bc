import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import type { SearchResults } from '@contract/schemas/booking'
import type { SearchParams } from '@/lib/booking-params'
import { propertyAmenityCodes } from '@contract/amenities'
import { amenityLabel } from '@/lib/amenities'
import { parseMajor, toMajorText } from '@/features/search/format'
import { hasFilters, withoutFilters } from '@/features/search/search-request'

type Props = {
  search: SearchParams
  facets: SearchResults['facets']
  /** The currency of the prices and of the price filter (the selected one). */
  currency: string
  onChange: (search: SearchParams) => void
}

const toggled = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item])

/** Price per night, stars and amenities. Every change starts again from the first page. */
export function ResultsFilters({ search, facets, currency, onChange }: Props) {
  const { t, i18n } = useLingui()
  const change = (next: Partial<SearchParams>) => onChange({ ...search, ...next, page: 1 })
  const counted = <K,>(facet: { key: K; count: number }[], selected: K[]) => [
    ...facet,
    ...selected.filter((key) => !facet.some((f) => f.key === key)).map((key) => ({ key, count: 0 })),
  ]
  const stars = counted(
    facets.stars.map((f) => ({ key: f.stars, count: f.count })),
    search.stars,
  ).sort((a, b) => b.key - a.key)
  const order = (code: string) => {
    const index = propertyAmenityCodes.indexOf(code as never)
    return index < 0 ? propertyAmenityCodes.length : index
  }
  const amenities = counted(
    facets.amenities.map((f) => ({ key: f.code, count: f.count })),
    search.amenities,
  ).sort((a, b) => order(a.key) - order(b.key))
  return (
    <aside aria-label={t`Filters`} className="flex flex-col gap-5">
      <PriceFilter
        key={`${search.priceMin}-${search.priceMax}-${currency}`}
        search={search}
        bounds={facets.price}
        currency={currency}
        onApply={(priceMin, priceMax) => change({ priceMin, priceMax })}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Stars</Trans>
        </legend>
        {stars.map(({ key, count }) => (
          <Checkbox
            key={key}
            checked={search.stars.includes(key)}
            onChange={() => change({ stars: toggled(search.stars, key).sort((a, b) => a - b) })}
            label={
              <>
                <Plural value={key} one="# star" other="# stars" /> ({i18n.number(count)})
              </>
            }
          />
        ))}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Amenities</Trans>
        </legend>
        {amenities.map(({ key, count: found }) => {
          const label = amenityLabel(i18n, key)
          // In the language's digits (Arabic-Indic in ar-SA), under the message's own placeholder name.
          const count = i18n.number(found)
          return (
            <Checkbox
              key={key}
              checked={search.amenities.includes(key)}
              onChange={() => change({ amenities: toggled(search.amenities, key).sort() })}
              label={t`${label} (${count})`}
            />
          )
        })}
      </fieldset>
      {hasFilters(search) && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange(withoutFilters(search))}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </aside>
  )
}

type PriceProps = {
  search: Pick<SearchParams, 'priceMin' | 'priceMax'>
  bounds: SearchResults['facets']['price']
  currency: string
  onApply: (priceMin: number | null, priceMax: number | null) => void
}

/** Min and max per night in major units of the currency; the URL keeps minor units (the stays filters use it too). */
export function PriceFilter({ search, bounds, currency, onApply }: PriceProps) {
  const { t } = useLingui()
  const text = (minor: number | null) => (minor === null ? '' : toMajorText(minor, currency))
  const [min, setMin] = useState(text(search.priceMin))
  const [max, setMax] = useState(text(search.priceMax))
  const [invalid, setInvalid] = useState(false)
  function apply() {
    const parse = (value: string) => (value.trim() === '' ? null : parseMajor(value, currency))
    const [low, high] = [parse(min), parse(max)]
    const unreadable = (min.trim() !== '' && low === null) || (max.trim() !== '' && high === null)
    setInvalid(unreadable || (low !== null && high !== null && low > high))
    if (!unreadable && !(low !== null && high !== null && low > high)) onApply(low, high)
  }
  return (
    <Form onSubmit={apply} aria-label={t`Price per night`} gap="gap-2">
      <p className="text-sm font-semibold">
        <Trans>Price per night ({currency})</Trans>
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Field
          label={t`Minimum`}
          inputMode="decimal"
          value={min}
          onChange={(e) => setMin(e.target.value)}
          placeholder={bounds ? text(bounds.min) : undefined}
        />
        <Field
          label={t`Maximum`}
          inputMode="decimal"
          value={max}
          onChange={(e) => setMax(e.target.value)}
          placeholder={bounds ? text(bounds.max) : undefined}
        />
      </div>
      {invalid && (
        <p role="alert" className="text-sm text-red-700">
          <Trans>Enter amounts like 120 or 99.50, the minimum no higher than the maximum.</Trans>
        </p>
      )}
      <Button type="submit" variant="secondary" size="sm" className="self-start">
        <Trans>Apply price</Trans>
      </Button>
    </Form>
  )
}
