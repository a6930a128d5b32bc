import { Trans } from '@lingui/react/macro'
import type { Reservation, ReservationItem } from '@contract/schemas/reservations'
import { useMoney } from '@/shared/settings/use-money'
import { CancellationDeadline, cancellableNow } from '@/features/reservations/cancellation-deadline'
import { ItemDates } from '@/shared/booking/item-dates'
import { DeductionName } from '@/features/reservations/price-breakdown'

function ItemList({ items }: { items: ReservationItem[] }) {
  return (
    <ul className="list-disc ps-5">
      {items.map((i) => (
        <li key={i.id}>
          <span className="font-medium">{i.title}</span> · <ItemDates item={i} short />
        </li>
      ))}
    </ul>
  )
}

/**
 * What a cancellation will do, said before it is confirmed: the items it cancels (one `item`, or
 * every item that still can be), those that stay booked, and the wallet cards that come back.
 */
export function CancelScope({ reservation: r, item }: { reservation: Reservation; item?: ReservationItem }) {
  const money = useMoney()
  const going = item ? [item] : r.items.filter(cancellableNow)
  const staying = item ? [] : r.items.filter((i) => i.status === 'CONFIRMED' && !cancellableNow(i))
  const cards = going.flatMap((i) => i.deductions)
  return (
    <>
      {r.items.length === 1 && going[0] ? (
        <CancellationDeadline item={going[0]} />
      ) : (
        !item && (
          <>
            <p>
              <Trans>These items will be cancelled:</Trans>
            </p>
            <ItemList items={going} />
          </>
        )
      )}
      {item && r.items.length > 1 && (
        <>
          <CancellationDeadline item={item} />
          <p>
            <Trans>The other items of the booking are not affected.</Trans>
          </p>
        </>
      )}
      {staying.length > 0 && (
        <>
          <p>
            <Trans>These items can no longer be cancelled and stay booked:</Trans>
          </p>
          <ItemList items={staying} />
        </>
      )}
      {cards.length > 0 ? (
        <>
          <p>
            <Trans>These wallet cards return to your wallet:</Trans>
          </p>
          <ul className="list-disc ps-5">
            {cards.map((d) => (
              <li key={d.cardCode}>
                <DeductionName deduction={d} />: {money(d.amountMinor, r.currency)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
