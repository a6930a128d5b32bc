import type { InspectionEvent } from 'xstate'
import { relayInspection } from '@/shared/inspection'

type Inspector = { inspect: { next: (event: InspectionEvent) => void }; adapter: { targetWindow: Window | null } }
let inspector: Inspector | null = null
const WINDOW_NAME = 'xstateinspector'
const URL = 'https://stately.ai/inspect'

/**
 * Opens Stately's inspector in a window (stately.ai: it needs the network) and connects it to
 * the hub, which announces the actors running now with their current state; later events follow.
 * The package is loaded here, on the tester's click, never before.
 */
export async function openStatelyInspector(): Promise<void> {
  if (inspector) {
    // Connected already: reopen the window if it was closed; it asks for the events again on load.
    const target = inspector.adapter.targetWindow
    if (target && !target.closed) target.focus()
    else inspector.adapter.targetWindow = window.open(URL, WINDOW_NAME)
    return
  }
  const { createBrowserInspector } = await import('@statelyai/inspect')
  const created = createBrowserInspector({ url: URL, maxDeferredEvents: 1000 }) as unknown as Inspector
  inspector = created
  relayInspection((event) => created.inspect.next(event))
}
