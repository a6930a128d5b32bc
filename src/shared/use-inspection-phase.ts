import { useSyncExternalStore } from 'react'
import { inspectionPhase, subscribeInspection, type InspectionPhase } from '@/shared/inspection'

/** The inspection switch's phase; re-renders only when it changes, not on every recorded event. */
export function useInspectionPhase(): InspectionPhase {
  return useSyncExternalStore(subscribeInspection, inspectionPhase)
}
