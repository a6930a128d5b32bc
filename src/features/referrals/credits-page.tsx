import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { Referral, ReferralAction, ReferralStatus } from '@contract/schemas/referrals'
import { Button } from '@ui/button'
import { cn } from '@ui/cn'
import { usePricedMoney, useIsoDateText } from '@/shared/booking/booking-format'
import { useSelector } from '@xstate/react'
import { useSessionActor } from '@/shared/session/use-session'
import { referralStatusHelp, referralStatusLabels } from '@/shared/club-labels'
import { useInstantDate } from '@/features/referrals/club-format'
import { useReferralActions, useReferralPage } from '@/features/referrals/use-referrals'

const statusClasses: Record<ReferralStatus, string> = {
  INVITED: 'bg-slate-100 text-slate-800',
  SIGNED_UP: 'bg-sky-100 text-sky-900',
  CONFIRMED: 'bg-sky-100 text-sky-900',
  FIRST_BOOKING: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-amber-100 text-amber-900',
  REWARDED: 'bg-emerald-100 text-emerald-900',
}

/** /referral/credits (signed in): the member's referrals five a page, what they earned, and the actions that earn credit. */
export default function CreditsPage() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const referrals = useReferralPage(page)
  // The member's id as the server answered it (getActionsList names it; the server goes by the session).
  const userId = useSelector(useSessionActor(), (s) => s.context.profile?.userId ?? null)
  const actions = useReferralActions(userId)
  const money = usePricedMoney()
  const data = referrals.data
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Referral credits</Trans>
        </h1>
        <Link href="/referral/programs" className="text-brand-primary underline underline-offset-4">
          <Trans>Invite more friends</Trans>
        </Link>
      </div>
      {data && (
        <p className="text-lg">
          {data.earned.length > 0 ? (
            <Trans>You have earned {data.earned.map((a) => money(a.amountMinor, a.currency)).join(' + ')} in discount cards.</Trans>
          ) : (
            <Trans>You have not earned a referral reward yet.</Trans>
          )}
        </p>
      )}
      <section aria-labelledby="referrals-heading" className="flex flex-col gap-3">
        <h2 id="referrals-heading" className="text-lg font-semibold">
          <Trans>Your referrals</Trans>
        </h2>
        {referrals.failed && !data && (
          <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
            <Trans>Your referrals could not be loaded.</Trans>
            <Button variant="secondary" size="sm" onClick={referrals.retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {!data && !referrals.failed && (
          <p
            role="status"
            aria-label={t`Loading your referrals`}
            className="h-40 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
          />
        )}
        {data && data.total === 0 && (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
            <Trans>No referrals yet. Share your link from the referral programmes page.</Trans>
          </p>
        )}
        {data && data.referrals.length > 0 && (
          <ul aria-busy={referrals.loading} className="flex flex-col gap-3">
            {data.referrals.map((referral) => (
              <ReferralRow key={referral.id} referral={referral} />
            ))}
          </ul>
        )}
        {data && data.pages > 1 && (
          <nav aria-label={t`Referral pages`} className="flex items-center gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <Trans>Previous</Trans>
            </Button>
            <span className="text-sm">
              <Trans>
                Page {data.page} of {data.pages}
              </Trans>
            </span>
            <Button variant="secondary" size="sm" disabled={page >= data.pages} onClick={() => setPage(page + 1)}>
              <Trans>Next</Trans>
            </Button>
          </nav>
        )}
      </section>
      {actions.data && actions.data.length > 0 && <Actions actions={actions.data} />}
    </section>
  )
}

function ReferralRow({ referral }: { referral: Referral }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const instant = useInstantDate()
  const day = useIsoDateText()
  const since = referral.signedUpAt ?? referral.invitedAt
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{referral.friend}</h3>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusClasses[referral.status])}>
          {i18n._(referralStatusLabels[referral.status])}
        </span>
      </div>
      <p className="text-sm text-ink-muted">
        {referral.campaign.title}
        {since && (
          <>
            {' · '}
            {referral.signedUpAt ? <Trans>signed up {instant(since)}</Trans> : <Trans>invited {instant(since)}</Trans>}
          </>
        )}
      </p>
      <p className="text-sm">{i18n._(referralStatusHelp[referral.status])}</p>
      {referral.stayEndsOn && referral.status === 'FIRST_BOOKING' && (
        <p className="text-sm">
          <Trans>The stay ends on {day(referral.stayEndsOn)}.</Trans>
        </p>
      )}
      {referral.reward && (
        <p className="text-sm font-medium text-emerald-800">
          <Trans>
            You earned {money(referral.reward.amount.amountMinor, referral.reward.amount.currency)}: discount card{' '}
            {referral.reward.cardCode}
          </Trans>
        </p>
      )}
      {referral.unrewardedReason === 'OUTSIDE_QUALIFYING_DAYS' && (
        <p className="text-sm">
          <Trans>No reward: the stay ended after the days this programme allows.</Trans>
        </p>
      )}
      {referral.unrewardedReason === 'CAMPAIGN_ENDED' && (
        <p className="text-sm">
          <Trans>No reward: this programme has ended.</Trans>
        </p>
      )}
    </li>
  )
}

function Actions({ actions }: { actions: ReferralAction[] }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const labels: Record<ReferralAction['code'], React.ReactNode> = {
    FRIEND_INVITED: <Trans>Friends invited by email</Trans>,
    FRIEND_SIGNED_UP: <Trans>Friends who signed up with your link</Trans>,
    FRIEND_FIRST_STAY: <Trans>Friends' first stays completed</Trans>,
  }
  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
      <h2 id="actions-heading" className="text-lg font-semibold">
        <Trans>What earns credit</Trans>
      </h2>
      <table className="w-full text-start text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 text-start">
              <Trans>Action</Trans>
            </th>
            <th scope="col" className="py-2 text-start">
              <Trans>Programme</Trans>
            </th>
            <th scope="col" className="py-2 text-start">
              <Trans>Credit</Trans>
            </th>
            <th scope="col" className="py-2 text-end">
              <Trans>Times</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => (
            <tr key={`${action.campaign.code}-${action.code}`} className="border-b border-line">
              <td className="py-2">{labels[action.code]}</td>
              <td className="py-2">{action.campaign.title}</td>
              <td className="py-2">
                {action.credit ? money(action.credit.amountMinor, action.credit.currency) : <Trans>a step towards it</Trans>}
              </td>
              <td className="py-2 text-end">{i18n.number(action.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
