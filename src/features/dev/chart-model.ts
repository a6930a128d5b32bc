import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate'

/** One transition of a machine, as the chart draws it. */
export type ChartTransition = {
  /** Unique within the machine: source, event, position. */
  id: string
  source: string
  /** State node ids; empty for a transition that only runs actions (no state change). */
  targets: string[]
  event: string
  guard: string | null
  description: string | undefined
}

type Transition = {
  eventType: string
  target?: readonly AnyStateNode[]
  guard?: unknown
  description?: string
}

/** Every state node below `node`, depth first in definition order, `node` included. */
export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes)]
}

/** A state node's transitions: its `on` (with done, error and after events) and its `always`. */
function transitionsOf(node: AnyStateNode): Transition[] {
  const byEvent = [...(node.transitions as Map<string, Transition[]>).values()].flat()
  return [...byEvent, ...((node.always as Transition[] | undefined) ?? [])]
}

/** Every transition of the machine, in definition order. */
export function machineTransitions(machine: AnyStateMachine): ChartTransition[] {
  return stateNodes(machine.root).flatMap((node) =>
    transitionsOf(node).map((t, index) => ({
      id: `${node.id}:${t.eventType}:${index}`,
      source: node.id,
      targets: (t.target ?? []).map((target) => target.id),
      event: eventLabel(t.eventType),
      guard: guardLabel(t.guard),
      description: t.description,
    })),
  )
}

/** Readable names for XState's own events: "always", "done: signIn", "after 500 ms". */
export function eventLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done) return `done: ${done[1]}`
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (error) return `error: ${error[1]}`
  const after = /^xstate\.after\.(\d+)\./.exec(eventType)
  if (after) return `after ${after[1]} ms`
  const afterNamed = /^xstate\.after\.([^.]+)\./.exec(eventType)
  if (afterNamed) return `after ${afterNamed[1]}`
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (stateDone) return `done: #${stateDone[1]}`
  return eventType
}

type BuiltinGuard = ((...args: never[]) => unknown) & {
  check?: (snapshot: unknown, args: unknown, self: { guards: unknown[] }) => boolean
  guards?: unknown[]
  stateValue?: unknown
}

/**
 * A guard's name: "emailMissing", "not(isSocial)", "and(a, b)". XState's not/and/or are functions
 * whose names a production build minifies, so they are told apart by how they combine.
 */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type)
  if (typeof guard !== 'function') return '?'
  const builtin = guard as BuiltinGuard
  if (builtin.stateValue !== undefined) return `in(${JSON.stringify(builtin.stateValue)})`
  if (!builtin.check || !Array.isArray(builtin.guards)) return 'inline'
  const inner = builtin.guards.map((g) => guardLabel(g) ?? '?')
  const probe = (answers: boolean[]) =>
    builtin.check!({ machine: { implementations: { guards: {} } } }, { context: {}, event: {} }, { guards: answers.map((a) => () => a) })
  try {
    if (probe([true, false])) return `or(${inner.join(', ')})`
    return probe([false, false]) ? `not(${inner.join(', ')})` : `and(${inner.join(', ')})`
  } catch {
    return inner.join(', ')
  }
}

/** The ids of the state nodes a state value has active (ancestors included). */
export function activeStateIds(machine: AnyStateMachine, value: StateValue | undefined): Set<string> {
  const active = new Set<string>()
  if (value === undefined) return active
  const walk = (node: AnyStateNode, value: StateValue | undefined) => {
    active.add(node.id)
    const children = node.states as Record<string, AnyStateNode>
    if (node.type === 'parallel') {
      for (const [key, child] of Object.entries(children)) walk(child, typeof value === 'object' ? value[key] : undefined)
    } else if (typeof value === 'string') {
      if (children[value]) walk(children[value], undefined)
    } else if (value) {
      for (const [key, inner] of Object.entries(value)) if (children[key]) walk(children[key], inner)
    }
  }
  walk(machine.root, value)
  return active
}

/** The machine's definition as XState serialises it (`machine.toJSON()`), for the Stately editor. */
export function definitionJson(machine: AnyStateMachine): string {
  return JSON.stringify(machine.toJSON(), null, 2)
}
