import { showsPrices } from '@contract/permissions'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSession } from '@/shared/session/use-session'

/** Whether this visitor sees prices (docs/rules.md#price-display): forced on for guests, the organisation's setting otherwise. */
export function usePriceDisplay(): boolean {
  const org = useOrgConfig()
  const session = useSession()
  return showsPrices(session.status === 'signedIn', org.status === 'ready' ? org.org.displayPrice : true)
}
