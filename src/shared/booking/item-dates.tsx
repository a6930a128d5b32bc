import { Trans } from '@lingui/react/macro'
import type { ReservationItem } from '@contract/schemas/reservations'
import { useIsoDateText } from '@/shared/booking/booking-format'

/**
 * When a booked item takes place: one date for an item of a single day (a ticket, a transfer),
 * otherwise both ends ("Wed, Jun 10, 2026 to Fri, Jun 12, 2026"; "Du … au …" in French), with
 * shorter dates (`short`: "Jun 10, 2026 to Jun 12, 2026") in lists and dialogs.
 */
export function ItemDates({ item, short = false }: { item: Pick<ReservationItem, 'startsOn' | 'endsOn'>; short?: boolean }) {
  const date = useIsoDateText(short ? { dateStyle: 'medium' } : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  if (item.startsOn === item.endsOn) return <>{date(item.startsOn)}</>
  return (
    <Trans>
      {date(item.startsOn)} to {date(item.endsOn)}
    </Trans>
  )
}
