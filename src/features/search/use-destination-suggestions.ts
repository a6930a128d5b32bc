import { useEffect, useState } from 'react'
import type { Destination } from '@contract/schemas/booking'
import type { Kind } from '@/lib/booking-params'
import { searchDestinations } from '@/api/booking'

/** How long typing must pause before the destinations are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200

export type Suggestions = { status: 'idle' | 'loading' | 'ready' | 'failed'; options: Destination[] }

const idle: Suggestions = { status: 'idle', options: [] }

/**
 * The destinations matching what the visitor typed, asked for once typing pauses. A newer query
 * aborts the request of an older one, and an answer that arrives late is dropped, so the list
 * always matches the text in the input. The previous options stay while the next ones load.
 */
export function useDestinationSuggestions(query: string, kind: Kind): Suggestions {
  const [suggestions, setSuggestions] = useState<Suggestions>(idle)
  const text = query.trim()
  useEffect(() => {
    if (text === '') {
      setSuggestions(idle)
      return
    }
    const controller = new AbortController()
    setSuggestions((s) => ({ ...s, status: 'loading' }))
    const timer = setTimeout(() => {
      searchDestinations(text, kind, controller.signal).then(
        (options) => controller.signal.aborted || setSuggestions({ status: 'ready', options }),
        () => controller.signal.aborted || setSuggestions({ status: 'failed', options: [] }),
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, kind])
  return suggestions
}
