import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { logoutMachine } from '@machines/logout.machine'
import { LOGOUT_RELOAD_DELAY_MS } from '@contract/constants'
import { unwalked } from '../helpers/graph-coverage'
import { logoutPaths } from '../helpers/logout-model'

describe('logout machine, walked by xstate/graph', () => {
  it.each([
    ['getShortestPaths', getShortestPaths],
    ['getSimplePaths', getSimplePaths],
  ] as const)('%s with the simple paths walks every transition', (_, generate) => {
    const paths = logoutPaths(generate)
    expect(unwalked(logoutMachine, paths)).toEqual([])
  })
})

describe('logout machine, run with fake actors and timers', () => {
  it.each([
    ['answers', () => Promise.resolve()],
    ['fails', () => Promise.reject(new Error('down'))],
  ])('when the call %s, signs out locally, goes home, and reloads after 500 ms', async (_, answer) => {
    vi.useFakeTimers()
    try {
      const effects = { clearAuthentication: vi.fn(), goHome: vi.fn(), reload: vi.fn() }
      const actor = createActor(logoutMachine.provide({ actors: { logout: fromPromise(answer) }, actions: effects })).start()
      actor.send({ type: 'logout.start' })
      await vi.advanceTimersByTimeAsync(0)
      expect(effects.clearAuthentication).toHaveBeenCalledOnce()
      expect(effects.goHome).toHaveBeenCalledOnce()
      await vi.advanceTimersByTimeAsync(LOGOUT_RELOAD_DELAY_MS - 1)
      expect(effects.reload).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(effects.reload).toHaveBeenCalledOnce()
      expect(actor.getSnapshot().status).toBe('done')
    } finally {
      vi.useRealTimers()
    }
  })
})
