import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { AccountLayout, AccountSection } from '@/shared/account/account-nav'
import { ListSkeleton } from '@/shared/account/list-states'
import { LoadFailed } from '@/shared/booking/load-failed'
import { useAgentProfile } from '@/features/agent/use-agent'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { AgentsOnly, useIsAgent } from '@/features/agent/agents-only'

/**
 * /agent/profile (issue 17; docs/screens.md#agent-profile): the agency, the agent's contact
 * details, commission, and the credit line with what is used and left.
 */
export default function AgentProfilePage() {
  return useIsAgent() ? <AgentProfile /> : <AgentsOnly />
}

function AgentProfile() {
  const { t, i18n } = useLingui()
  const profile = useAgentProfile()
  const priced = usePricedMoney()
  const p = profile.data
  return (
    <AccountLayout title={<Trans>Agent profile</Trans>}>
      {!p && profile.failed ? (
        <LoadFailed onRetry={profile.retry}>
          <Trans>Your agent profile could not be loaded.</Trans>
        </LoadFailed>
      ) : !p ? (
        <ListSkeleton label={t`Loading your agent profile`} count={2} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <AccountSection id="agent-agency" title={<Trans>Agency</Trans>}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">
                <Trans>Agency name</Trans>
              </dt>
              <dd>{p.agencyName ?? <Trans>Not given</Trans>}</dd>
              <dt className="text-ink-muted">
                <Trans>Agency number</Trans>
              </dt>
              <dd>{p.agencyNumber ?? <Trans>Not given</Trans>}</dd>
              <dt className="text-ink-muted">
                <Trans>Commission</Trans>
              </dt>
              <dd>
                {p.commissionPercent === null ? (
                  <Trans>Not given</Trans>
                ) : (
                  i18n.number(p.commissionPercent / 100, { style: 'percent', maximumFractionDigits: 2 })
                )}
              </dd>
            </dl>
          </AccountSection>
          <AccountSection id="agent-contact" title={<Trans>Your contact details</Trans>}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">
                <Trans>Name</Trans>
              </dt>
              <dd>{p.contact.name}</dd>
              <dt className="text-ink-muted">
                <Trans>Email</Trans>
              </dt>
              <dd>{p.contact.email}</dd>
              <dt className="text-ink-muted">
                <Trans>Phone</Trans>
              </dt>
              <dd>{p.contact.phone ? `${p.contact.phone.isdCode} ${p.contact.phone.number}` : <Trans>Not given</Trans>}</dd>
            </dl>
            <Link href="/user-details" className="text-sm font-medium text-brand-primary underline">
              <Trans>Change them in My account</Trans>
            </Link>
          </AccountSection>
          <AccountSection id="agent-credit" title={<Trans>Credit on account</Trans>} className="md:col-span-2">
            {p.credit ? (
              <>
                <dl className="grid gap-3 sm:grid-cols-3">
                  {[
                    [<Trans key="l">Credit limit</Trans>, p.credit.limitMinor],
                    [
                      <Trans key="u" context="agency credit used">
                        Used
                      </Trans>,
                      p.credit.usedMinor,
                    ],
                    [<Trans key="a">Available</Trans>, p.credit.availableMinor],
                  ].map(([label, minor], i) => (
                    <div key={i} className="rounded-md bg-muted p-3">
                      <dt className="text-sm text-ink-muted">{label}</dt>
                      <dd className="text-xl font-semibold">{priced(minor as number, p.credit!.currency)}</dd>
                    </div>
                  ))}
                </dl>
                <p className="text-sm text-ink-muted">
                  <Trans>Your bookings for clients are charged to this credit; a cancelled booking gives it back.</Trans>
                </p>
              </>
            ) : (
              <p className="text-sm text-ink-muted">
                <Trans>Your agency has no credit line: what your bookings cost is paid at the property.</Trans>
              </p>
            )}
          </AccountSection>
        </div>
      )}
    </AccountLayout>
  )
}
