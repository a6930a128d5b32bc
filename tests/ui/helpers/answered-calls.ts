import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
/*
 * API calls that a page test answers itself, step by step, as a machine's model path says: the
 * page under test makes the real call through its actor, and the test settles it when the path's
 * next event is that call's answer. Every line's results and details pages replay their paths so.
 */

/** One call made: what was asked, its abort signal, whether it was answered, and how to answer it. */
export type AnsweredCall<Request, Answer> = {
  request: Request
  signal: AbortSignal
  settled: boolean
  resolve: (answer: Answer) => void
  reject: (error: unknown) => void
}

/**
 * Calls kept in the order made, for a results page: a new search aborts the one in flight, so only
 * the newest is answered (`newest()`), and the test checks every older one was answered or aborted.
 */
export function callsInOrder<Request, Answer>() {
  const calls: AnsweredCall<Request, Answer>[] = []
  return {
    calls,
    fn: (request: Request, signal?: AbortSignal) =>
      new Promise<Answer>((resolve, reject) => {
        const call: AnsweredCall<Request, Answer> = {
          request,
          signal: signal!,
          settled: false,
          resolve: (answer) => ((call.settled = true), resolve(answer)),
          reject: (error) => ((call.settled = true), reject(error)),
        }
        calls.push(call)
      }),
    newest: () => calls.at(-1)!,
  }
}

/**
 * Calls still under way, for a details page: the latest is the one `resolve()` and `reject()`
 * settle, and an aborted call leaves `pending`; `requests` keeps every request asked.
 */
export function latestCall<Request, Answer>() {
  const pending: { resolve: (answer: Answer) => void; reject: (error: unknown) => void }[] = []
  const requests: Request[] = []
  const fn = (request: Request, signal?: AbortSignal) =>
    new Promise<Answer>((resolve, reject) => {
      requests.push(request)
      const entry = { resolve, reject }
      pending.push(entry)
      signal?.addEventListener('abort', () => pending.splice(pending.indexOf(entry), 1))
    })
  return {
    fn,
    pending,
    requests,
    resolve: (answer: Answer) => pending.pop()!.resolve(answer),
    reject: (error: unknown) => pending.pop()!.reject(error),
  }
}

/** A results machine's model path, as the page test replays it. */
type ResultsPath<Request, Answer> = {
  steps: { state: unknown; event: { type: string; output?: Answer; error?: unknown; request?: Request } }[]
}

/**
 * Replays a results machine's model path (machines/results-search.ts) through the rendered page,
 * the same for every line: the search's answer or failure settles the newest call, a new search
 * is chosen in the "Sort by" list, a retry is the "Try again" button; after each step the page
 * must show what the step's state holds (`expectScreen`). The page is rendered already.
 */
export async function replayResultsPath<Request extends { sort?: string }, Answer, State>(
  path: ResultsPath<Request, Answer>,
  search: ReturnType<typeof callsInOrder<Request, Answer>>,
  page: { sortLabels: Record<string, string>; expectScreen: (state: State, calls: AnsweredCall<Request, Answer>[]) => void },
) {
  const user = userEvent.setup()
  await waitFor(() => expect(search.calls).toHaveLength(1), { timeout: 3000 })
  for (const step of path.steps) {
    const event = step.event
    const callsBefore = search.calls.length
    switch (event.type) {
      case 'xstate.init':
        break
      case 'xstate.done.actor.search':
        await act(async () => search.newest().resolve(event.output!))
        break
      case 'xstate.error.actor.search':
        await act(async () => search.newest().reject(event.error))
        break
      case 'search.change':
        await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), page.sortLabels[event.request!.sort!]!)
        await waitFor(() => expect(search.calls).toHaveLength(callsBefore + 1))
        break
      case 'search.retry':
        await user.click(screen.getByRole('button', { name: 'Try again' }))
        await waitFor(() => expect(search.calls).toHaveLength(callsBefore + 1))
        break
      default:
        throw new Error(`No user action for ${event.type}`)
    }
    await waitFor(() => page.expectScreen(step.state as State, search.calls))
  }
}
