import { Graph, layout } from '@dagrejs/dagre'
import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { machineTransitions, stateNodes, type ChartTransition } from '@/features/dev/chart-model'

/** An axis-aligned rectangle: its top-left corner and size. */
export type Rect = { x: number; y: number; width: number; height: number }

/** A state drawn as a box; compound and parallel states hold their children. */
export type ChartBox = Rect & {
  id: string
  label: string
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  depth: number
  /** Where the state's name and notes are written: the top of an atomic box, a compound box's title block. */
  header: Rect
  /** Transitions that change no state (actions only), written inside the box under its name. */
  notes: { transition: ChartTransition; text: string }[]
  /** The initial-state marker of a compound state: a dot and an arrow to the initial child. */
  initial: { target: string; dot: { x: number; y: number }; path: string } | null
}

/** A transition drawn as an arrow, its label centred at (labelX, labelY). */
export type ChartEdge = {
  id: string
  transition: ChartTransition
  target: string
  label: string
  /** The label as written: one line, or a long one's event and under it its guard. */
  lines: string[]
  path: string
  labelX: number
  labelY: number
  labelWidth: number
  labelHeight: number
}

export type ChartLayout = { width: number; height: number; boxes: ChartBox[]; edges: ChartEdge[] }

/** Width of one character of the chart's 11 px monospace text. */
export const CHAR = 6.6
const PAD = 10
const TITLE = 24
const NOTE_LINE = 14
const MIN_WIDTH = 84
const LABEL_LINE = 13
const DOT = 10
const MARGIN = 16

export const transitionText = (t: ChartTransition) => (t.guard ? `${t.event} [${t.guard}]` : t.event)
/** A long label with a guard takes two lines, the guard under the event, so it widens its rank less. */
const labelLines = (t: ChartTransition) => {
  const text = transitionText(t)
  return t.guard && text.length > 28 ? [t.event, `[${t.guard}]`] : [text]
}

type Point = { x: number; y: number }
type NodeLabel = { width: number; height: number; x?: number; y?: number }
type EdgeLabel = { minlen?: number; weight?: number; points?: Point[] }

const headerId = (id: string) => `${id}#header`
const isWithin = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`)
const round = (n: number) => Math.round(n * 10) / 10
const hasChildren = (node: AnyStateNode) => Object.keys(node.states).length > 0

/** The node that stands for a state in the layout graph: itself, or a compound state's title block. */
const anchor = (node: AnyStateNode) => (hasChildren(node) ? headerId(node.id) : node.id)

/** A rectangle from a layout node, which dagre places by its centre. */
const rectOf = (n: NodeLabel): Rect => ({ x: round(n.x! - n.width / 2), y: round(n.y! - n.height / 2), width: n.width, height: n.height })

/**
 * A smooth path through dagre's route: straight to the first midpoint, then quadratic curves
 * with the route's points as controls, so it starts and ends exactly where dagre clipped it.
 */
function smoothPath(points: Point[]): string {
  const [first, ...rest] = points
  if (!first) return ''
  const last = rest.at(-1)
  if (!last || rest.length === 1) return `M${round(first.x)},${round(first.y)}${last ? ` L${round(last.x)},${round(last.y)}` : ''}`
  const mid = (a: Point, b: Point) => `${round((a.x + b.x) / 2)},${round((a.y + b.y) / 2)}`
  let d = `M${round(first.x)},${round(first.y)} L${mid(first, rest[0]!)}`
  for (let i = 0; i < rest.length - 1; i++) d += ` Q${round(rest[i]!.x)},${round(rest[i]!.y)} ${mid(rest[i]!, rest[i + 1]!)}`
  return `${d} L${round(last.x)},${round(last.y)}`
}

/**
 * Lays a machine out with dagre (a layered layout, top to bottom). Compound and parallel states
 * are dagre clusters, so their children are drawn inside them and no two sibling boxes meet. A
 * compound state's name and notes are a node of their own at the top of its cluster (arrows to
 * and from the compound state start and end there). Each arrow's label is a node between its two
 * halves, so dagre keeps labels off the boxes and off one another.
 */
export function layoutMachine(machine: AnyStateMachine): ChartLayout {
  const transitions = machineTransitions(machine)
  const nodes = stateNodes(machine.root)
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const graph = new Graph({ compound: true })
  graph.setGraph({ rankdir: 'TB', nodesep: 22, ranksep: 34, edgesep: 12, marginx: MARGIN, marginy: MARGIN })
  // The machine's own box is the whole drawing, not a cluster: each level of clusters multiplies
  // the ranks dagre orders, and one level less makes the larger charts about a third faster.
  const clusterOf = (state: AnyStateNode | undefined) => (state && state !== machine.root ? state.id : undefined)
  const setParent = (child: string, state: AnyStateNode | undefined) => {
    const parent = clusterOf(state)
    if (parent) graph.setParent(child, parent)
  }
  graph.setDefaultEdgeLabel(() => ({}))

  const notesOf = new Map(
    nodes.map((node) => [
      node.id,
      transitions
        .filter((t) => t.source === node.id && t.targets.length === 0)
        .map((transition) => ({ transition, text: transitionText(transition) })),
    ]),
  )
  const labelOf = (node: AnyStateNode) => (node.parent ? String(node.key) : String(node.id))
  const titleSize = (node: AnyStateNode) => {
    const notes = notesOf.get(node.id)!
    const width = Math.max(MIN_WIDTH, Math.max(labelOf(node).length, ...notes.map((n) => n.text.length + 2)) * CHAR + 2 * PAD)
    return { width, height: TITLE + 8 + notes.length * NOTE_LINE }
  }

  for (const node of nodes) {
    if (hasChildren(node)) {
      if (clusterOf(node)) graph.setNode(node.id, {})
      graph.setNode(headerId(node.id), titleSize(node))
      setParent(headerId(node.id), node)
    } else {
      graph.setNode(node.id, titleSize(node))
    }
    setParent(node.id, node.parent)
  }
  // A cluster's title block sits above every child; the initial dot above the initial child.
  // The machine's title only above its initial dot: edges from it to every state, one per
  // rank they cross, would double the work on the larger machines, and the flow starts there.
  for (const node of nodes.filter(hasChildren)) {
    const initial = node.type === 'compound' ? node.initial?.target[0] : undefined
    if (clusterOf(node) || !initial) {
      for (const child of Object.values(node.states as Record<string, AnyStateNode>))
        graph.setEdge(headerId(node.id), anchor(child), { weight: 1 })
    }
    if (initial) {
      const dot = `${node.id}#initial`
      graph.setNode(dot, { width: DOT, height: DOT })
      setParent(dot, node)
      graph.setEdge(headerId(node.id), dot, { weight: 1 })
      graph.setEdge(dot, anchor(initial), { weight: 2 })
    }
  }

  const drawn = transitions.flatMap((transition) => transition.targets.map((target) => ({ transition, target })))
  const edges = drawn.map(({ transition, target }, index) => {
    const id = `${transition.id}->${target}:${index}`
    const label = transitionText(transition)
    const lines = labelLines(transition)
    const labelNode = `${id}#label`
    const from = byId.get(transition.source)!
    const to = byId.get(target)!
    graph.setNode(labelNode, { width: round(Math.max(...lines.map((l) => l.length)) * CHAR + 8), height: lines.length * LABEL_LINE + 4 })
    // The label lives in the innermost state holding both ends (a loop's: around its state).
    const home = from === to ? from.parent : isWithin(to.id, from.id) ? from : isWithin(from.id, to.id) ? to : commonAncestor(from, to)
    setParent(labelNode, home)
    graph.setEdge(anchor(from), labelNode)
    if (from !== to) graph.setEdge(labelNode, anchor(to))
    return { id, transition, target, label, lines, labelNode, from: anchor(from), to: anchor(to) }
  })

  layout(graph)

  const size = graph.graph() as { width?: number; height?: number }
  const [width, height] = [Math.ceil(size.width ?? 0), Math.ceil(size.height ?? 0)]
  const whole: Rect = { x: MARGIN / 4, y: MARGIN / 4, width: width - MARGIN / 2, height: height - MARGIN / 2 }
  const node = (id: string) => graph.node(id) as NodeLabel
  const route = (v: string, w: string) => (graph.edge(v, w) as EdgeLabel).points ?? []
  const boxes: ChartBox[] = nodes.map((state) => {
    const box = state === machine.root ? whole : rectOf(node(state.id))
    const header = hasChildren(state) ? rectOf(node(headerId(state.id))) : box
    const initialTarget = state.type === 'compound' && hasChildren(state) ? state.initial?.target[0] : undefined
    const dot = initialTarget ? node(`${state.id}#initial`) : undefined
    return {
      id: state.id,
      label: labelOf(state),
      kind: state.type,
      ...box,
      depth: ancestry(state).length - 1,
      header,
      notes: notesOf.get(state.id)!,
      initial:
        initialTarget && dot
          ? {
              target: initialTarget.id,
              dot: { x: round(dot.x!), y: round(dot.y!) },
              path: smoothPath(route(`${state.id}#initial`, anchor(initialTarget))),
            }
          : null,
    }
  })

  const chartEdges: ChartEdge[] = edges.map(({ id, transition, target, label, lines, labelNode, from, to }) => {
    const at = node(labelNode)
    const labelRect = rectOf(at)
    let path: string
    if (from === to) {
      // A loop: out of the state's edge facing its label, through the label, and back in beside where it left.
      const state = rectOf(node(from))
      const below = at.y! > state.y + state.height / 2
      const x = Math.min(Math.max(at.x!, state.x + 16), state.x + state.width - 16)
      const edgeY = below ? state.y + state.height : state.y
      const labelY = below ? labelRect.y : labelRect.y + labelRect.height
      path = `M${round(x - 7)},${round(edgeY)} L${round(at.x! - 10)},${round(labelY)} M${round(at.x! + 10)},${round(labelY)} L${round(x + 7)},${round(edgeY)}`
    } else {
      path = smoothPath([...route(from, labelNode), ...route(labelNode, to)])
    }
    return {
      id,
      transition,
      target,
      label,
      lines,
      path,
      labelX: round(at.x!),
      labelY: round(at.y!),
      labelWidth: at.width,
      labelHeight: at.height,
    }
  })

  return { width, height, boxes, edges: chartEdges }
}

/** A state and its ancestors, innermost first. */
function ancestry(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node, ...ancestry(node.parent)] : [node]
}

/** The innermost state that holds both `a` and `b`. */
function commonAncestor(a: AnyStateNode, b: AnyStateNode): AnyStateNode | undefined {
  const above = new Set(ancestry(b).slice(1))
  return ancestry(a)
    .slice(1)
    .find((node) => above.has(node))
}

export { stateNodes }
