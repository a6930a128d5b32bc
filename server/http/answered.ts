import type { ServerResponse } from 'node:http'
import type { Context } from 'hono'
import type { AfterAnswer } from '../services/after-answer'
import { runAfter } from '../services/after-answer'
import type { Logger } from '../services/logger'

/**
 * Work for after this request's answer: on @hono/node-server once the answer is written to the
 * socket ('finish', or 'close' when the client left), then a turn of the event loop later; under
 * app.request (tests), a turn after the handler returns.
 */
export function afterAnswerOf(c: Context, logger: Logger): AfterAnswer {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing
  const written = new Promise<void>((resolve) => {
    if (!outgoing || outgoing.writableFinished || outgoing.destroyed) return resolve()
    outgoing.once('finish', () => resolve())
    outgoing.once('close', () => resolve())
  })
  const answered = written.then(() => new Promise<void>((resolve) => setImmediate(resolve)))
  return (what, work) => runAfter(answered, logger, what, work)
}
