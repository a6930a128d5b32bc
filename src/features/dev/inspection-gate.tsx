import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useOrgConfig } from '@/features/organisation/use-org-config'
import { inspectionPhase, settleInspection, subscribeInspection, type InspectionPhase } from '@/features/dev/inspection'

// The inspector is its own chunk, requested only once the switch is on.
const FlowInspector = lazy(() => import('@/features/dev/flow-inspector'))

/** The switch's phase; re-renders only when it changes, not on every recorded event. */
export function useInspectionPhase(): InspectionPhase {
  return useSyncExternalStore(subscribeInspection, inspectionPhase)
}

/**
 * Settles the switch in production from the organisation's `testerInspection` (a development
 * build needs only `?inspect=1`), and mounts the floating flow inspector once it is on.
 */
export function InspectionGate() {
  const phase = useInspectionPhase()
  const config = useOrgConfig()
  useEffect(() => {
    if (phase !== 'pending' || config.status === 'loading') return
    settleInspection(config.status === 'ready' && config.org.testerInspection)
  }, [phase, config])
  if (phase !== 'on') return null
  return (
    <Suspense fallback={null}>
      <FlowInspector />
    </Suspense>
  )
}
