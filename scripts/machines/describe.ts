/**
 * What a machine's definition says, read for people: its states in document order, and every
 * transition with its event, guard, target and description as the diagrams and tables show them.
 * The transitions are those `allTransitions` of tests/helpers/graph-coverage.ts counts, each with
 * the same key, so a table row can say whether the model-based tests walk it.
 */
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { transitionKey } from '../../tests/helpers/graph-coverage'

export type StateInfo = {
  /** Dotted path from the machine's root, `ready.certificate.selected`. */
  path: string
  key: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  /** Whether its parent enters it first. */
  initial: boolean
  description: string | null
  node: AnyStateNode
}

export type TransitionInfo = {
  /** The coverage check's key (tests/helpers/graph-coverage.ts `transitionKey`). */
  key: string
  /** Dotted path of the source state; '' for the machine itself. */
  source: string
  /** Dotted paths of the targets; empty when the transition has none (actions only). */
  targets: string[]
  /** `form.submit`, `always`, `after 500ms`, `done: save`, `error: save`. */
  event: string
  /** `emailMissing`, `isSocial and accessCodeShown`, `inline guard`; null without one. */
  guard: string | null
  /** The named guards it uses, for the index. */
  guardNames: string[]
  description: string | null
}

export type MachineInfo = {
  id: string
  states: StateInfo[]
  transitions: TransitionInfo[]
  /** Distinct event labels in order of first appearance, `always` left out. */
  events: string[]
  /** Distinct guard names in order of first appearance. */
  guards: string[]
}

const pathOf = (node: AnyStateNode) => node.path.join('.')

/** The machine's state nodes below the root, parents before children, in definition order. */
export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...stateNodes(child)])
}

/** An event type as people read it. */
export function eventLabel(t: AnyTransitionDefinition, machine: AnyStateMachine): string {
  const type = t.eventType
  if (!type) return 'always'
  if (type.startsWith('xstate.after.')) {
    const delay = (t as { delay?: number | string }).delay
    const resolved = typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : delay
    return typeof resolved === 'number' ? `after ${resolved}ms` : `after ${String(delay)}`
  }
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  if (actor) return `${actor[1]}: ${actor[2]}`
  const stateDone = /^xstate\.done\.state\./.test(type)
  if (stateDone) return 'done'
  return type
}

type GuardLike = string | { type?: string } | ((...args: never[]) => unknown) | undefined

/** A guard as people read it: its name, a built-in combination of names, or `inline guard`. */
export function guardLabel(guard: unknown, nested = false): string | null {
  const g = guard as GuardLike
  if (g === undefined || g === null) return null
  if (typeof g === 'string') return g
  if (typeof g === 'function') {
    const fn = g as { name: string; guards?: unknown[]; stateValue?: unknown; check?: unknown }
    if (fn.check && fn.stateValue !== undefined)
      return `in ${typeof fn.stateValue === 'string' ? fn.stateValue : JSON.stringify(fn.stateValue)}`
    if (fn.check && Array.isArray(fn.guards)) {
      if (fn.name === 'not') return `not ${guardLabel(fn.guards[0], true)}`
      const joined = fn.guards.map((inner) => guardLabel(inner, true)).join(` ${fn.name} `)
      return nested ? `(${joined})` : joined
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard'
  }
  return g.type ?? 'inline guard'
}

/** The named guards a guard uses, built-in combinations taken apart. */
function guardNames(guard: unknown): string[] {
  if (guard === undefined || guard === null) return []
  if (typeof guard === 'string') return [guard]
  if (typeof guard === 'function') {
    const fn = guard as { guards?: unknown[]; check?: unknown; stateValue?: unknown }
    if (fn.check && Array.isArray(fn.guards)) return fn.guards.flatMap(guardNames)
    if (fn.check && fn.stateValue !== undefined) return []
  }
  const label = guardLabel(guard)
  return label ? [label] : []
}

/** A node's own transitions: the eventless ones first (they run on entry), then by event, in definition order. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.always ?? []), ...[...node.transitions.values()].flat()]
}

export function describeMachine(machine: AnyStateMachine): MachineInfo {
  const nodes = stateNodes(machine.root)
  const states: StateInfo[] = nodes.map((node) => ({
    path: pathOf(node),
    key: node.key,
    type: node.type,
    initial: node.parent?.type === 'compound' && node.parent.initial?.target?.[0] === node,
    description: node.description ?? null,
    node,
  }))
  const transitions: TransitionInfo[] = [machine.root, ...nodes].flatMap((node) =>
    ownTransitions(node).map((t) => ({
      key: transitionKey(t),
      source: pathOf(node),
      targets: (t.target ?? []).map(pathOf),
      event: eventLabel(t, machine),
      guard: guardLabel(t.guard),
      guardNames: guardNames(t.guard),
      description: t.description ?? null,
    })),
  )
  const distinct = (values: string[]) => [...new Set(values)]
  return {
    id: machine.id,
    states,
    transitions,
    events: distinct(transitions.map((t) => t.event).filter((e) => e !== 'always')),
    guards: distinct(transitions.flatMap((t) => t.guardNames)),
  }
}
