import type { AnyActor, AnyStateMachine, InspectionEvent, StateValue } from 'xstate'

/**
 * The inspection hub: every actor the app starts is created with `{ inspect }` from here. With the
 * switch off (no `?inspect=1` this visit) the callback returns at once and nothing is kept. With
 * it on, the hub records each machine actor's state and events for the flow inspector
 * (flow-inspector.tsx, a lazy chunk) and relays the raw events to Stately's inspector once a
 * tester opens it (stately.ts).
 *
 * In production the switch also needs the organisation's `testerInspection`: until the config
 * answers the hub is "pending" and records anyway, so the first events of the page are not lost.
 */

/** How many events each actor's log keeps (the oldest go first). */
export const EVENT_LOG_LIMIT = 200
/** How many stopped actors stay listed after they stop (a closed dialog's flow, for the report). */
const STOPPED_KEPT = 20
const STORAGE_KEY = 'inspect'

export type InspectionPhase = 'off' | 'pending' | 'on'

export type LoggedEvent = { at: number; type: string; state: string }

export type InspectedActor = {
  sessionId: string
  /** The machine's id, as machines/registry.ts lists it. */
  machineId: string
  machine: AnyStateMachine
  actor: AnyActor
  rootId: string | undefined
  startedAt: number
  value: StateValue | undefined
  status: 'active' | 'done' | 'error' | 'stopped'
  events: LoggedEvent[]
}

let phase: InspectionPhase | undefined
const actors = new Map<string, InspectedActor>()
const listeners = new Set<() => void>()
let version = 0
let notifyQueued = false
let relay: ((event: InspectionEvent) => void) | null = null
let announced = new WeakSet<object>()

/** `?inspect=1` asks for the switch for this visit (kept in sessionStorage across sign-in's reloads), `?inspect=0` drops it. */
function requested(search: string): boolean {
  try {
    const asked = new URLSearchParams(search).get('inspect')
    if (asked === '1') sessionStorage.setItem(STORAGE_KEY, '1')
    if (asked === '0') sessionStorage.removeItem(STORAGE_KEY)
    return sessionStorage.getItem(STORAGE_KEY) === '1'
  } catch {
    return false
  }
}

function currentPhase(): InspectionPhase {
  return (phase ??= requested(window.location.search) ? (import.meta.env.DEV ? 'on' : 'pending') : 'off')
}

function changed() {
  version++
  if (notifyQueued || listeners.size === 0) return
  notifyQueued = true
  queueMicrotask(() => {
    notifyQueued = false
    listeners.forEach((listener) => listener())
  })
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'id' in logic

const stateText = (value: StateValue | undefined): string =>
  value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : Object.entries(value)
          .map(([key, child]) => (child && (typeof child === 'string' || Object.keys(child).length) ? `${key}.${stateText(child)}` : key))
          .join(', ')

// An actor is recorded at its first snapshot (its start), not at its creation: React may create
// actors for renders it never commits (useMachine's state initialiser), and those never start.
function record(event: InspectionEvent) {
  if (event.type !== '@xstate.snapshot') return
  const actor = event.actorRef as AnyActor
  let inspected = actors.get(actor.sessionId)
  if (!inspected) {
    if (!isMachine(actor.logic)) return
    inspected = {
      sessionId: actor.sessionId,
      machineId: actor.logic.id,
      machine: actor.logic,
      actor,
      rootId: event.rootId,
      startedAt: Date.now(),
      value: undefined,
      status: 'active',
      events: [],
    }
    actors.set(actor.sessionId, inspected)
  }
  const snapshot = event.snapshot as { value?: StateValue; status: InspectedActor['status'] }
  inspected.value = snapshot.value
  inspected.status = snapshot.status
  inspected.events.push({ at: Date.now(), type: event.event.type, state: stateText(snapshot.value) })
  if (inspected.events.length > EVENT_LOG_LIMIT) inspected.events.shift()
  if (snapshot.status !== 'active') dropOldStopped()
  changed()
}

/** Relays an event to Stately's inspector; an actor is announced there before its first event, once. */
function relayEvent(event: InspectionEvent) {
  if (!relay || event.type === '@xstate.actor') return
  if (!announced.has(event.actorRef)) {
    announced.add(event.actorRef)
    relay({ type: '@xstate.actor', actorRef: event.actorRef, rootId: event.rootId })
  }
  relay(event)
}

function dropOldStopped() {
  const stopped = [...actors.values()].filter((a) => a.status !== 'active')
  for (const old of stopped.slice(0, Math.max(0, stopped.length - STOPPED_KEPT))) actors.delete(old.sessionId)
}

/** Pass as `inspect` to every createActor and useMachine of the app. */
export function inspect(event: InspectionEvent): void {
  if (currentPhase() === 'off') return
  record(event)
  relayEvent(event)
}

/** The organisation's config answered (production): the pending switch turns on or off. */
export function settleInspection(allowed: boolean): void {
  if (currentPhase() !== 'pending') return
  phase = allowed ? 'on' : 'off'
  if (!allowed) actors.clear()
  changed()
}

export const inspectionPhase = (): InspectionPhase => currentPhase()

/** Every recorded machine actor, in start order (running and recently stopped). */
export const inspectedActors = (): InspectedActor[] => [...actors.values()]

export { stateText }

/** For useSyncExternalStore: `inspectionVersion` changes whenever anything recorded does. */
export function subscribeInspection(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
export const inspectionVersion = (): number => version

/**
 * Sends the running actors (announced, with their current state) and every later inspection
 * event to `target` too (Stately's inspector); null stops.
 */
export function relayInspection(target: ((event: InspectionEvent) => void) | null): void {
  relay = target
  announced = new WeakSet()
  if (!target) return
  for (const { actor, rootId, status } of actors.values()) {
    if (status !== 'active') continue
    announced.add(actor)
    const root = rootId ?? actor.sessionId
    target({ type: '@xstate.actor', actorRef: actor, rootId: root })
    target({ type: '@xstate.snapshot', actorRef: actor, rootId: root, snapshot: actor.getSnapshot(), event: { type: 'xstate.init' } })
  }
}

/** Tests: forget everything and read the switch again from the page's address and sessionStorage. */
export function resetInspection(options: { production?: boolean } = {}): void {
  actors.clear()
  relayInspection(null)
  phase = requested(window.location.search) ? ((options.production ?? !import.meta.env.DEV) ? 'pending' : 'on') : 'off'
  changed()
}
