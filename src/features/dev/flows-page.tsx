import { Trans } from '@lingui/react/macro'
import type { AnyStateMachine } from 'xstate'
import { machineRegistry, type RegisteredMachine } from '@machines/registry'
import { stateText, type InspectedActor } from '@/shared/inspection'
import { useInspectedActors } from '@/features/dev/use-inspected-actors'
import { MachineChart } from '@/features/dev/machine-chart'
import { ChartScroller } from '@/features/dev/chart-scroller'
import { CopyDefinitionButton } from '@/features/dev/copy-definition-button'

/** /dev/flows: every machine of machines/registry.ts drawn, with its running actor's state highlighted. */
export default function FlowsPage() {
  const actors = useInspectedActors()
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Flows</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Every state machine of the product. A running actor's current state is highlighted.</Trans>
        </p>
      </div>
      <ul className="flex flex-col gap-8">
        {machineRegistry.map((entry) => (
          <li key={entry.id}>
            <MachineSection entry={entry} running={actors.findLast((a) => a.machineId === entry.id && a.status === 'active')} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function MachineSection({ entry, running }: { entry: RegisteredMachine; running: InspectedActor | undefined }) {
  const headingId = `flow-${entry.id}`
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-mono text-lg font-semibold">
        {entry.id}
      </h2>
      <p className="text-sm">
        {entry.summary} <span className="text-ink-muted">machines/{entry.file}</span>
      </p>
      <p className="text-sm">
        {running ? <Trans>Running, in state {stateText(running.value)}</Trans> : <Trans>Not running on this page</Trans>}
      </p>
      <ChartScroller machineId={entry.id}>
        <MachineChart machine={entry.machine as AnyStateMachine} value={running?.value} />
      </ChartScroller>
      <CopyDefinitionButton machine={running ? running.machine : entry.machine} />
    </article>
  )
}
