import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ActivitySlot } from '@contract/schemas/activities'
import { cn } from '@ui/cn'

/** The day's slots as radio buttons, each with the seats left; a slot without seats for the tickets cannot be chosen. */
export function SlotChoice({
  slots,
  chosen,
  seats,
  weekdays,
  canChoose,
  onChoose,
}: {
  slots: ActivitySlot[] | null
  chosen: string | null
  seats: number
  weekdays: number[]
  canChoose: (time: string) => boolean
  onChoose: (time: string) => void
}) {
  const { i18n } = useLingui()
  if (slots === null)
    return (
      <p aria-busy="true">
        <Trans>Loading the times of this day…</Trans>
      </p>
    )
  if (slots.length === 0) {
    const days = weekdays
      .map((d) =>
        new Intl.DateTimeFormat(i18n.locale || 'en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 1, 1 + d))),
      )
      .join(', ')
    return (
      <p>
        <Trans>It does not run on this day. It runs on: {days}.</Trans>
      </p>
    )
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">
        <Trans>Time</Trans>
      </legend>
      <div className="flex flex-wrap gap-2">
        {slots.map((slot) => {
          const enabled = canChoose(slot.time) || chosen === slot.time
          return (
            <label
              key={slot.time}
              className={cn(
                'flex flex-col rounded-md border border-line px-3 py-2 text-sm has-[:checked]:border-brand-primary has-[:checked]:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-primary',
                enabled ? 'cursor-pointer' : 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="slot"
                value={slot.time}
                checked={chosen === slot.time}
                disabled={!enabled}
                onChange={() => onChoose(slot.time)}
                className="sr-only"
              />
              <span className="font-semibold">{slot.time}</span>{' '}
              <span className={slot.seatsLeft < Math.max(seats, 1) ? 'text-red-700' : 'text-ink-muted'}>
                {slot.seatsLeft === 0 ? <Trans>Full</Trans> : <Plural value={slot.seatsLeft} one="# seat left" other="# seats left" />}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
