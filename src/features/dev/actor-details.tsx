import { lazy, Suspense } from 'react'
import { Trans } from '@lingui/react/macro'
import { machineRegistry } from '@machines/registry'
import type { InspectedActor } from '@/shared/inspection'
import { stateText } from '@/shared/inspection'
import { EventLog } from '@/features/dev/event-log'
import { ChartScroller } from '@/features/dev/chart-scroller'
import { CopyDefinitionButton } from '@/features/dev/copy-definition-button'

// The chart and its layout library load when the panel first shows an actor, not with the
// "Flows" button that every page shows while the switch is on.
const MachineChart = lazy(() => import('@/features/dev/machine-chart').then((m) => ({ default: m.MachineChart })))

/** The registry's entry for a machine id, when the machine is one of machines/registry.ts. */
export const registryEntry = (machineId: string) => machineRegistry.find((entry) => entry.id === machineId)

/** One actor in the panel: its machine, current state, chart, events and the copy button. */
export function ActorDetails({ inspected }: { inspected: InspectedActor }) {
  const machine = inspected.machine
  const entry = registryEntry(inspected.machineId)
  const state = stateText(inspected.value)
  return (
    <section aria-label={inspected.machineId} className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold">{inspected.machineId}</h3>
        <p className="text-ink-muted text-xs">
          {entry ? `machines/${entry.file} — ${entry.summary}` : <Trans>Not in machines/registry.ts</Trans>}
        </p>
        <p className="text-sm">
          <Trans>
            Current state: <strong data-testid="current-state">{state}</strong>
          </Trans>
          {inspected.status !== 'active' && (
            <span className="text-ink-muted">
              {' '}
              <Trans>(stopped)</Trans>
            </span>
          )}
        </p>
      </div>
      <ChartScroller machineId={machine.id}>
        <Suspense fallback={null}>
          <MachineChart machine={machine} value={inspected.value} />
        </Suspense>
      </ChartScroller>
      <CopyDefinitionButton machine={machine} />
      <h4 className="text-sm font-semibold">
        <Trans>Events</Trans>
      </h4>
      <EventLog events={inspected.events} />
    </section>
  )
}
