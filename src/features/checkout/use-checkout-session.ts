import { useSelector } from '@xstate/react'
import { userTypes } from '@contract/constants'
import { clientPrefillOf, prefillOf } from '@machines/checkout.prefill'
import type { CheckoutSession, GuestPrefill } from '@machines/checkout.machine'
import { useSessionActor } from '@/shared/session/use-session'
import { bookingForClient } from '@/shared/booking/booking-for-client'

/**
 * The session as the checkout needs it: who is booking, whether they may (docs/rules.md#booking-permission; for a guest,
 * the organisation's canBookingWithoutSession), and what the member's profile (or the agent's
 * chosen client) fills in. Read from
 * the session actor, because useSession() gives neither a guest's permission nor the profile.
 */
export function useCheckoutSession(): { loaded: boolean; session: CheckoutSession; prefill: GuestPrefill | null } {
  const actor = useSessionActor()
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const signedIn = useSelector(actor, (s) => s.matches('signedIn'))
  const userType = useSelector(actor, (s) => s.context.userType)
  const canBook = useSelector(actor, (s) => s.context.canBook)
  const profile = useSelector(actor, (s) => s.context.profile)
  const kind = !signedIn ? 'signedOut' : userType === userTypes.agent ? 'agent' : 'member'
  // An agent who chose "Book for this client" (issue 17) books with the client's details filled in.
  const client = kind === 'agent' ? bookingForClient() : null
  const prefill = !signedIn ? null : client ? clientPrefillOf(client) : prefillOf(profile)
  return { loaded, session: { kind, canBook }, prefill }
}
