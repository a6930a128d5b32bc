import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import type { LineView } from '@/features/reservations/lines/registry'

const row = 'grid grid-cols-[8rem_1fr] gap-2'

/** Hotels and resorts: the property with its stars and address, the room and how many, the nights. */
export const roomStayView: LineView<'hotel' | 'resort'> = {
  Rows: ({ details: d }) => (
    <>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Property</Trans>
        </dt>
        <dd>
          <span className="font-medium">{d.property.name}</span>{' '}
          <span className="text-ink-muted">
            (<Plural value={d.property.stars} one="# star" other="# stars" />)
          </span>
          <span className="block text-ink-muted">
            {d.property.destinationName} · {d.property.address}
          </span>
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Room</Trans>
        </dt>
        <dd>
          {d.rooms > 1 ? (
            <Trans>
              {d.rooms} × {d.roomName}
            </Trans>
          ) : (
            d.roomName
          )}
        </dd>
      </div>
      <div className={row}>
        <dt className="text-ink-muted">
          <Trans>Nights</Trans>
        </dt>
        <dd>
          <Plural value={d.nights} one="# night" other="# nights" />
        </dd>
      </div>
    </>
  ),
  Brief: ({ details: d }) => (
    <>
      {d.property.destinationName} · <Plural value={d.nights} one="# night" other="# nights" />
      {d.rooms > 1 && (
        <>
          {' '}
          · <Plural value={d.rooms} one="# room" other="# rooms" />
        </>
      )}
    </>
  ),
  priceLabel: msg`Room`,
  payLater: msg`Pay at the property`,
  startTime: () => null,
}
