import type { Logger } from './logger'

const running = new Set<Promise<void>>()

/**
 * Runs `work` after the current request has been answered (on the next turn of the event loop,
 * once the answer is handed to the socket), so nothing `work` does can show in the answer's
 * timing. A failure is logged by `what`, never thrown.
 */
export function afterAnswer(logger: Logger, what: string, work: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => logger.error(`${what} failed`, { error: (error as Error)?.name ?? 'Error' }))
    .finally(() => running.delete(done))
  running.add(done)
}

/** Resolves when no work queued by {@link afterAnswer} is left (tests wait on it). */
export async function answeredWorkDone(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running])
}
