import { useSyncExternalStore } from 'react'
import { inspectedActors, inspectionVersion, subscribeInspection, type InspectedActor } from '@/shared/inspection'

/** The hub's actors, re-read whenever it records something. */
export function useInspectedActors(): InspectedActor[] {
  useSyncExternalStore(subscribeInspection, inspectionVersion)
  return inspectedActors()
}
