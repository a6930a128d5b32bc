import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Cabin, FareFamily, FareRules, FlightItinerary } from '@contract/schemas/flights'
import { useMoney } from '@/shared/settings/use-money'
import { CountList } from '@/shared/count-list'

/*
 * A flight's words wherever a booked or quoted trip shows (the checkout's summary, the
 * confirmation and my trips): times as written in each airport's local time with "+1" for a later
 * day, durations, cabins, fare families and their baggage and refund rules.
 */

export const cabinLabels: Record<Cabin, MessageDescriptor> = {
  economy: msg`Economy`,
  premium: msg`Premium economy`,
  business: msg`Business`,
}

export const familyLabels: Record<FareFamily, MessageDescriptor> = {
  light: msg`Light`,
  standard: msg`Standard`,
  flex: msg`Flex`,
}

type LocalTime = FlightItinerary['departs']

/** "10:05" of a local time, as written at its airport (no conversion). */
export const clockOf = (at: LocalTime) => at.local.slice(11, 16)

/** A local time with "+1" when it falls on a later day than the way's date. */
export function LocalClock({ at }: { at: LocalTime }) {
  const { i18n } = useLingui()
  const days = at.dayOffset
  return (
    <>
      <time dateTime={at.local}>{clockOf(at)}</time>
      {days > 0 && (
        <sup dir="ltr" className="ms-0.5 text-xs font-semibold">
          +{i18n.number(days)}
        </sup>
      )}
    </>
  )
}

/** "7h 05m". */
export function Duration({ minutes }: { minutes: number }) {
  const { i18n } = useLingui()
  const hours = Math.floor(minutes / 60)
  // Two digits, in the page's digits like the hours ("٧h ٠٥m"): a padded string is text to the message.
  const rest = i18n.number(minutes % 60, { minimumIntegerDigits: 2 })
  return (
    <Trans>
      {hours}h {rest}m
    </Trans>
  )
}

/** "Direct" or "1 stop". */
export function Stops({ stops }: { stops: number }) {
  return stops === 0 ? <Trans>Direct</Trans> : <Plural value={stops} one="# stop" other="# stops" />
}

/** The fare's baggage: cabin bags, checked bags and their weight. */
export function Baggage({ rules }: { rules: FareRules }) {
  return (
    <CountList
      items={[
        <Plural key="cabin" value={rules.cabinBags} one="# cabin bag" other="# cabin bags" />,
        rules.checkedBags === 0 ? (
          <Trans key="checked">no checked bag</Trans>
        ) : (
          <Trans key="checked">
            <Plural value={rules.checkedBags} one="# checked bag" other="# checked bags" /> of {rules.checkedKg} kg
          </Trans>
        ),
      ]}
    />
  )
}

/** The fare's refund rule, and its change rule where the fee's currency is known (the quote's), said plainly. */
export function RefundRule({ rules, currency }: { rules: FareRules; currency?: string }) {
  const money = useMoney()
  const change =
    currency === undefined ? null : rules.changeFeeMinor === null ? (
      <Trans>Changes not allowed.</Trans>
    ) : rules.changeFeeMinor === 0 ? (
      <Trans>Free changes.</Trans>
    ) : (
      <Trans>Changes for {money(rules.changeFeeMinor, currency)} per passenger.</Trans>
    )
  return (
    <>
      {rules.refundable ? (
        <Trans>Refundable: free cancellation until the day before the first flight.</Trans>
      ) : (
        <Trans>Non-refundable: cannot be cancelled.</Trans>
      )}
      {change && <> {change}</>}
    </>
  )
}

/** One way in a line: "Paris CDG 10:05 → New York JFK 12:40 +1". */
export function WayLine({ itinerary }: { itinerary: FlightItinerary }) {
  return (
    <>
      {itinerary.from.city} {itinerary.from.iata} <LocalClock at={itinerary.departs} /> → {itinerary.to.city} {itinerary.to.iata}{' '}
      <LocalClock at={itinerary.arrives} />
    </>
  )
}
