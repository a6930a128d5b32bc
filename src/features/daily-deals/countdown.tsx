import { useEffect, useRef, useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The time left until `until` (hh:mm:ss), ticking each second; `onEnd` runs once when it reaches
 * zero. Announced politely only on the minute, so a screen reader is not read every second.
 */
export function Countdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const end = Date.parse(until)
  const [now, setNow] = useState(() => Date.now())
  const ended = useRef(false)
  useEffect(() => {
    ended.current = false
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [end])
  const left = Math.max(0, end - now)
  // Only a countdown seen running ends: deals that came already past their end (a client clock
  // ahead of the server's) would otherwise be fetched again and again.
  const running = useRef(false)
  useEffect(() => {
    if (left > 0) {
      running.current = true
      return
    }
    if (!running.current || ended.current) return
    ended.current = true
    onEnd()
  }, [left, onEnd])
  const seconds = Math.floor(left / 1000)
  const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
  const minutes = Math.ceil(seconds / 60)
  return (
    <p className="text-sm">
      <span aria-hidden="true">
        <Trans>
          Ends in <span className="font-mono font-semibold">{clock}</span>
        </Trans>
      </span>
      <span className="sr-only" aria-live="polite">
        <Plural value={minutes} one="Today's deals end in # minute." other="Today's deals end in # minutes." />
      </span>
    </p>
  )
}
