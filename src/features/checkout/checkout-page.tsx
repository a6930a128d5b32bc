import { useMemo, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { Spinner } from '@ui/spinner'
import type { ItemQuoteRequest } from '@contract/schemas/lines'
import { GuestRoomCapNote } from '@/shared/booking/guest-room-cap-note'
import { useGuestRoomCap } from '@/shared/organisation/use-guest-room-cap'
import { phoneCountryOf, DEFAULT_PHONE_COUNTRY } from '@machines/sign-up.countries'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { useCheckoutSession } from '@/features/checkout/use-checkout-session'
import { CheckoutFlow } from '@/features/checkout/checkout-flow'
import { readCertificateParam } from '@/lib/certificate-param'
import { LINE_VIEWS, lineOf } from '@/features/checkout/lines/line-view'
import { usePaymentConfig } from '@/features/checkout/use-payment-config'
import { useSavedTravellers, useTravelProfileFacts } from '@/features/checkout/use-saved-travellers'

/** The quote request of the URL, in the selected currency; null when the link is incomplete or names no line we sell. */
function requestOf(search: string, currency: string): ItemQuoteRequest | null {
  const params = new URLSearchParams(search)
  const line = lineOf(params)
  const selection = line && LINE_VIEWS[line].selectionOf(params)
  return selection ? { selection, currency } : null
}

/** Where an incomplete link leads: its line's search when it names one we sell, else the hotels'. */
const incompleteLineSearch = (search: string) => LINE_VIEWS[lineOf(new URLSearchParams(search)) ?? 'hotel'].searchHref

/** /hotel-checkout (hotels and resorts): the selection of the URL, booked in the selected currency once the session is known. */
export default function CheckoutPage() {
  const { t } = useLingui()
  const search = useSearch()
  const { currency, loading } = useSettings()
  const org = useOrgConfig()
  const { loaded, session, prefill } = useCheckoutSession()
  const travellers = useSavedTravellers(loaded && session.kind === 'member')
  const guestRoomCap = useGuestRoomCap()
  const payments = usePaymentConfig()
  const request = useMemo(() => requestOf(search, currency.code), [search, currency.code])
  const profile = useTravelProfileFacts(
    loaded && session.kind === 'member' && request !== null && LINE_VIEWS[request.selection.line].usesTravelProfile === true,
  )
  const rooms = request && 'rooms' in request.selection ? request.selection.rooms : 0
  // The saved travellers are waited for before the checkout starts, not after: a visitor who signs in
  // on the page continues the checkout they began (the machine hears of the new session), instead
  // of it being unmounted while the member's travellers load and started afresh.
  const [started, setStarted] = useState(false)
  const waiting = !loaded || loading || payments.loading || ((travellers === undefined || profile === undefined) && !started)
  const capped = guestRoomCap !== null && rooms > guestRoomCap
  if (request && !waiting && !capped && !started) setStarted(true)
  const phoneCountry =
    org.status === 'ready' ? (phoneCountryOf(org.org.orgBySite.orgCountryData.code) ?? DEFAULT_PHONE_COUNTRY) : DEFAULT_PHONE_COUNTRY
  return (
    <section className="flex flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold">
        <Trans>Checkout</Trans>
      </h1>
      {!request ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert">
            <Trans>This checkout link is incomplete: it does not say all of what to book.</Trans>
          </p>
          <Link href={incompleteLineSearch(search)} className="font-medium text-brand-primary underline">
            <Trans>Search again</Trans>
          </Link>
        </div>
      ) : waiting ? (
        <Spinner label={t`Loading your booking`} centered className="mx-auto my-12" />
      ) : capped ? (
        // The server would refuse it (400 TOO_MANY_ROOMS): the form is not offered for it.
        <div role="alert" className="flex flex-col items-start gap-3">
          <GuestRoomCapNote cap={guestRoomCap} className="" />
          <Link
            href={LINE_VIEWS[request.selection.line].backHref(request.selection, null)}
            className="font-medium text-brand-primary underline"
          >
            <Trans>Choose fewer rooms</Trans>
          </Link>
        </div>
      ) : (
        // Another stay or currency is another checkout, with its own idempotency key.
        <CheckoutFlow
          key={JSON.stringify(request)}
          input={{
            request,
            session,
            prefill,
            phoneCountry,
            travellers: travellers ?? [],
            profile: profile ?? null,
            certificate: readCertificateParam(new URLSearchParams(search)),
            paymentConfig: payments.config,
          }}
        />
      )}
    </section>
  )
}
