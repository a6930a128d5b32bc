import { Trans, useLingui } from '@lingui/react/macro'
import type { OrgConfig } from '@contract/schemas/organisation'
import { Spinner } from '@ui/spinner'
import { cn } from '@ui/cn'
import { useOrgConfig } from '@/shared/organisation/use-org-config'

type Reachable = Pick<OrgConfig, 'orgName' | 'contact'>

/** A phone number as a tel: link dials it: the leading + and the digits. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/[^0-9]/g, '')}`

/**
 * How to reach the organisation where booking is not permitted (docs/rules.md#booking-permission):
 * its name, and its contact email (mailto) and phone (tel) when its config gives them, so the
 * page is never a dead end.
 */
export function OrganisationContact({ org, className }: { org: Reachable; className?: string }) {
  const { t } = useLingui()
  const { orgName, contact } = org
  const reachable = contact.email !== null || contact.phone !== null
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <p>
        {reachable ? (
          <Trans>Please contact {orgName} to make this booking:</Trans>
        ) : (
          <Trans>Please contact {orgName} to make this booking.</Trans>
        )}
      </p>
      {reachable && (
        <ul aria-label={t`How to reach ${orgName}`} className="flex flex-col gap-1">
          {contact.email !== null && (
            <li>
              <Trans>Email:</Trans>{' '}
              <a href={`mailto:${contact.email}`} className="font-medium text-brand-primary underline">
                {contact.email}
              </a>
            </li>
          )}
          {contact.phone !== null && (
            <li>
              <Trans>Phone:</Trans>{' '}
              <a href={telHref(contact.phone)} className="font-medium text-brand-primary underline">
                {contact.phone}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}

/**
 * The not-permitted state's body, for any page (checkout, property, …): the organisation's
 * contact from its config; a spinner while the config loads; "contact us" if it cannot load.
 */
export function BookingNotPermittedContact({ className }: { className?: string }) {
  const { t } = useLingui()
  const org = useOrgConfig()
  if (org.status === 'loading') return <Spinner label={t`Loading how to reach us`} className={className} />
  if (org.status === 'failed')
    return (
      <p className={className}>
        <Trans>Please contact us to make this booking.</Trans>
      </p>
    )
  return <OrganisationContact org={org.org} className={className} />
}
