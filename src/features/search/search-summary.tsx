import { useId, useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { formatInputDate } from '@ui/date-format'
import type { Kind } from '@/lib/booking-params'
import SearchForm from '@/features/search/search-form'
import type { Place } from '@/features/search/search-form-rules'
import type { CompleteSearch } from '@/features/search/search-request'
import { CountList } from '@/shared/count-list'
import { TravellerCount } from '@/shared/booking/traveller-count'

type Props = { kind: Kind; search: CompleteSearch; place: Place; nights: number | null }

/** The search in one line, and the search form to change it. */
export function SearchSummary({ kind, search, place, nights }: Props) {
  const { t, i18n } = useLingui()
  const [editing, setEditing] = useState(false)
  const panelId = useId()
  const locale = i18n.locale || 'en-US'
  // A destination the answer has not named yet (or never will: an unknown id) shows no name, and
  // the form to change the search starts without it.
  const where = place.type === 'near' ? t`Near you` : place.label
  const heading = kind === 'resort' ? (where ? t`Resorts: ${where}` : t`Resorts`) : where ? t`Hotels: ${where}` : t`Hotels`
  const dates = `${formatInputDate(search.checkIn, locale)} – ${formatInputDate(search.checkOut, locale)}`
  return (
    <section aria-label={t`Your search`} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-xl font-bold">{heading}</h1>
        <p className="text-sm text-ink-muted">
          {dates}
          {nights !== null && (
            <>
              {' · '}
              <Plural value={nights} one="# night" other="# nights" />
            </>
          )}
          {' · '}
          <CountList
            items={[
              <Plural key="rooms" value={search.rooms} one="# room" other="# rooms" />,
              <TravellerCount key="travellers" travellers={search} />,
            ]}
          />
        </p>
        <Button
          variant="secondary"
          size="sm"
          className="ms-auto"
          aria-expanded={editing}
          aria-controls={panelId}
          onClick={() => setEditing(!editing)}
        >
          <Trans>Edit search</Trans>
        </Button>
      </div>
      <div id={panelId} hidden={!editing}>
        {editing && (
          <SearchForm
            kind={kind}
            initialPlace={where ? place : null}
            initialStay={search}
            sort={search.sort}
            onSearch={() => setEditing(false)}
          />
        )}
      </div>
    </section>
  )
}
