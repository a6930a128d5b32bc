import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Reservation } from '@contract/schemas/reservations'
import { transferFormUrl } from '@/lib/transfer-params'
import { useOrgConfig } from '@/shared/organisation/use-org-config'

type Stay = { key: string; property: { id: string; name: string }; startsOn: string; party: number }

/**
 * The hotel or resort stays of a booking not cancelled, each a place a transfer can go to: one per
 * property and arrival day, its party the guests of all its rooms (two room types at one hotel are
 * two items, but one arrival).
 */
function stays(r: Reservation): Stay[] {
  const found = new Map<string, Stay>()
  for (const item of r.items) {
    if (item.status === 'CANCELLED' || (item.details.line !== 'hotel' && item.details.line !== 'resort')) continue
    const { property } = item.details
    const key = `${property.id} ${item.startsOn}`
    const party = item.travellers.adults + item.travellers.children
    const known = found.get(key)
    found.set(key, known ? { ...known, party: known.party + party } : { key, property, startsOn: item.startsOn, party })
  }
  return [...found.values()]
}

/**
 * "Add a transfer" on a booking's confirmation (issue 20): for each hotel stay, the transfer search
 * opened from the airport to the hotel on the check-in day for the stay's party, where the
 * organisation sells transfers. The form finds the hotel's airport.
 */
export function AddTransfer({ reservation }: { reservation: Reservation }) {
  const org = useOrgConfig()
  const sells = org.status === 'ready' && org.org.eligibleProducts.some((p) => p.product_id === 'transfers')
  const found = stays(reservation)
  if (!sells || found.length === 0) return null
  return (
    <section aria-labelledby="add-transfer" className="flex flex-col gap-2 rounded-lg border border-line p-4">
      <h2 id="add-transfer" className="text-lg font-semibold">
        <Trans>Getting there</Trans>
      </h2>
      <p className="text-sm">
        <Trans>Book a ride from the airport to your hotel: a driver or a shuttle meets your flight.</Trans>
      </p>
      <ul className="flex flex-col gap-1">
        {found.map(({ key, property, startsOn, party }) => {
          const name = property.name
          return (
            <li key={key}>
              <Link
                href={transferFormUrl({
                  placeId: `hotel:${property.id}`,
                  direction: 'arrival',
                  at: startsOn,
                  passengers: party,
                  bags: party,
                })}
                className="font-medium text-brand-primary underline-offset-4 hover:underline"
              >
                <Trans>Add a transfer to {name}</Trans>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
