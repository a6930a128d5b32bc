import { useState } from 'react'
import { createPortal } from 'react-dom'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { cn } from '@ui/cn'
import { stateText, type InspectedActor } from '@/shared/inspection'
import { useInspectedActors } from '@/features/dev/use-inspected-actors'
import { ActorDetails } from '@/features/dev/actor-details'
import { openStatelyInspector } from '@/features/dev/stately'

/**
 * The floating "Flows" button and the panel it opens over any page: the running actors, and
 * for the chosen one (the newest, until the tester picks one) its chart, events and definition.
 *
 * The panel is marked aria-live="off" (it announces nothing): a modal dialog hides everything
 * else from assistive technology, except live regions, and the panel must stay readable while
 * the tester walks a dialog's flow.
 */
export default function FlowInspector() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const [statelyFailed, setStatelyFailed] = useState(false)
  // At the inline start by default: the account menu sits at the header's end. The tester may swap sides.
  const [side, setSide] = useState<'start' | 'end'>('start')
  const onLeft = (side === 'start') !== (document.documentElement.dir === 'rtl')
  const actors = useInspectedActors()
  const running = actors.filter((a) => a.status === 'active')
  const stopped = actors.filter((a) => a.status !== 'active')
  const selected = actors.find((a) => a.sessionId === chosen) ?? running.at(-1) ?? actors.at(-1)

  const openStately = () => {
    setStatelyFailed(false)
    openStatelyInspector().catch(() => setStatelyFailed(true))
  }

  return createPortal(
    <div aria-live="off" className="pointer-events-auto">
      <Button
        className={cn('fixed bottom-4 z-[60] shadow-lg', side === 'start' ? 'end-4' : 'start-4')}
        size="sm"
        aria-expanded={open}
        aria-controls="flow-inspector"
        onClick={() => setOpen((o) => !o)}
      >
        <Trans>Flows</Trans>
      </Button>
      {open && (
        <aside
          id="flow-inspector"
          aria-label={t`Flow inspector`}
          className={cn(
            'fixed inset-y-0 z-[60] flex w-[min(36rem,100vw)] flex-col gap-3 overflow-y-auto border-line bg-surface p-3 text-ink shadow-2xl',
            side === 'start' ? 'start-0 border-e' : 'end-0 border-s',
          )}
        >
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-bold">
              <Trans>Flow inspector</Trans>
            </h2>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => setSide(side === 'start' ? 'end' : 'start')}>
                {onLeft ? <Trans>Move to the right</Trans> : <Trans>Move to the left</Trans>}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Link href="/dev/flows" className="text-brand-primary underline underline-offset-4">
              <Trans>All machines</Trans>
            </Link>
            <Button variant="secondary" size="sm" onClick={openStately}>
              <Trans>Open Stately inspector</Trans>
            </Button>
          </div>
          {statelyFailed && (
            <p role="alert" className="text-sm text-red-700">
              <Trans>Stately's inspector could not be loaded (it needs the network).</Trans>
            </p>
          )}
          <ActorList label={t`Running actors`} actors={running} selected={selected} onChoose={setChosen} />
          {stopped.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm">
                <Trans>Recently stopped ({stopped.length})</Trans>
              </summary>
              <ActorList label={t`Stopped actors`} actors={stopped} selected={selected} onChoose={setChosen} />
            </details>
          )}
          {selected ? (
            <ActorDetails key={selected.sessionId} inspected={selected} />
          ) : (
            <p className="text-ink-muted text-sm">
              <Trans>No actor is running.</Trans>
            </p>
          )}
        </aside>
      )}
    </div>,
    document.body,
  )
}

function ActorList({
  label,
  actors,
  selected,
  onChoose,
}: {
  label: string
  actors: InspectedActor[]
  selected: InspectedActor | undefined
  onChoose: (sessionId: string) => void
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-1">
      {actors.map((a) => (
        <li key={a.sessionId}>
          <button
            type="button"
            aria-pressed={a === selected}
            onClick={() => onChoose(a.sessionId)}
            className={cn(
              'flex w-full justify-between gap-2 rounded border border-line px-2 py-1 text-start font-mono text-xs',
              a === selected ? 'bg-muted font-semibold' : 'hover:bg-muted',
            )}
          >
            <span>{a.machineId}</span>
            <span className="text-ink-muted">{stateText(a.value)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
