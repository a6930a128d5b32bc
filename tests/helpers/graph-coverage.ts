import type { AnyStateMachine, AnyTransitionDefinition, AnyStateNode } from 'xstate'
import { toDirectedGraph, type DirectedGraphNode, type StatePath } from 'xstate/graph'

/** One transition, named by source, event, guard and target, so guarded siblings differ. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const guard = t.guard as unknown
  const guardName =
    typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String(guard.type) : ''
  const targets = (t.target ?? []).map((s: AnyStateNode) => s.id).join(',') || '(self)'
  return `${t.source.id} --${t.eventType}${guardName ? `[${guardName}]` : ''}--> ${targets}`
}

function edgesOf(node: DirectedGraphNode): string[] {
  return [...node.edges.map((e) => transitionKey(e.transition)), ...node.children.flatMap(edgesOf)]
}

/** Every transition of the machine, as toDirectedGraph lists them. */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...new Set(edgesOf(toDirectedGraph(machine)))]
}

/** The transitions the paths take, step by step, on the real machine. */
export function walkedTransitions(machine: AnyStateMachine, paths: StatePath<any, any>[]): Set<string> {
  const walked = new Set<string>()
  for (const path of paths) {
    for (let i = 1; i < path.steps.length; i++) {
      machine.getTransitionData(path.steps[i - 1].state, path.steps[i].event).forEach((t) => walked.add(transitionKey(t)))
    }
  }
  return walked
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
