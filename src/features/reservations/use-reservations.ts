import useSWR from 'swr'
import type { Reservation } from '@contract/schemas/reservations'
import { getCookie } from '@/lib/cookies'
import { getReservation, listReservations } from '@/api/booking'

/** The token a guest booking left in this browser, or '' (myReservationToken; docs/rules.md#cookies). */
export const reservationToken = () => getCookie('myReservationToken') ?? ''

/**
 * The caller's bookings (`own`) or an agent's bookings for clients (`agent`); null `scope` loads
 * nothing. `replace` puts a changed booking (one with an item or all cancelled) into the list without asking again.
 */
export function useReservations(scope: 'own' | 'agent' | null) {
  const list = useSWR<Reservation[]>(scope && ['reservations', scope], () => listReservations(reservationToken(), scope ?? 'own'), {
    revalidateOnFocus: false,
  })
  const replace = (changed: Reservation) =>
    void list.mutate((current) => current?.map((r) => (r.confirmationNumber === changed.confirmationNumber ? changed : r)), {
      revalidate: false,
    })
  return { data: list.data, failed: Boolean(list.error), refreshing: list.isValidating, retry: () => void list.mutate(), replace }
}

/** One booking by its confirmation number; `notFound` when it is not the caller's (or the number is malformed). */
export function useReservation(confirmationNumber: string | null) {
  const valid = confirmationNumber !== null && /^[A-Z0-9-]{6,20}$/.test(confirmationNumber)
  const one = useSWR<Reservation>(
    valid && ['reservation', confirmationNumber],
    () => getReservation(confirmationNumber!, reservationToken()),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  )
  const status = (one.error as { status?: number } | undefined)?.status
  return {
    data: one.data,
    notFound: !valid || status === 404,
    failed: Boolean(one.error) && status !== 404,
    retry: () => void one.mutate(),
  }
}
