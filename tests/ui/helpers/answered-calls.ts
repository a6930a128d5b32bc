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
