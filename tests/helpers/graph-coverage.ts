import { getMicrosteps, initialTransition, pathToStateValue, transition } from 'xstate'
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, AnyStateNode, EventObject } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode, type StatePath } from 'xstate/graph'

/** One transition, named by source, event (`always` when eventless), guard and target, so guarded siblings differ. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown
  const guardName = typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : ''
  const targets = (t.target ?? []).map((s: AnyStateNode) => s.id).join(',') || '(self)'
  return `${t.source.id} --${t.eventType || 'always'}${guardName ? `[${guardName}]` : ''}--> ${targets}`
}

function edgesOf(node: DirectedGraphNode): string[] {
  return [...node.edges.map((e) => transitionKey(e.transition)), ...node.children.flatMap(edgesOf)]
}

/** The eventless (`always`) transitions of a state node and its descendants: toDirectedGraph leaves them out. */
function eventlessOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.always ?? []), ...Object.values(node.states).flatMap(eventlessOf)]
}

/** Every transition of the machine: those toDirectedGraph lists, plus the eventless ones. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...new Set([...edgesOf(toDirectedGraph(machine)), ...eventlessOf(machine.root).map(transitionKey)])]
}

/**
 * Whether a transition's guard lets it through, judged like xstate does: by the machine's own guard
 * implementations (named, with params, inline, or built-in `and`/`or`/`not`/`stateIn`).
 */
function guardEnabled(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (guard === undefined) return true
  const named = typeof guard === 'string' ? { type: guard } : (guard as { type?: string; params?: unknown })
  const impl = (typeof guard === 'function' ? guard : snapshot.machine.implementations.guards[named.type!]) as any
  if (impl === undefined) throw new Error(`Guard '${named.type}' is not implemented.`)
  if (typeof impl !== 'function') return guardEnabled(impl, snapshot, event) // a guard defined as another guard
  const args = { context: snapshot.context, event }
  if ('check' in impl) return impl.check(snapshot, args, impl)
  const params = typeof named.params === 'function' ? named.params(args) : named.params
  return impl(args, typeof guard === 'function' ? undefined : params)
}

/**
 * The eventless transitions taken from a snapshot: for each active atomic state, the first `always`
 * transition, on it or else on its nearest ancestor, whose guard is enabled (xstate's own order).
 */
function eventlessTaken(snapshot: AnyMachineSnapshot, event: EventObject): AnyTransitionDefinition[] {
  const atomic = (snapshot._nodes as AnyStateNode[]).filter((n) => n.type === 'atomic' || n.type === 'final')
  return atomic.flatMap((leaf) => {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const taken = (node.always ?? []).find((t) => guardEnabled(t.guard, snapshot, event))
      if (taken) return [taken]
    }
    return []
  })
}

/**
 * A fresh active snapshot to take a step from. A path step records only the settled snapshot, and
 * xstate/graph may hand back one marked `status: 'error'` (it keys states by value and context only,
 * so an unhandled `xstate.error.*` probe can stand in for it), from which no eventless transition runs.
 * The first step (`xstate.init`) starts from the machine's initial configuration, before its eventless
 * transitions, with the initial context as the path records it (the input is not in the path).
 */
function stepFrom(machine: AnyStateMachine, path: StatePath<any, any>, i: number): AnyMachineSnapshot {
  if (i > 0) {
    const { value, context, historyValue } = path.steps[i - 1]!.state
    return machine.resolveState({ value, context, historyValue })
  }
  const first = machine.root.initial?.target?.[0]
  return machine.resolveState({ value: first ? pathToStateValue(first.path) : {}, context: path.steps[0]!.state.context })
}

/**
 * The transitions the paths take, step by step, on the real machine: the event's own transitions,
 * then the eventless ones taken from each snapshot the step passes through before it settles
 * (`getMicrosteps`, pure: no action runs).
 */
export function walkedTransitions(machine: AnyStateMachine, paths: StatePath<any, any>[]): Set<string> {
  const walked = new Set<string>()
  for (const path of paths) {
    path.steps.forEach((_, i) => stepTransitions(machine, path, i).forEach((t) => walked.add(t)))
  }
  return walked
}

/** The transitions step `i` of a path takes: the event's own, then the eventless ones it passes through. */
function stepTransitions(machine: AnyStateMachine, path: StatePath<any, any>, i: number): string[] {
  const { event } = path.steps[i]!
  const before = stepFrom(machine, path, i)
  const taken = i > 0 ? machine.getTransitionData(before, event).map(transitionKey) : []
  const microsteps = getMicrosteps(machine, before, event).map(([snapshot]) => snapshot)
  const passedThrough = (i === 0 ? [before, ...microsteps] : microsteps).slice(0, -1)
  for (const snapshot of passedThrough) taken.push(...eventlessTaken(snapshot, event).map(transitionKey))
  return taken
}

/**
 * The paths, plus one more step from their ends wherever that walks a transition none walks yet.
 * Shortest paths reach every state (as the traversal keys it) but not every transition into a
 * state already reached; this adds those, so a state graph keyed by an abstraction of the
 * context still has every transition walked.
 */
export function withEveryTransition<TSnapshot extends AnyMachineSnapshot, TEvent extends EventObject>(
  machine: AnyStateMachine,
  paths: StatePath<TSnapshot, TEvent>[],
  events: (state: TSnapshot) => readonly TEvent[],
): StatePath<TSnapshot, TEvent>[] {
  const walked = walkedTransitions(machine, paths)
  const extra: StatePath<TSnapshot, TEvent>[] = []
  for (const path of paths) {
    for (const event of events(path.state)) {
      const [next] = transition(machine, path.state, event)
      const longer = {
        ...path,
        state: next as TSnapshot,
        steps: [...path.steps, { state: next as TSnapshot, event }],
        weight: path.weight + 1,
      }
      const adds = stepTransitions(machine, longer, longer.steps.length - 1).filter((t) => !walked.has(t))
      if (adds.length === 0) continue
      extra.push(longer)
      adds.forEach((t) => walked.add(t))
    }
  }
  return [...paths, ...extra]
}

/**
 * The path with its snapshots recomputed by running its events through the machine. A traversal
 * keyed by an abstraction of the context records, for each key, the snapshot it met first, which
 * can hold values another route typed; replaying gives each step the snapshot its own events make.
 */
export function replayed<P extends StatePath<any, any>>(machine: AnyStateMachine, path: P, input: unknown): P {
  let [snapshot] = initialTransition(machine, input)
  const steps = path.steps.map((step, i) => {
    if (i > 0) [snapshot] = transition(machine, snapshot, step.event)
    return { ...step, state: snapshot }
  })
  return { ...path, steps, state: snapshot }
}

/** Greedily, the fewest of `paths` that together walk every transition they walk: few enough to replay through a view. */
export function fewestCovering<P extends StatePath<any, any>>(machine: AnyStateMachine, paths: P[]): P[] {
  const sets = paths.map((path) => ({ path, walks: walkedTransitions(machine, [path]) }))
  const walked = new Set<string>()
  const chosen: P[] = []
  for (;;) {
    let best: (typeof sets)[number] | undefined
    let bestAdds = 0
    for (const s of sets) {
      let adds = 0
      s.walks.forEach((t) => (adds += walked.has(t) ? 0 : 1))
      if (adds > bestAdds) [best, bestAdds] = [s, adds]
    }
    if (!best) return chosen
    chosen.push(best.path)
    best.walks.forEach((t) => walked.add(t))
  }
}

/** The transitions no path walks: a model-based test expects none. */
export function unwalked(machine: AnyStateMachine, paths: StatePath<any, any>[]): string[] {
  const walked = walkedTransitions(machine, paths)
  return allTransitions(machine).filter((edge) => !walked.has(edge))
}

/**
 * The shortest paths plus, greedily, the fewest further paths that walk the transitions the
 * shortest ones miss: every transition, few enough paths to replay through the rendered view.
 */
export function coveringPaths<P extends StatePath<any, any>>(machine: AnyStateMachine, shortest: P[], more: P[]): P[] {
  const chosen = [...shortest]
  const walked = walkedTransitions(machine, chosen)
  for (const path of [...more].sort((a, b) => a.steps.length - b.steps.length)) {
    const adds = [...walkedTransitions(machine, [path])].filter((t) => !walked.has(t))
    if (adds.length === 0) continue
    chosen.push(path)
    adds.forEach((t) => walked.add(t))
  }
  return chosen
}
