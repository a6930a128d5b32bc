import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { stayAmenityCodes, unitTypes, type StaySearchResults, type UnitType } from '@contract/schemas/stays'
import type { StaySearchParams } from '@/lib/stay-params'
import { stayAmenityLabel, unitTypeLabel } from '@/lib/stay-labels'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { PriceFilter } from '@/features/search/results-filters'
import { activeStayFilterCount, withoutStayFilters } from '@/features/search/stay-search-request'

type Props = {
  search: StaySearchParams
  results: StaySearchResults
  onChange: (search: StaySearchParams) => void
}

const toggled = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item])

/**
 * The stays filters (issue 16): the member's certificate, unit type, bedrooms, price per night and
 * amenities, each with how many stays it would leave. Every change starts again from the first page.
 */
export function StayFilters({ search, results, onChange }: Props) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const change = (next: Partial<StaySearchParams>) => onChange({ ...search, ...next, page: 1 })
  const { facets, certificate, currency } = results
  const amenities = stayAmenityCodes.filter((code) => search.amenities.includes(code) || facets.amenities.some((a) => a.code === code))
  return (
    <aside aria-label={t`Filters`} className="flex flex-col gap-5">
      {certificate && (
        <fieldset className="flex flex-col gap-1 rounded-lg bg-emerald-50 p-3">
          <legend className="sr-only">
            <Trans>Complimentary stays</Trans>
          </legend>
          <Checkbox
            checked={search.covered}
            onChange={() => change({ covered: !search.covered })}
            label={<Trans>Stays my certificate covers ({facets.covered ?? 0})</Trans>}
          />
          <p className="text-xs text-emerald-900">
            <Trans>
              {certificate.cardCode} pays up to {money(certificate.valueMinor, certificate.currency)}: these stays cost you nothing.
            </Trans>
          </p>
        </fieldset>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Type of rental</Trans>
        </legend>
        {unitTypes.map((type: UnitType) => {
          const label = unitTypeLabel(i18n, type)
          const n = facets.types.find((f) => f.type === type)?.count ?? 0
          return (
            <Checkbox
              key={type}
              checked={search.types.includes(type)}
              onChange={() => change({ types: unitTypes.filter((u) => toggled(search.types, type).includes(u)) })}
              label={t`${label} (${n})`}
            />
          )
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Bedrooms</Trans>
        </legend>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="bedrooms"
            className="size-4 accent-brand-primary"
            checked={search.bedrooms === null}
            onChange={() => change({ bedrooms: null })}
          />
          <Trans>Any number</Trans>
        </label>
        {facets.bedrooms.map(({ bedrooms, count: n }) => (
          <label key={bedrooms} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="bedrooms"
              className="size-4 accent-brand-primary"
              checked={search.bedrooms === bedrooms}
              onChange={() => change({ bedrooms })}
            />
            <span>
              <Plural value={bedrooms} one="# bedroom or more" other="# bedrooms or more" /> ({i18n.number(n)})
            </span>
          </label>
        ))}
      </fieldset>
      <PriceFilter
        key={`${search.priceMin}-${search.priceMax}-${currency}`}
        search={search}
        bounds={facets.price}
        currency={currency}
        onApply={(priceMin, priceMax) => change({ priceMin, priceMax })}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">
          <Trans>Amenities</Trans>
        </legend>
        {amenities.map((code) => {
          const label = stayAmenityLabel(i18n, code)
          const n = facets.amenities.find((a) => a.code === code)?.count ?? 0
          return (
            <Checkbox
              key={code}
              checked={search.amenities.includes(code)}
              onChange={() => change({ amenities: stayAmenityCodes.filter((c) => toggled(search.amenities, code).includes(c)) })}
              label={t`${label} (${n})`}
            />
          )
        })}
      </fieldset>
      {activeStayFilterCount(search) > 0 && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange(withoutStayFilters(search))}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </aside>
  )
}
