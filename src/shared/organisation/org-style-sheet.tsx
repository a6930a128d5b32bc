import { useEffect } from 'react'
import useSWR from 'swr'
import { getCssPreAndPostLogin } from '@/api/organisation'
import { useSession } from '@/shared/session/use-session'

/**
 * Links the organisation's own CSS after the product's: its pre-login sheet for visitors, its
 * post-login sheet for signed-in members (CSS calls (docs/api.md#branding-calls)). Renders nothing itself.
 */
export function OrgStyleSheet({ orgCode }: { orgCode: string }) {
  const session = useSession()
  const { data } = useSWR(['general/getCssPreAndPostLogin', orgCode], () =>
    getCssPreAndPostLogin({ pageCode: window.location.pathname, apikey: orgCode }),
  )
  const sheet = session.status === 'signedIn' ? data?.postLogin : data?.preLogin
  const href = sheet?.url ?? null
  useEffect(() => {
    if (!href) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.orgStyleSheet = orgCode
    // Last in <head>, so the organisation's rules win over the product's at equal specificity.
    document.head.append(link)
    return () => link.remove()
  }, [href, orgCode])
  return null
}
