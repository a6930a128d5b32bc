import { Trans, useLingui } from '@lingui/react/macro'
import type { LoggedEvent } from '@/shared/inspection'

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
/** Wall-clock time with milliseconds: events of one flow are often a few ms apart. */
export const clockTime = (at: number) => {
  const d = new Date(at)
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`
}

/** An actor's events, newest first, each with its time and the state it led to. */
export function EventLog({ events }: { events: LoggedEvent[] }) {
  const { t } = useLingui()
  if (events.length === 0) {
    return (
      <p className="text-ink-muted text-xs">
        <Trans>No events yet.</Trans>
      </p>
    )
  }
  return (
    <ol aria-label={t`Event log`} className="max-h-56 overflow-auto rounded border border-line font-mono text-xs">
      {[...events].reverse().map((event, i) => (
        <li key={events.length - i} className="flex gap-2 border-b border-line px-2 py-1 last:border-b-0">
          <time dateTime={new Date(event.at).toISOString()} className="text-ink-muted shrink-0">
            {clockTime(event.at)}
          </time>
          <span className="break-all">{event.type}</span>
          <span className="text-ink-muted shrink-0">→ {event.state}</span>
        </li>
      ))}
    </ol>
  )
}
