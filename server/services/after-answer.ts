import type { Logger } from './logger'

/** Runs work once the request's answer is out; the route decides when that is (http/answered.ts). */
export type AfterAnswer = (what: string, work: () => Promise<void>) => void

const running = new Set<Promise<void>>()

/**
 * Runs `work` once `answered` resolves, so nothing `work` does can show in the answer's timing.
 * A failure is logged by `what` and the error's name, never thrown.
 */
export function runAfter(answered: Promise<void>, logger: Logger, what: string, work: () => Promise<void>): void {
  const done = answered
    .then(work)
    .catch((error: unknown) => logger.error(`${what} failed`, { error: (error as Error)?.name ?? 'Error' }))
    .finally(() => running.delete(done))
  running.add(done)
}

/** Resolves when no work queued by {@link runAfter} is left (tests wait on it). */
export async function answeredWorkDone(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running])
}
