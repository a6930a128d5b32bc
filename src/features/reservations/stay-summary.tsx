import { Plural, Trans } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { useIsoDateText } from '@/shared/booking/booking-format'

/** Who stays where and when: property, room, dates, nights, guests and the lead guest's name. */
export function StaySummary({ reservation: r }: { reservation: LegacyReservation }) {
  const date = useIsoDateText({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const row = 'grid grid-cols-[8rem_1fr] gap-2'
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Property</Trans>
        </dt>
        <dd>
          <span className="font-medium">{r.property.name}</span>
          <span className="block text-ink-muted">
            {r.property.destinationName} · {r.property.address}
          </span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Room</Trans>
        </dt>
        <dd>
          {r.rooms > 1 ? (
            <Trans>
              {r.rooms} × {r.roomName}
            </Trans>
          ) : (
            r.roomName
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Dates</Trans>
        </dt>
        <dd>
          <Trans>
            {date(r.checkIn)} to {date(r.checkOut)}
          </Trans>{' '}
          (<Plural value={r.nights} one="# night" other="# nights" />)
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Guests</Trans>
        </dt>
        <dd>
          <GuestCount reservation={r} />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Guest name</Trans>
        </dt>
        <dd>
          {r.guest.firstName} {r.guest.lastName}
        </dd>
      </div>
    </dl>
  )
}

/** "2 adults, 1 child". */
export function GuestCount({ reservation: r }: { reservation: LegacyReservation }) {
  return (
    <>
      <Plural value={r.adults} one="# adult" other="# adults" />
      {r.children > 0 && (
        <>
          , <Plural value={r.children} one="# child" other="# children" />
        </>
      )}
    </>
  )
}
