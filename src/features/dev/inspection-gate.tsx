import { lazy, Suspense, useEffect } from 'react'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { settleInspection } from '@/shared/inspection'
import { useInspectionPhase } from '@/shared/use-inspection-phase'

// The inspector is its own chunk, requested only once the switch is on.
const FlowInspector = lazy(() => import('@/features/dev/lazy-tools').then((tools) => ({ default: tools.FlowInspector })))

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
