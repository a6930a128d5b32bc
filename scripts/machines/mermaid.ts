/**
 * A machine as a Mermaid `stateDiagram-v2`, drawn from its definition: nested states as composite
 * states, a parallel state's regions separated by `--`, `[*] -->` to each initial state and
 * `--> [*]` from each final one, every transition labelled with its event and guard. A transition
 * with no target (actions only) loops on its source. Transitions of the machine itself draw the
 * machine as a composite state around the others.
 *
 * Mermaid's grammar allows no colon or semicolon in a label, so an actor's outcome reads
 * `done(save)` / `error(save)` in the diagram (the tables say `done: save`).
 */
import type { AnyStateMachine } from 'xstate'
import { describeMachine, type MachineInfo, type StateInfo, type TransitionInfo } from './describe'

/** A label Mermaid accepts: actor outcomes without their colon, no semicolons, one line. */
export function mermaidLabel(t: Pick<TransitionInfo, 'event' | 'guard'>): string {
  const event = t.event.replace(/^(done|error): (.+)$/, '$1($2)')
  const text = t.guard ? `${event} [${t.guard}]` : event
  return text.replace(/[:;]/g, ' ').replace(/\s+/g, ' ').trim()
}

const ROOT = ''

export function toMermaid(machine: AnyStateMachine): string {
  return mermaidOf(describeMachine(machine))
}

export function mermaidOf(info: MachineInfo): string {
  const childrenOf = (path: string) => info.states.filter((s) => parentPath(s.path) === path)
  const rootHasTransitions = info.transitions.some((t) => t.source === ROOT)
  const taken = new Set(info.states.map((s) => idOf(s.path)))
  let rootId = 'root'
  while (taken.has(rootId)) rootId += '_'
  const id = (path: string) => (path === ROOT ? rootId : idOf(path))

  // Where each state is mentioned outside its own declaration: an atomic state named by its key
  // and mentioned somewhere needs no declaration line.
  const mentioned = new Set<string>()
  for (const t of info.transitions) [t.source, ...(t.targets.length ? t.targets : [t.source])].forEach((p) => mentioned.add(p))
  for (const s of info.states) if (s.initial || s.type === 'final') mentioned.add(s.path)

  const transitionLines = (source: string) =>
    info.transitions
      .filter((t) => t.source === source)
      .flatMap((t) => (t.targets.length ? t.targets : [t.source]).map((target) => `${id(t.source)} --> ${id(target)} : ${mermaidLabel(t)}`))

  /** The lines inside a compound or parallel state (or the machine): its children, their transitions, initial and final markers. */
  function body(path: string, type: StateInfo['type']): string[] {
    const children = childrenOf(path)
    if (type === 'parallel') {
      return children.flatMap((child, i) => [...(i > 0 ? ['--'] : []), ...declaration(child), ...transitionLines(child.path)])
    }
    const initial = children.find((c) => c.initial)
    return [
      ...(initial ? [`[*] --> ${id(initial.path)}`] : []),
      ...children.flatMap(declaration),
      ...children.flatMap((child) => transitionLines(child.path)),
      ...children.filter((c) => c.type === 'final').map((c) => `${id(c.path)} --> [*]`),
    ]
  }

  function declaration(state: StateInfo): string[] {
    const own = id(state.path)
    const alias = own !== state.key ? [`state "${state.key}" as ${own}`] : []
    if (state.type === 'compound' || state.type === 'parallel') {
      return [...alias, `state ${own} {`, ...body(state.path, state.type).map(indent), '}']
    }
    return alias.length ? alias : mentioned.has(state.path) ? [] : [own]
  }

  const lines = rootHasTransitions
    ? [`state "${info.id}" as ${rootId}`, `state ${rootId} {`, ...body(ROOT, 'compound').map(indent), '}', ...transitionLines(ROOT)]
    : body(ROOT, 'compound')
  return ['stateDiagram-v2', ...lines.map(indent)].join('\n') + '\n'
}

function parentPath(path: string): string {
  const i = path.lastIndexOf('.')
  return i < 0 ? ROOT : path.slice(0, i)
}

/** A Mermaid id: the state's path joined by `_`, anything but letters, digits and `_` replaced. */
function idOf(path: string): string {
  return path.replace(/\./g, '_').replace(/[^A-Za-z0-9_]/g, '_')
}

const indent = (line: string) => `  ${line}`
