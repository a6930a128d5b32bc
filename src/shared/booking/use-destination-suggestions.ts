import { useEffect, useState } from 'react'
import type { Destination } from '@contract/schemas/booking'
import type { DestinationKind } from '@/shared/booking/destination-field'
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
export function useDestinationSuggestions(query: string, kind: DestinationKind): Suggestions {
  const text = query.trim()
  const key = `${kind}\u0000${text}`
  // The last answer and the query it answers; while the current query has none, it is loading.
  const [answer, setAnswer] = useState<{ key: string; suggestions: Suggestions }>({ key: '', suggestions: idle })
  useEffect(() => {
    if (text === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      // Activities and rentals are sold at the inventory's destinations: any destination the organisation sells.
      searchDestinations(text, kind === 'hotel' || kind === 'resort' ? kind : undefined, controller.signal).then(
        (options) => controller.signal.aborted || setAnswer({ key, suggestions: { status: 'ready', options } }),
        () => controller.signal.aborted || setAnswer({ key, suggestions: { status: 'failed', options: [] } }),
      )
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, kind, key])
  if (text === '') return idle
  if (answer.key !== key) return { status: 'loading', options: answer.suggestions.options }
  return answer.suggestions
}
