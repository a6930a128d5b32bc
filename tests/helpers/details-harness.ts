import { type Actor, type AnyStateMachine, createActor, fromPromise, type InputFrom, type SnapshotFrom, waitFor } from 'xstate'

/**
 * The edge tests' actor for a details machine (a car, a transfer, an activity): one call loads
 * what the page shows (`call`, the machine's actor of that name) and `goToCheckout` opens the
 * checkout. Each test starts its own actor inside `it`, so the mutation run sees what it checks
 * (README "Mutation testing").
 */
export function detailsHarness<TMachine extends AnyStateMachine, TRequest, TAnswer>(
  machine: TMachine,
  call: string,
  defaultInput: InputFrom<TMachine>,
) {
  /** An actor whose call answers from `answer` (the call's number, from 0); its requests and checkouts are kept. */
  function started(answer: (request: TRequest, call: number) => Promise<TAnswer>, input: InputFrom<TMachine> = defaultInput) {
    const asked: TRequest[] = []
    let checkouts = 0
    const provided = machine.provide({
      actors: { [call]: fromPromise<TAnswer, TRequest>(({ input }) => (asked.push(input), answer(input, asked.length - 1))) },
      actions: { goToCheckout: () => void checkouts++ },
    }) as TMachine
    const actor: Actor<TMachine> = createActor(provided, { input }).start()
    return { actor, asked, checkouts: () => checkouts }
  }

  /** The snapshot once the call has answered (the machine has left `loading`). */
  const settled = (actor: Actor<TMachine>): Promise<SnapshotFrom<TMachine>> =>
    waitFor(actor, (s) => !(s as ReturnType<TMachine['resolveState']>).matches('loading'))

  /** The snapshot after the first call fails with `error`; the actor is stopped. */
  async function afterFailure(error: unknown): Promise<SnapshotFrom<TMachine>> {
    const { actor } = started(() => Promise.reject(error))
    const snapshot = await settled(actor)
    actor.stop()
    return snapshot
  }

  return { started, settled, afterFailure }
}
