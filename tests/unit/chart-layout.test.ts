import { describe, expect, it } from 'vitest'
import { setup } from 'xstate'
import { machineRegistry } from '@machines/registry'
import { layoutMachine, type ChartBox, type ChartLayout, type Rect } from '@/features/dev/chart-layout'
import { machineTransitions, stateNodes } from '@/features/dev/chart-model'

/** Rectangles that share more than a hairline (0.5 px) of area; touching borders do not count. */
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5

const inside = (outer: Rect, inner: Rect) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5

const isWithin = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`)

/**
 * Everything a reader would see as a collision, in words: two boxes that meet where neither
 * holds the other, a child that spills out of its parent, an arrow's label over a box (over its
 * name and notes, or across its border) or over another label.
 */
function collisions(layout: ChartLayout): string[] {
  const found: string[] = []
  const { boxes, edges } = layout
  boxes.forEach((a, i) => {
    for (const b of boxes.slice(i + 1)) {
      if (isWithin(a.id, b.id) || isWithin(b.id, a.id)) continue
      if (overlap(a, b)) found.push(`box ${a.id} overlaps box ${b.id}`)
    }
    const parent = boxes.find((b) => a.id.startsWith(`${b.id}.`) && !a.id.slice(b.id.length + 1).includes('.'))
    if (parent && !inside(parent, a)) found.push(`box ${a.id} spills out of ${parent.id}`)
    if (!inside(a, a.header)) found.push(`the name of ${a.id} is outside its box`)
  })
  const labels = edges.map((e) => ({
    id: e.id,
    x: e.labelX - e.labelWidth / 2,
    y: e.labelY - e.labelHeight / 2,
    width: e.labelWidth,
    height: e.labelHeight,
  }))
  labels.forEach((label, i) => {
    for (const box of boxes) {
      const written: Rect = box.header
      if (overlap(label, written)) found.push(`label ${label.id} covers the name of ${box.id}`)
      else if (overlap(label, box) && !inside(box, label)) found.push(`label ${label.id} lies across the border of ${box.id}`)
      else if (box.header === box && overlap(label, box)) found.push(`label ${label.id} covers box ${box.id}`)
    }
    for (const other of labels.slice(i + 1)) if (overlap(label, other)) found.push(`label ${label.id} overlaps label ${other.id}`)
  })
  return found
}

/** The last point of an SVG path: where its arrowhead is drawn. */
const endOf = (path: string) => {
  const numbers = path.match(/-?\d+(\.\d+)?/g)!.map(Number)
  return { x: numbers.at(-2)!, y: numbers.at(-1)!, width: 0, height: 0 }
}
const grown = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by })

describe('the flow chart layout of every production machine', () => {
  it.each(machineRegistry.map((entry) => [entry.id, entry.machine] as const))(
    '%s: no box or label overlaps, every state and transition drawn',
    (_id, machine) => {
      const layout = layoutMachine(machine)
      expect(collisions(layout)).toEqual([])

      // One box per state, all inside the drawing.
      expect(layout.boxes.map((b) => b.id).sort()).toEqual(
        stateNodes(machine.root)
          .map((n) => n.id)
          .sort(),
      )
      for (const box of layout.boxes) expect(inside({ x: 0, y: 0, width: layout.width, height: layout.height }, box)).toBe(true)

      // Every transition: an arrow to each of its targets, or, when it changes no state, a note in its state's box.
      const byId = new Map(layout.boxes.map((b) => [b.id, b]))
      for (const transition of machineTransitions(machine)) {
        if (transition.targets.length === 0) {
          expect(byId.get(transition.source)!.notes.map((n) => n.transition.id)).toContain(transition.id)
          continue
        }
        for (const target of transition.targets) {
          const edge = layout.edges.find((e) => e.transition.id === transition.id && e.target === target)
          expect(edge, `${transition.id} → ${target}`).toBeDefined()
          // Its arrowhead points at the target's name (a compound state's title block, an atomic state's box).
          expect(inside(grown(byId.get(target)!.header, 1), endOf(edge!.path)), `${edge!.id} ends at ${target}`).toBe(true)
        }
      }
      expect(layout.edges).toHaveLength(machineTransitions(machine).reduce((sum, t) => sum + t.targets.length, 0))
    },
  )
})

describe('the collision check', () => {
  const box = (id: string, rect: Rect, kind: ChartBox['kind'] = 'atomic'): ChartBox => ({
    id,
    label: id.split('.').at(-1)!,
    kind,
    ...rect,
    depth: id.split('.').length - 1,
    header: kind === 'atomic' ? rect : { x: rect.x + 10, y: rect.y + 2, width: 60, height: 24 },
    notes: [],
    initial: null,
  })
  const root = box('m', { x: 0, y: 0, width: 400, height: 300 }, 'compound')

  it('passes a child inside its parent and two boxes side by side', () => {
    const layout: ChartLayout = {
      width: 400,
      height: 300,
      edges: [],
      boxes: [root, box('m.a', { x: 10, y: 40, width: 100, height: 40 }), box('m.b', { x: 110, y: 40, width: 100, height: 40 })],
    }
    expect(collisions(layout)).toEqual([])
  })

  it('finds two sibling boxes that overlap, a child outside its parent and a label over a box', () => {
    const layout: ChartLayout = {
      width: 400,
      height: 300,
      boxes: [
        root,
        box('m.a', { x: 10, y: 40, width: 100, height: 40 }),
        box('m.b', { x: 90, y: 60, width: 100, height: 40 }),
        box('m.c', { x: 380, y: 280, width: 60, height: 40 }),
      ],
      edges: [
        {
          id: 'go',
          transition: { id: 'm.a:go:0', source: 'm.a', targets: ['m.b'], event: 'go', guard: null, description: undefined },
          target: 'm.b',
          label: 'go',
          path: 'M0,0 L1,1',
          labelX: 40,
          labelY: 60,
          labelWidth: 30,
          labelHeight: 16,
          lines: ['go'],
        },
      ],
    }
    expect(collisions(layout)).toEqual(['box m.a overlaps box m.b', 'box m.c spills out of m', 'label go covers the name of m.a'])
  })

  it('finds the overlap when a laid-out box is moved onto its neighbour', () => {
    const layout = layoutMachine(machineRegistry.find((m) => m.id === 'signIn')!.machine)
    const [a, b] = layout.boxes.filter((x) => x.kind === 'atomic')
    const moved = { ...b!, x: a!.x + 5, y: a!.y + 5, header: { ...b!.header, x: a!.x + 5, y: a!.y + 5 } }
    expect(collisions({ ...layout, boxes: layout.boxes.map((x) => (x === b ? moved : x)) })).toContain(`box ${a!.id} overlaps box ${b!.id}`)
  })
})

describe('the layout of a small machine', () => {
  const machine = setup({}).createMachine({
    id: 'toggle',
    initial: 'idle',
    states: {
      idle: { on: { 'run.start': 'running', 'note.add': { actions: [] }, again: { target: 'idle', reenter: true } } },
      running: { initial: 'warming', on: { 'run.stop': 'idle' }, states: { warming: { after: { 500: 'hot' } }, hot: {} } },
    },
  })

  it('draws the nested states inside their parent, the initial marker on the initial child, and a loop for a re-entry', () => {
    const layout = layoutMachine(machine)
    const byId = new Map(layout.boxes.map((b) => [b.id, b]))
    expect(collisions(layout)).toEqual([])
    expect(inside(byId.get('toggle.running')!, byId.get('toggle.running.warming')!)).toBe(true)
    expect(inside(byId.get('toggle.running')!, byId.get('toggle.running.hot')!)).toBe(true)
    expect(byId.get('toggle.idle')!.notes.map((n) => n.text)).toEqual(['note.add'])
    const initial = byId.get('toggle.running')!.initial!
    expect(initial.target).toBe('toggle.running.warming')
    expect(inside(byId.get('toggle.running')!, { ...initial.dot, width: 0, height: 0 })).toBe(true)
    expect(inside(grown(byId.get('toggle.running.warming')!, 1), endOf(initial.path))).toBe(true)
    const loop = layout.edges.find((e) => e.label === 'again')!
    expect(loop.target).toBe('toggle.idle')
    expect(inside(grown(byId.get('toggle.idle')!, 1), endOf(loop.path))).toBe(true)
  })
})
