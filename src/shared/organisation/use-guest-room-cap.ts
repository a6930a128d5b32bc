import { useSelector } from '@xstate/react'
import { useSessionActor } from '@/shared/session/use-session'
import { useOrgConfig } from '@/shared/organisation/use-org-config'

/**
 * The most rooms this visitor may book at once when booking without signing in: the
 * organisation's guestMaxRooms (the server refuses more, 400 TOO_MANY_ROOMS). Null when no such
 * cap applies: a signed-in member or agent, or a guest who may not book here at all.
 */
export function useGuestRoomCap(): number | null {
  const actor = useSessionActor()
  const guest = useSelector(actor, (s) => s.context.loaded && !s.matches('signedIn') && s.context.canBook)
  const org = useOrgConfig()
  return guest && org.status === 'ready' ? org.org.guestMaxRooms : null
}
