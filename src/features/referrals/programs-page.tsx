import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { ReferralCampaign } from '@contract/schemas/referrals'
import { Button } from '@ui/button'
import { cn } from '@ui/cn'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { SharePanel } from '@/features/referrals/share-panel'
import { useInstantDate } from '@/features/referrals/club-format'
import { useCampaigns } from '@/features/referrals/use-referrals'

/** /referral/programs (signed in): the organisation's referral programmes, each with the member's link to share (docs/screens.md#referral-programmes). */
export default function ProgramsPage() {
  const { t } = useLingui()
  const campaigns = useCampaigns()
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Referral programmes</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Invite friends to the club: when their first stay is over, you both get a discount card.</Trans>
        </p>
        {campaigns.data?.referralCode && (
          <p>
            <Trans>
              Your referral code: <strong className="font-mono">{campaigns.data.referralCode}</strong>
            </Trans>
          </p>
        )}
        <Link href="/referral/credits" className="text-brand-primary underline underline-offset-4">
          <Trans>See your referrals and credits</Trans>
        </Link>
      </div>
      {campaigns.failed && !campaigns.data && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <Trans>The referral programmes could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={campaigns.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!campaigns.data && !campaigns.failed && (
        <p
          role="status"
          aria-label={t`Loading the referral programmes`}
          className="h-40 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
        />
      )}
      {campaigns.data && campaigns.data.campaigns.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>There is no referral programme at the moment.</Trans>
        </p>
      )}
      {campaigns.data?.campaigns.map((campaign) => (
        <CampaignCard key={campaign.code} campaign={campaign} />
      ))}
    </section>
  )
}

function CampaignCard({ campaign }: { campaign: ReferralCampaign }) {
  const money = usePricedMoney()
  const date = useInstantDate()
  const { referrer, friend, validityDays } = campaign.reward
  const mine = money(referrer.amountMinor, referrer.currency)
  const theirs = money(friend.amountMinor, friend.currency)
  const days = campaign.qualifyingDays
  return (
    <article
      aria-labelledby={`campaign-${campaign.code}`}
      className={cn('flex flex-col gap-3 rounded-lg border border-line p-4', campaign.active ? 'shadow-sm' : 'bg-muted')}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`campaign-${campaign.code}`} className="text-lg font-semibold">
          {campaign.title}
        </h2>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            campaign.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700',
          )}
        >
          {campaign.active ? <Trans>Open</Trans> : <Trans>Ended</Trans>}
        </span>
      </div>
      <p>{campaign.summary}</p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">
          <Trans>You get</Trans>
        </dt>
        <dd>
          <Trans>
            a discount card of {mine}, <Plural value={validityDays} one="valid # day" other="valid # days" />
          </Trans>
        </dd>
        <dt className="font-medium">
          <Trans>Your friend gets</Trans>
        </dt>
        <dd>
          <Trans>a discount card of {theirs}</Trans>
        </dd>
        <dt className="font-medium">
          <Trans>When</Trans>
        </dt>
        <dd>
          <Plural
            value={days}
            one="after your friend's first stay, if it ends within # day of signing up"
            other="after your friend's first stay, if it ends within # days of signing up"
          />
        </dd>
        <dt className="font-medium">
          <Trans>Runs</Trans>
        </dt>
        <dd>
          {campaign.validUntil ? (
            <Trans>
              from {date(campaign.validFrom)} until {date(campaign.validUntil)}
            </Trans>
          ) : (
            <Trans>from {date(campaign.validFrom)}, with no end date</Trans>
          )}
        </dd>
      </dl>
      {campaign.rules.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-primary">
            <Trans>Rules</Trans>
          </summary>
          <ul className="mt-2 list-disc ps-5">
            {campaign.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
      )}
      {campaign.link && <SharePanel campaign={campaign.code} title={campaign.title} link={campaign.link} />}
    </article>
  )
}
