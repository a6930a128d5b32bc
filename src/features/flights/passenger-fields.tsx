import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { selectClasses } from '@ui/field'
import { FLIGHT_LIMITS } from '@contract/schemas/flights'

/** The form's party: adults, each child's age (null until chosen), infants on a lap. */
export type PartyDraft = { adults: number; childAges: (number | null)[]; infants: number }

const CHILD_AGES = Array.from({ length: FLIGHT_LIMITS.childUnder - 2 }, (_, i) => i + 2)

function Stepper({
  label,
  hint,
  value,
  canLess,
  canMore,
  onChange,
}: {
  label: string
  hint: string
  value: number
  canLess: boolean
  canMore: boolean
  onChange: (n: number) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line py-2">
      <div>
        <p className="font-medium">{label}</p>
        <p className="text-sm text-ink-muted">{hint}</p>
      </div>
      <div className="flex items-center gap-2">
        <Button variant="secondary" aria-label={t`Fewer: ${label}`} disabled={!canLess} onClick={() => onChange(value - 1)}>
          −
        </Button>
        <output aria-live="polite" aria-label={label} className="w-6 text-center">
          {i18n.number(value)}
        </output>
        <Button variant="secondary" aria-label={t`More: ${label}`} disabled={!canMore} onClick={() => onChange(value + 1)}>
          +
        </Button>
      </div>
    </div>
  )
}

/**
 * Steppers for adults, children and infants within the flight's limits (at most 9 seated, no
 * more infants than adults): + and − are disabled at a limit and a note says why; each child
 * gets an age list (2–11 on the day of the flight).
 */
export function PassengerFields({ party, onChange, tried }: { party: PartyDraft; onChange: (party: PartyDraft) => void; tried: boolean }) {
  const { t, i18n } = useLingui()
  const ageId = useId()
  const seated = party.adults + party.childAges.length
  const full = seated >= FLIGHT_LIMITS.maxPassengers
  const lapsFull = party.infants >= party.adults
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 font-medium">
        <Trans>Passengers</Trans>
      </legend>
      <Stepper
        label={t`Adults`}
        hint={t`12 years and over`}
        value={party.adults}
        canLess={party.adults > 1 && party.adults > party.infants}
        canMore={!full}
        onChange={(adults) => onChange({ ...party, adults })}
      />
      <Stepper
        label={t`Children`}
        hint={t`2 to 11 years`}
        value={party.childAges.length}
        canLess={party.childAges.length > 0}
        canMore={!full}
        onChange={(n) =>
          onChange({ ...party, childAges: n > party.childAges.length ? [...party.childAges, null] : party.childAges.slice(0, n) })
        }
      />
      {party.childAges.map((age, i) => {
        const id = `${ageId}-${i}`
        const missing = tried && age === null
        return (
          <div key={id} className="flex flex-col gap-1 ps-4">
            <label htmlFor={id} className="text-sm font-medium">
              <Trans>Age of child {i + 1} on the day of the flight</Trans>
            </label>
            <select
              id={id}
              className={selectClasses}
              value={age ?? ''}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${id}-error` : undefined}
              onChange={(e) =>
                onChange({
                  ...party,
                  childAges: party.childAges.map((a, j) => (j === i ? (e.target.value ? Number(e.target.value) : null) : a)),
                })
              }
            >
              <option value="">{t`Choose an age`}</option>
              {CHILD_AGES.map((n) => (
                <option key={n} value={n}>
                  {i18n.number(n)}
                </option>
              ))}
            </select>
            {missing && (
              <p id={`${id}-error`} className="text-sm text-red-700">
                <Trans>Choose this child's age.</Trans>
              </p>
            )}
          </div>
        )
      })}
      <Stepper
        label={t`Infants`}
        hint={t`Under 2, on an adult's lap`}
        value={party.infants}
        canLess={party.infants > 0}
        canMore={!lapsFull}
        onChange={(infants) => onChange({ ...party, infants })}
      />
      <div aria-live="polite" className="text-sm text-ink-muted">
        {full && (
          <p>
            <Trans>At most {FLIGHT_LIMITS.maxPassengers} passengers with a seat can book together.</Trans>
          </p>
        )}
        {lapsFull && (
          <p>
            <Trans>Each infant travels on an adult's lap: no more infants than adults.</Trans>
          </p>
        )}
      </div>
    </fieldset>
  )
}
