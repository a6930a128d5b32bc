import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { unlockAccountMachine } from '@machines/unlock-account.machine'
import { unwalked } from '../helpers/graph-coverage'
import { lockedEmail, unlockAccountEvents, unlockAccountInput, unlockAccountPaths, unlockKey } from '../helpers/unlock-account-model'

describe('unlock-account machine, walked by xstate/graph', () => {
  it('the shortest paths walk every transition, one path per outcome of the call', () => {
    const paths = unlockAccountPaths()
    expect(unwalked(unlockAccountMachine, paths)).toEqual([])
    expect(paths.filter((p) => p.state.status === 'done')).toHaveLength(unlockAccountEvents.length)
  })

  it('ends unlocked with the email, or refused with the reason: KEY_* as the server said, NETWORK for no answer', () => {
    const ends = unlockAccountPaths().map((p) => ({ state: p.state.value, email: p.state.context.email, error: p.state.context.error }))
    expect(ends).toEqual(
      expect.arrayContaining([
        { state: 'unlocked', email: lockedEmail, error: null },
        { state: 'refused', email: null, error: 'KEY_EXPIRED' },
        { state: 'refused', email: null, error: 'KEY_USED' },
        { state: 'refused', email: null, error: 'KEY_INVALID' },
        { state: 'refused', email: null, error: 'NETWORK' },
      ]),
    )
  })

  it('every path replayed on a running actor sends the key as given once, and opens the sign-in only once unlocked', () => {
    for (const path of unlockAccountPaths()) {
      const sent: string[] = []
      const openSignIn = vi.fn()
      const actor = createActor(
        unlockAccountMachine.provide({
          actors: { unlock: fromPromise<{ email: string }, string>(({ input }) => (sent.push(input), new Promise(() => {}))) },
          actions: { openSignIn },
        }),
        { input: unlockAccountInput },
      ).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(actor.getSnapshot().context).toEqual(state.context)
      }
      expect(sent).toEqual([unlockKey])
      if (path.state.matches('unlocked')) {
        expect(openSignIn).toHaveBeenCalledOnce()
        expect(openSignIn.mock.calls[0]![1]).toBe(lockedEmail)
      } else expect(openSignIn).not.toHaveBeenCalled()
      actor.stop()
    }
  })
})
