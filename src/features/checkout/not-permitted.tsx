import { Trans } from '@lingui/react/macro'
import { useOrgConfig } from '@/shared/organisation/use-org-config'

/**
 * What the checkout says when this account may not book online (state `notPermitted`; issue 15:
 * never a dead end). This is the one place the page shows it: the organisation's contact details
 * (its email and phone, from its config) go here, in place of the sentence below.
 */
export function NotPermittedMessage() {
  const org = useOrgConfig()
  const orgName = org.status === 'ready' ? org.org.orgName : ''
  return (
    <p>
      {orgName ? <Trans>Please contact {orgName} to make this booking.</Trans> : <Trans>Please contact us to make this booking.</Trans>}
    </p>
  )
}
