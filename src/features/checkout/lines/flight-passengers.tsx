import type { ComponentProps } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Field, inputClasses, selectClasses } from '@ui/field'
import { useCountryChoices } from '@/shared/account/use-lookups'
import { passengerField, type FlightFields, type PassengerPart } from '@machines/checkout.flight'
import type { PassengerType } from '@contract/flight-ages'
import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { fieldMessages } from '@/features/checkout/checkout-messages'
import { fieldId } from '@/features/checkout/guest-fields'
import type { LineFieldsProps } from '@/features/checkout/lines/line-view'

/** "Adult 1", "Child 1", "Infant 2": each block's name, counted within its type. */
function useBlockNames(kinds: PassengerType[]): string[] {
  const { t } = useLingui()
  const seen: Record<PassengerType, number> = { adult: 0, child: 0, infant: 0 }
  return kinds.map((kind) => {
    const n = ++seen[kind]
    return kind === 'adult' ? t`Adult ${n}` : kind === 'child' ? t`Child ${n}` : t`Infant ${n}`
  })
}

/**
 * The passengers of a flight (checkout.flight.ts): one block each, names as in the passport, date
 * of birth, gender, nationality and passport for an international trip, an infant's adult; a
 * member fills a block from their profile or a saved traveller.
 */
export function FlightPassengers({ state, send }: LineFieldsProps) {
  const { t, i18n } = useLingui()
  const flight = state.context.details.flight
  const names = useBlockNames(flight?.kinds ?? [])
  const localCountries = useCountryChoices()
  if (!flight) return null
  const { errors, travellers, session, prefill } = state.context
  const member = session.kind === 'member'
  // The chooser's own words for the member (traveller-chooser.tsx), so a language orders the names its way.
  const firstName = prefill?.firstName ?? ''
  const lastName = prefill?.lastName ?? ''
  const people = [
    ...(member && prefill ? [{ value: 'self', label: firstName || lastName ? t`Me (${firstName} ${lastName})` : t`Me` }] : []),
    ...(member ? travellers.map((x) => ({ value: String(x.id), label: `${x.firstName} ${x.lastName}` })) : []),
  ]
  const adults = flight.kinds.flatMap((kind, i) => (kind === 'adult' ? [{ index: i, name: names[i]! }] : []))
  const error = (field: string) => {
    const code = errors[field]
    return code ? i18n._(fieldMessages[code]) : undefined
  }
  const change = (field: string) => (event: { target: { value: string } }) =>
    send({ type: 'details.change', field, value: event.target.value })
  return (
    <section aria-labelledby="checkout-passengers" className="flex flex-col gap-4">
      <h2 id="checkout-passengers" className="text-lg font-semibold">
        <Trans>Passengers</Trans>
      </h2>
      <p className="text-sm text-ink-muted">
        <Trans>
          Enter each passenger’s names exactly as in the passport or ID they travel with. Ages count on the day of the first flight.
        </Trans>
      </p>
      {flight.passengers.map((passenger, index) => {
        const field = (part: PassengerPart) => passengerField(index, part)
        const input = (part: PassengerPart) => ({
          id: fieldId(field(part)),
          error: error(field(part)),
          value: passenger[part],
          onChange: change(field(part)),
        })
        const pickerId = fieldId(passengerField(index, 'traveller'))
        return (
          <fieldset key={field('firstName')} className="flex flex-col gap-3 rounded-lg border border-line p-4">
            <legend className="px-1 text-base font-semibold">{names[index]}</legend>
            {people.length > 0 && (
              <div className="flex flex-col gap-1">
                <label htmlFor={pickerId} className="text-sm font-medium">
                  <Trans>Fill in from my travellers</Trans>
                </label>
                <select
                  id={pickerId}
                  value={flight.filledFrom[index] ?? ''}
                  onChange={change(passengerField(index, 'traveller'))}
                  className={`${selectClasses} sm:w-72`}
                >
                  <option value="">{t`Someone else (type in)`}</option>
                  {people.map((person) => (
                    <option key={person.value} value={person.value}>
                      {person.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t`Given names (as in the passport)`} autoComplete="off" {...input('firstName')} />
              <Field label={t`Surname (as in the passport)`} autoComplete="off" {...input('lastName')} />
              <Field label={t`Date of birth`} type="date" min={EARLIEST_BIRTH_DATE} max={flight.firstDay} {...input('dateOfBirth')} />
              <Field
                label={t`Gender`}
                {...input('gender')}
                render={(props) => (
                  <select {...selectProps(props)} value={passenger.gender} onChange={change(field('gender'))}>
                    <option value="" disabled>
                      {t`Select`}
                    </option>
                    <option value="female">{t`Female`}</option>
                    <option value="male">{t`Male`}</option>
                    <option value="unspecified">{t`Unspecified`}</option>
                  </select>
                )}
              />
              {flight.international && (
                <>
                  <Field
                    label={t`Nationality`}
                    {...input('nationality')}
                    render={(props) => (
                      <select {...selectProps(props)} value={passenger.nationality} onChange={change(field('nationality'))}>
                        <option value="" disabled>
                          {t`Select`}
                        </option>
                        {localCountries.map((c) => (
                          <option key={c.code} value={c.code}>
                            {c.name}
                          </option>
                        ))}
                      </select>
                    )}
                  />
                  <Field label={t`Passport number`} autoComplete="off" autoCapitalize="characters" {...input('passportNumber')} />
                </>
              )}
              {flight.kinds[index] === 'infant' && (
                <Field
                  label={t`Travels on the lap of`}
                  {...input('onLapOf')}
                  render={(props) => (
                    <select {...selectProps(props)} value={passenger.onLapOf} onChange={change(field('onLapOf'))}>
                      <option value="" disabled>
                        {t`Select`}
                      </option>
                      {adults.map((adult) => (
                        <option key={adult.index} value={String(adult.index)}>
                          {adultLabel(adult.name, flight, adult.index)}
                        </option>
                      ))}
                    </select>
                  )}
                />
              )}
            </div>
          </fieldset>
        )
      })}
    </section>
  )
}

/** What a select takes of the field's input props: its id and how its error is tied to it. */
const selectProps = (props: ComponentProps<'input'>) => ({
  id: props.id,
  'aria-invalid': props['aria-invalid'],
  'aria-describedby': props['aria-describedby'],
  className: inputClasses,
})

/** "Adult 1 (Ana Silva)" once the adult's names are typed. */
function adultLabel(name: string, flight: FlightFields, index: number) {
  const adult = flight.passengers[index]!
  const full = `${adult.firstName} ${adult.lastName}`.trim()
  return full ? `${name} (${full})` : name
}
