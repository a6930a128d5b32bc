import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { confirmActionMachine, actionFailureOf } from '@machines/confirm-action.machine'
import { allTransitions, unwalked } from '../helpers/graph-coverage'
import { actionFailures, actionInputs, confirmActionPaths } from '../helpers/confirm-action-model'
import { ApiError } from '@/api/client'

const never = <T>() => new Promise<T>(() => {})

describe('confirm-action machine, walked by xstate/graph', () => {
  it('the generated paths walk every transition', () => {
    expect(unwalked(confirmActionMachine, confirmActionPaths())).toEqual([])
  })

  it('never lets a running action be dismissed, and asks first only for the kinds that ask', () => {
    expect(allTransitions(confirmActionMachine).filter((t) => t.startsWith('confirmAction.running --action.'))).toEqual([])
    for (const path of confirmActionPaths()) {
      for (const { state, event } of path.steps) {
        const asks = state.context.kind === 'removeTraveller'
        if (event.type === 'action.open' && !asks) expect(state.matches('confirming')).toBe(false)
        if (state.matches('confirming')) expect(asks).toBe(true)
        expect(state.context.failure !== null).toBe(state.matches('failed'))
        if (state.matches('running')) expect(state.can({ type: 'action.dismiss' })).toBe(false)
        expect(state.can({ type: 'action.retry' })).toBe(state.matches('failed') && state.context.failure === 'NETWORK')
      }
    }
  })

  it('runs the action with the target it was opened on, once per confirmation', () => {
    for (const path of confirmActionPaths()) {
      const ran: unknown[] = []
      const input = (path as unknown as { input: (typeof actionInputs)[number] }).input
      const actor = createActor(confirmActionMachine.provide({ actors: { run: fromPromise(({ input }) => (ran.push(input), never())) } }), {
        input,
      }).start()
      for (const { event, state } of path.steps.slice(1)) {
        actor.send(event)
        expect(actor.getSnapshot().value).toEqual(state.value)
      }
      // Each run starts on entering `running`, with the target the action was opened on (a link's key at first).
      const runs = path.steps.filter((s, i) => s.state.matches('running') && (i === 0 || !path.steps[i - 1]!.state.matches('running')))
      expect(ran).toEqual(runs.map((s) => ({ kind: input.kind, target: s.state.context.target })))
      expect(runs.every((s) => s.state.context.target === (input.autoStart ? input.target : 7) || s.state.context.target === 7)).toBe(true)
      actor.stop()
    }
  })

  it('tells its failures apart', () => {
    expect(actionFailureOf(actionFailures.offline)).toBe('NETWORK')
    expect(actionFailureOf(actionFailures.gone)).toBe('NOT_FOUND')
    expect(actionFailureOf(actionFailures.used)).toBe('KEY_USED')
    expect(actionFailureOf(new ApiError('http', 'Internal server error', 500))).toBe('FAILED')
    expect(actionFailureOf(new ApiError('http', 'beyond', 409, 'CREDIT_LIMIT_EXCEEDED'))).toBe('CREDIT_LIMIT_EXCEEDED')
  })
})
