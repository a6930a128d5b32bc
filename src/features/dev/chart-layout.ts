import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { machineTransitions, stateNodes, type ChartTransition } from '@/features/dev/chart-model'

/** A state drawn as a box; compound and parallel states hold their children. */
export type ChartBox = {
  id: string
  label: string
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  x: number
  y: number
  width: number
  height: number
  depth: number
  /** Transitions that change no state (actions only), written inside the box. */
  notes: { transition: ChartTransition; text: string }[]
  /** Where the initial-state marker points, for compound states. */
  initial: string | null
}

/** A transition drawn as an arrow. */
export type ChartEdge = {
  id: string
  transition: ChartTransition
  target: string
  label: string
  path: string
  labelX: number
  labelY: number
}

export type ChartLayout = { width: number; height: number; boxes: ChartBox[]; edges: ChartEdge[] }

const CHAR = 6.6
const PAD = 12
const HEADER = 24
const NOTE_LINE = 14
const GAP_X = 56
const GAP_Y = 72
const MIN_WIDTH = 84

export const transitionText = (t: ChartTransition) => (t.guard ? `${t.event} [${t.guard}]` : t.event)

const isWithin = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`)

type Sized = { node: AnyStateNode; width: number; height: number; place: (x: number, y: number, depth: number) => void }

/**
 * Lays a machine out deterministically: inside each compound state its children sit in rows by
 * their shortest distance (in transitions) from the initial child; parallel regions sit side
 * by side; each box is as wide as its name and notes. Arrows are straight, or bowed apart when
 * two states have several transitions between them.
 */
export function layoutMachine(machine: AnyStateMachine): ChartLayout {
  const transitions = machineTransitions(machine)
  const boxes = new Map<string, ChartBox>()

  const size = (node: AnyStateNode): Sized => {
    const own = transitions.filter((t) => t.source === node.id && t.targets.length === 0)
    const notes = own.map((transition) => ({ transition, text: transitionText(transition) }))
    const label = node.parent ? String(node.key) : String(node.id)
    const textWidth = Math.max(label.length, ...notes.map((n) => n.text.length)) * CHAR + 2 * PAD
    const children = Object.values(node.states as Record<string, AnyStateNode>)
    const box = (x: number, y: number, width: number, height: number, depth: number): ChartBox => ({
      id: node.id, label, kind: node.type, x, y, width, height, depth, notes,
      initial: node.type === 'compound' && node.initial ? (node.initial.target[0]?.id ?? null) : null,
    })
    if (children.length === 0) {
      const width = Math.max(MIN_WIDTH, textWidth)
      const height = HEADER + 8 + notes.length * NOTE_LINE
      return { node, width, height, place: (x, y, depth) => void boxes.set(node.id, box(x, y, width, height, depth)) }
    }
    const sized = new Map(children.map((child) => [child.id, size(child)]))
    const rows = node.type === 'parallel' ? [children] : rowsByDistance(node, children, transitions)
    const rowSizes = rows.map((row) => ({
      width: row.reduce((sum, child) => sum + sized.get(child.id)!.width, 0) + GAP_X * (row.length - 1),
      height: Math.max(...row.map((child) => sized.get(child.id)!.height)),
    }))
    const contentWidth = Math.max(...rowSizes.map((r) => r.width))
    const width = Math.max(textWidth, contentWidth + 2 * PAD)
    const notesHeight = notes.length * NOTE_LINE
    const height = HEADER + notesHeight + PAD + rowSizes.reduce((sum, r) => sum + r.height, 0) + GAP_Y * (rows.length - 1) + PAD
    return {
      node, width, height,
      place: (x, y, depth) => {
        boxes.set(node.id, box(x, y, width, height, depth))
        let rowY = y + HEADER + notesHeight + PAD
        rows.forEach((row, i) => {
          let childX = x + (width - rowSizes[i].width) / 2
          for (const child of row) {
            const s = sized.get(child.id)!
            s.place(childX, rowY, depth + 1)
            childX += s.width + GAP_X
          }
          rowY += rowSizes[i].height + GAP_Y
        })
      },
    }
  }

  const root = size(machine.root)
  const margin = 8
  root.place(margin, margin, 0)
  const edges = layoutEdges(transitions, boxes)
  const right = Math.max(...[...boxes.values()].map((b) => b.x + b.width), ...edges.map((e) => e.labelX + (e.label.length * CHAR) / 2))
  return { width: Math.ceil(right + margin), height: Math.ceil(root.height + 2 * margin), boxes: [...boxes.values()], edges }
}

/** A compound state's children in rows: row n holds the children n transitions away from the initial one. */
function rowsByDistance(node: AnyStateNode, children: AnyStateNode[], transitions: ChartTransition[]): AnyStateNode[][] {
  const childOf = (id: string) => children.find((child) => isWithin(id, child.id))
  const next = new Map<string, string[]>(children.map((c) => [c.id, []]))
  for (const t of transitions) {
    const from = childOf(t.source)
    if (!from) continue
    for (const target of t.targets) {
      const to = childOf(target)
      if (to && to !== from) next.get(from.id)!.push(to.id)
    }
  }
  const first = node.initial?.target[0] ? childOf(node.initial.target[0].id) : children[0]
  const distance = new Map<string, number>()
  const queue = [first ?? children[0]].map((c) => c.id)
  distance.set(queue[0], 0)
  while (queue.length) {
    const id = queue.shift()!
    for (const to of next.get(id)!) {
      if (!distance.has(to)) {
        distance.set(to, distance.get(id)! + 1)
        queue.push(to)
      }
    }
  }
  const unreached = Math.max(...distance.values()) + 1
  const rows: AnyStateNode[][] = []
  for (const child of children) {
    const row = distance.get(child.id) ?? unreached
    ;(rows[row] ??= []).push(child)
  }
  return rows.filter(Boolean)
}

type Point = { x: number; y: number }
const centre = (b: ChartBox): Point => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 })

/** Where the segment from the box's centre towards `to` leaves the box. */
function exitPoint(b: ChartBox, to: Point): Point {
  const c = centre(b)
  const dx = to.x - c.x
  const dy = to.y - c.y
  if (dx === 0 && dy === 0) return c
  const scale = Math.min(dx === 0 ? Infinity : b.width / 2 / Math.abs(dx), dy === 0 ? Infinity : b.height / 2 / Math.abs(dy))
  return { x: c.x + dx * scale, y: c.y + dy * scale }
}

const round = (n: number) => Math.round(n * 10) / 10

function layoutEdges(transitions: ChartTransition[], boxes: Map<string, ChartBox>): ChartEdge[] {
  const drawn = transitions.flatMap((transition) => transition.targets.map((target) => ({ transition, target })))
  // Arrows between the same two states are bowed apart, each pair counted in both directions.
  const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)
  const pairs = new Map<string, number>()
  for (const { transition, target } of drawn) pairs.set(pairKey(transition.source, target), (pairs.get(pairKey(transition.source, target)) ?? 0) + 1)
  const seen = new Map<string, number>()
  const selfLoops = new Map<string, number>()
  // Labels of arrows that meet at one state are spread along their arrows, so they overlap less.
  const intoTarget = new Map<string, number>()
  const labelAlong = (target: string) => {
    const n = intoTarget.get(target) ?? 0
    intoTarget.set(target, n + 1)
    return [0.5, 0.32, 0.68, 0.41, 0.59, 0.25, 0.75][n % 7]
  }

  return drawn.map(({ transition, target }, index) => {
    const from = boxes.get(transition.source)!
    const to = boxes.get(target)!
    const label = transitionText(transition)
    const id = `${transition.id}->${target}:${index}`
    if (from === to) {
      const n = selfLoops.get(from.id) ?? 0
      selfLoops.set(from.id, n + 1)
      const y = from.y + Math.min(from.height / 2, 16) + n * 18
      const x = from.x + from.width
      return { id, transition, target, label, path: `M${round(x)},${round(y - 5)} C${round(x + 28)},${round(y - 16)} ${round(x + 28)},${round(y + 16)} ${round(x)},${round(y + 5)}`, labelX: round(x + 30 + (label.length * CHAR) / 2), labelY: round(y) }
    }
    if (isWithin(to.id, from.id) || isWithin(from.id, to.id)) {
      // Into one's own child, or out to one's own ancestor: from (or to) the outer box's heading.
      const outer = isWithin(to.id, from.id) ? from : to
      const inner = outer === from ? to : from
      const a = { x: outer.x + PAD, y: outer.y + HEADER - 4 }
      const b = { x: inner.x + inner.width / 2, y: inner.y }
      const [p, q] = outer === from ? [a, b] : [b, a]
      return { id, transition, target, label, path: `M${round(p.x)},${round(p.y)} L${round(q.x)},${round(q.y)}`, labelX: round((p.x + q.x) / 2), labelY: round((p.y + q.y) / 2) }
    }
    const key = pairKey(from.id, to.id)
    const count = pairs.get(key)!
    const k = seen.get(key) ?? 0
    seen.set(key, k + 1)
    const [c1, c2] = [centre(from), centre(to)]
    // The normal of the pair's canonical direction, so A→B and B→A bow to opposite sides.
    const [a, b] = from.id < to.id ? [c1, c2] : [c2, c1]
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1
    const normal = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length }
    const offset = (k - (count - 1) / 2) * 26
    const mid = { x: (c1.x + c2.x) / 2 + normal.x * offset * 2, y: (c1.y + c2.y) / 2 + normal.y * offset * 2 }
    const p = exitPoint(from, count > 1 ? mid : c2)
    const q = exitPoint(to, count > 1 ? mid : c1)
    const control = { x: 2 * mid.x - (p.x + q.x) / 2, y: 2 * mid.y - (p.y + q.y) / 2 }
    const path = count > 1
      ? `M${round(p.x)},${round(p.y)} Q${round(control.x)},${round(control.y)} ${round(q.x)},${round(q.y)}`
      : `M${round(p.x)},${round(p.y)} L${round(q.x)},${round(q.y)}`
    const along = labelAlong(to.id)
    const labelAt = count > 1
      ? { x: (1 - along) ** 2 * p.x + 2 * (1 - along) * along * control.x + along ** 2 * q.x, y: (1 - along) ** 2 * p.y + 2 * (1 - along) * along * control.y + along ** 2 * q.y }
      : { x: p.x + (q.x - p.x) * along, y: p.y + (q.y - p.y) * along }
    return { id, transition, target, label, path, labelX: round(labelAt.x), labelY: round(labelAt.y) }
  })
}

export { stateNodes }
