import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { StayUnitDetails } from '@contract/schemas/stays'
import { houseRuleLabel, stayAmenityLabel, weekdayList } from '@/lib/stay-labels'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { CountList } from '@/shared/count-list'

const section = 'flex flex-col gap-2'
const heading = 'text-lg font-semibold'

/** What the rental is: its description, its rooms and beds, its amenities, its house rules and its policies. */
export function StayFacts({ unit }: { unit: StayUnitDetails }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const locale = i18n.locale || 'en-US'
  const { beds } = unit
  const days = weekdayList(unit.checkInDays, locale)
  const cleaning = money(unit.cleaningFeeMinor, unit.currency)
  const deposit = money(unit.depositMinor, unit.currency)
  const freeDays = unit.freeCancellationDays
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="stay-about" className={section}>
        <h2 id="stay-about" className={heading}>
          <Trans>About this rental</Trans>
        </h2>
        {unit.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="stay-space" className={section}>
        <h2 id="stay-space" className={heading}>
          <Trans>The space</Trans>
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          <li>
            <Plural value={unit.maxGuests} one="Sleeps # guest" other="Sleeps # guests" />
          </li>
          <li>
            <CountList
              items={[
                <Plural key="bedrooms" value={unit.bedrooms} one="# bedroom" other="# bedrooms" />,
                <Plural key="bathrooms" value={unit.bathrooms} one="# bathroom" other="# bathrooms" />,
              ]}
            />
          </li>
          <li>
            <CountList
              items={[
                beds.double > 0 && <Plural key="double" value={beds.double} one="# double bed" other="# double beds" />,
                beds.single > 0 && <Plural key="single" value={beds.single} one="# single bed" other="# single beds" />,
                beds.sofa > 0 && <Plural key="sofa" value={beds.sofa} one="# sofa bed" other="# sofa beds" />,
              ]}
            />
          </li>
          <li>
            <Trans>{unit.sizeSqm} m²</Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="stay-amenities" className={section}>
        <h2 id="stay-amenities" className={heading}>
          <Trans>Amenities</Trans>
        </h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {unit.amenities.map((code) => (
            <li key={code}>{stayAmenityLabel(i18n, code)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stay-rules" className={section}>
        <h2 id="stay-rules" className={heading}>
          <Trans>House rules</Trans>
        </h2>
        <ul className="list-disc ps-5">
          {unit.houseRules.map((rule) => (
            <li key={rule}>{houseRuleLabel(i18n, rule)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stay-policies" className={section}>
        <h2 id="stay-policies" className={heading}>
          <Trans>Policies</Trans>
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="font-medium">
            <Trans>Check-in and check-out</Trans>
          </dt>
          <dd>
            <Trans>
              Arrive from {unit.checkInTime}, leave by {unit.checkOutTime}
            </Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Arrival days</Trans>
          </dt>
          <dd>{unit.checkInDays.length === 7 ? <Trans>Any day of the week</Trans> : <Trans>{days} only</Trans>}</dd>
          <dt className="font-medium">
            <Trans>Minimum stay</Trans>
          </dt>
          <dd>
            <Plural value={unit.minNights} one="# night" other="# nights" />
            {unit.peakMinNights > unit.minNights && (
              <>
                {'; '}
                <Plural value={unit.peakMinNights} one="# night in high season" other="# nights in high season" />
              </>
            )}
          </dd>
          <dt className="font-medium">
            <Trans>Cleaning fee</Trans>
          </dt>
          <dd>
            <Trans>{cleaning} per stay, in the price</Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Damage deposit</Trans>
          </dt>
          <dd>
            <Trans>{deposit}, held by the host at check-in and refunded after your stay; not charged here</Trans>
          </dd>
          <dt className="font-medium">
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            {freeDays === null ? (
              <Trans>Non-refundable</Trans>
            ) : (
              <Plural value={freeDays} one="Free until # day before arrival" other="Free until # days before arrival" />
            )}
          </dd>
        </dl>
      </section>
    </div>
  )
}
