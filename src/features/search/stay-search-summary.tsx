import { useId, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { formatInputDate } from '@ui/date-format'
import type { StayEntry } from '@/lib/stay-params'
import type { Place } from '@/features/search/search-form-rules'
import StaySearchForm from '@/features/search/stay-search-form'
import type { CompleteStaySearch } from '@/features/search/stay-search-request'
import { TravellerCount } from '@/shared/booking/traveller-count'

type Props = { search: CompleteStaySearch; place: Place; nights: number | null }

/** The way in a search reads as: condos, villas and holiday homes, or any rental. */
export function entryOf(search: Pick<CompleteStaySearch, 'types'>): StayEntry {
  const types = [...search.types].sort().join(',')
  return types === 'condo' ? 'condo' : types === 'house,villa' ? 'holidaystays' : 'stays'
}

/** The stays search in one line, and the search form to change its destination, dates or guests. */
export function StaySearchSummary({ search, place, nights }: Props) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState(false)
  const panelId = useId()
  const locale = i18n.locale || 'en-US'
  // Named once the answer names it; until then (or for an unknown id) neither the heading nor the form shows it.
  const where = place.type === 'destination' ? place.label : ''
  const dates = `${formatInputDate(search.checkIn, locale)} – ${formatInputDate(search.checkOut, locale)}`
  return (
    <section aria-label={t`Your search`} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <h1 className="text-xl font-bold">{where ? t`Stays: ${where}` : t`Stays`}</h1>
        <p className="text-sm text-ink-muted">
          {dates}
          {nights !== null && (
            <>
              {' · '}
              <Plural value={nights} one="# night" other="# nights" />
            </>
          )}
          {' · '}
          <TravellerCount travellers={search} />
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="sm:ms-auto"
          aria-expanded={editing}
          aria-controls={panelId}
          onClick={() => setEditing(!editing)}
        >
          <Trans>Edit search</Trans>
        </Button>
      </div>
      <div id={panelId} hidden={!editing}>
        {editing && (
          <StaySearchForm entry={entryOf(search)} initial={search} initialPlace={where ? place : null} onSearch={() => setEditing(false)} />
        )}
      </div>
    </section>
  )
}
