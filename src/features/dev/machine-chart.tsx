import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { AnyStateMachine, StateValue } from 'xstate'
import { layoutMachine, type ChartBox, type ChartLayout } from '@/features/dev/chart-layout'
import { activeStateIds } from '@/features/dev/chart-model'

export type MachineChartProps = {
  machine: AnyStateMachine
  /** The running actor's state; nothing is highlighted without one. */
  value?: StateValue
}

// A machine's layout is the same on every render and every page: worked out once (dagre takes
// tens of milliseconds on the larger machines), then kept.
const layouts = new WeakMap<AnyStateMachine, ChartLayout>()
function layoutOf(machine: AnyStateMachine): ChartLayout {
  let layout = layouts.get(machine)
  if (!layout) layouts.set(machine, (layout = layoutMachine(machine)))
  return layout
}

/** A machine's state chart as SVG: states as boxes, transitions as labelled arrows, the current state highlighted. */
export function MachineChart({ machine, value }: MachineChartProps) {
  const { t } = useLingui()
  const marker = useId().replace(/:/g, '')
  const layout = layoutOf(machine)
  const active = activeStateIds(machine, value)
  const leaf = (box: ChartBox) => active.has(box.id) && !layout.boxes.some((b) => b.id.startsWith(`${box.id}.`) && active.has(b.id))
  const byId = new Map(layout.boxes.map((b) => [b.id, b]))

  return (
    <svg
      role="group"
      aria-label={t`State chart of ${machine.id}`}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width={layout.width}
      height={layout.height}
      className="max-w-none font-mono text-[11px]"
    >
      <defs>
        <marker id={`arrow-${marker}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#475569" />
        </marker>
      </defs>
      {layout.boxes.map((box) => {
        const current = leaf(box)
        const within = active.has(box.id)
        return (
          <g
            key={box.id}
            role="group"
            aria-label={t`State ${box.label}`}
            aria-current={current ? 'true' : undefined}
            data-state-id={box.id}
          >
            <title>{machine.root.id === box.id ? box.label : `#${box.id}`}</title>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={box.kind === 'final' ? 2 : 8}
              fill={current ? '#fde68a' : box.depth % 2 ? '#f8fafc' : '#ffffff'}
              stroke={current ? '#b45309' : within ? '#d97706' : box.kind === 'parallel' ? '#64748b' : '#94a3b8'}
              strokeWidth={current ? 3 : 1.2}
              strokeDasharray={box.kind === 'parallel' ? '5 3' : undefined}
            />
            {box.kind === 'final' && (
              <rect x={box.x + 3} y={box.y + 3} width={box.width - 6} height={box.height - 6} rx={2} fill="none" stroke="#94a3b8" />
            )}
            <text x={box.header.x + 10} y={box.header.y + 17} fontWeight={600} fill="#0f172a">
              {box.label}
            </text>
            {box.notes.map((note, i) => (
              <g
                key={note.transition.id}
                role="group"
                aria-label={t`Transition ${box.label}: ${note.text}`}
                data-transition-id={note.transition.id}
              >
                <title>{note.transition.description ?? note.text}</title>
                <text x={box.header.x + 10} y={box.header.y + 34 + i * 14} fill="#475569">
                  ↺ {note.text}
                </text>
              </g>
            ))}
          </g>
        )
      })}
      {layout.boxes.map(
        (box) =>
          box.initial && (
            <g key={`initial-${box.id}`} aria-hidden="true">
              <circle cx={box.initial.dot.x} cy={box.initial.dot.y} r={4} fill="#334155" />
              <path d={box.initial.path} stroke="#334155" fill="none" markerEnd={`url(#arrow-${marker})`} />
            </g>
          ),
      )}
      {layout.edges.map((edge) => {
        const from = byId.get(edge.transition.source)!.label
        const to = byId.get(edge.target)!.label
        return (
          <g key={edge.id} role="group" aria-label={t`Transition ${from} → ${to}: ${edge.label}`} data-transition-id={edge.transition.id}>
            <title>{edge.transition.description ?? edge.label}</title>
            <path d={edge.path} fill="none" stroke="#475569" strokeWidth={1.3} markerEnd={`url(#arrow-${marker})`} />
            <rect
              x={edge.labelX - edge.labelWidth / 2}
              y={edge.labelY - edge.labelHeight / 2}
              width={edge.labelWidth}
              height={edge.labelHeight}
              rx={3}
              fill="#ffffff"
              fillOpacity={0.9}
            />
            <text x={edge.labelX} y={edge.labelY - edge.labelHeight / 2 + 12} textAnchor="middle" fill="#1e3a8a">
              {edge.lines.length === 1
                ? edge.label
                : edge.lines.map((line, i) => (
                    <tspan key={line} x={edge.labelX} dy={i ? 13 : 0}>
                      {i ? ` ${line}` : line}
                    </tspan>
                  ))}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
