import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import type { TextField } from '@machines/checkout.rules'
import type { CheckoutProps } from '@/features/checkout/checkout-view'
import { bookingForClient, stopBookingForClient } from '@/shared/booking/booking-for-client'

const CLIENT_FIELDS: TextField[] = ['title', 'firstName', 'lastName', 'email', 'phoneNumber']

/**
 * For an agent who chose "Book for this client" (issue 17): whose details the form holds, and a
 * way out when this booking is for someone else (the choice ends, the fields empty, and `onEnded`
 * gives the focus to the first of them: the button that had it is gone). The choice also ends
 * once a booking is made (checkout-flow.tsx).
 */
export function ForClientNote({ send, onEnded }: Pick<CheckoutProps, 'send'> & { onEnded: () => void }) {
  const [client, setClient] = useState(bookingForClient)
  if (!client) return null
  const name = `${client.firstName} ${client.lastName}`
  const forSomeoneElse = () => {
    stopBookingForClient()
    for (const field of CLIENT_FIELDS) send({ type: 'field.change', field, value: '' })
    setClient(null)
    onEnded()
  }
  return (
    <div role="note" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md bg-muted px-4 py-3 text-sm">
      <p>
        <Trans>
          You are booking for your client <strong>{name}</strong>.
        </Trans>
      </p>
      <Button variant="secondary" size="sm" onClick={forSomeoneElse}>
        <Trans>Book for someone else</Trans>
      </Button>
    </div>
  )
}
