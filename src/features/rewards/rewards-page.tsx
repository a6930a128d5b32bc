import { useState } from 'react'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { PointsEntry, RewardsSummary } from '@contract/schemas/loyalty'
import { ApiError } from '@/api/client'
import { Button } from '@ui/button'
import { cn } from '@ui/cn'
import { RedeemPanel } from '@/features/rewards/redeem-panel'
import { usePointsHistory, useRewardsSummary } from '@/features/rewards/use-rewards'

/** /your-rewards (signed in): points, tier and progress, the tiers, how points are earned, redeeming them, the history (docs/screens.md#your-rewards). */
export default function RewardsPage() {
  const { t } = useLingui()
  const summary = useRewardsSummary()
  const [page, setPage] = useState(1)
  const history = usePointsHistory(page)
  const noProgramme = summary.error instanceof ApiError && summary.error.status === 404
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">
        <Trans>Your rewards</Trans>
      </h1>
      {noProgramme && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>This club has no rewards programme.</Trans>
        </p>
      )}
      {Boolean(summary.error) && !noProgramme && !summary.data && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <Trans>Your rewards could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={summary.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!summary.data && !summary.error && (
        <p
          role="status"
          aria-label={t`Loading your rewards`}
          className="h-40 animate-pulse rounded-lg bg-muted motion-reduce:animate-none"
        />
      )}
      {summary.data && (
        <>
          <Standing summary={summary.data} />
          <RedeemPanel
            balance={summary.data.balance}
            options={summary.data.redemptions}
            onRedeemed={() => {
              summary.refresh()
              history.refresh()
            }}
          />
          <Tiers summary={summary.data} />
        </>
      )}
      {history.data && (
        <section aria-labelledby="history-heading" className="flex flex-col gap-3">
          <h2 id="history-heading" className="text-lg font-semibold">
            <Trans>Points history</Trans>
          </h2>
          {history.data.entries.length === 0 ? (
            <p className="text-ink-muted">
              <Trans>No points yet: they come after each completed stay.</Trans>
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
              {history.data.entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          {history.data.pages > 1 && (
            <nav aria-label={t`Points history pages`} className="flex items-center gap-3">
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span className="text-sm">
                <Trans>
                  Page {history.data.page} of {history.data.pages}
                </Trans>
              </span>
              <Button variant="secondary" size="sm" disabled={page >= history.data.pages} onClick={() => setPage(page + 1)}>
                <Trans>Next</Trans>
              </Button>
            </nav>
          )}
        </section>
      )}
    </section>
  )
}

function Standing({ summary }: { summary: RewardsSummary }) {
  const { t } = useLingui()
  const { tier, nextTier } = summary
  const span = nextTier ? nextTier.threshold - tier.threshold : 1
  const done = nextTier ? summary.earned - tier.threshold : 1
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-4 shadow-sm">
      <p className="text-sm text-ink-muted">{summary.programmeName}</p>
      <p className="text-3xl font-bold text-brand-primary">
        <Plural value={summary.balance} one="# point" other="# points" />
      </p>
      <p>
        <Trans>
          Your tier: <strong>{tier.name}</strong>
        </Trans>
      </p>
      {nextTier ? (
        <div className="flex flex-col gap-1">
          <progress
            aria-label={t`Progress to ${nextTier.name}`}
            max={span}
            value={Math.min(done, span)}
            className="h-3 w-full accent-brand-primary"
          />
          <p className="text-sm">
            <Trans>
              <Plural value={summary.pointsToNextTier} one="# more point" other="# more points" /> to {nextTier.name}
            </Trans>
          </p>
        </div>
      ) : (
        <p className="text-sm">
          <Trans>You are in the highest tier.</Trans>
        </p>
      )}
      <ul className="text-sm text-ink-muted">
        {summary.earnRules
          .filter((rule) => rule.points > 0)
          .map((rule) => (
            <li key={rule.line}>
              <EarnRule {...rule} />
            </li>
          ))}
      </ul>
    </div>
  )
}

/** How many points a unit of currency earns on a line ("10 points per USD on hotel stays"), as a plural. */
function EarnRule({ points, currency, line }: RewardsSummary['earnRules'][number]) {
  const { t } = useLingui()
  switch (line) {
    case 'resort':
      return t({
        message: plural(points, { one: `# point per ${currency} on resort weeks`, other: `# points per ${currency} on resort weeks` }),
      })
    case 'hotel':
      return t({
        message: plural(points, { one: `# point per ${currency} on hotel stays`, other: `# points per ${currency} on hotel stays` }),
      })
    case 'stay':
      return t({
        message: plural(points, {
          one: `# point per ${currency} on vacation rentals`,
          other: `# points per ${currency} on vacation rentals`,
        }),
      })
    case 'activity':
      return t({
        message: plural(points, { one: `# point per ${currency} on activities`, other: `# points per ${currency} on activities` }),
      })
    default:
      return t({ message: plural(points, { one: `# point per ${currency} on ${line}`, other: `# points per ${currency} on ${line}` }) })
  }
}

function Tiers({ summary }: { summary: RewardsSummary }) {
  return (
    <section aria-labelledby="tiers-heading" className="flex flex-col gap-3">
      <h2 id="tiers-heading" className="text-lg font-semibold">
        <Trans>Tiers and benefits</Trans>
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {summary.tiers.map((tier) => {
          return (
            <li
              key={tier.code}
              className={cn('rounded-lg border p-4', tier.code === summary.tier.code ? 'border-brand-primary' : 'border-line')}
            >
              <h3 className="font-semibold">
                {tier.name}{' '}
                {tier.code === summary.tier.code && (
                  <span className="ms-2 text-xs font-normal text-brand-primary">
                    <Trans>your tier</Trans>
                  </span>
                )}
              </h3>
              <p className="text-sm text-ink-muted">
                <Plural value={tier.threshold} one="from # point earned" other="from # points earned" />
              </p>
              <ul className="mt-2 list-disc ps-5 text-sm">
                {tier.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function HistoryEntry({ entry }: { entry: PointsEntry }) {
  const { i18n } = useLingui()
  const points = new Intl.NumberFormat(i18n.locale || 'en-US', { signDisplay: 'always' })
  const date = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm">
      <div className="flex flex-col">
        <span className="font-medium">
          {entry.kind === 'REDEEMED' ? (
            <Trans>Redeemed for discount card {entry.cardCode}</Trans>
          ) : entry.kind === 'ADJUSTED' ? (
            entry.description
          ) : (
            <Trans>Stay at {entry.description}</Trans>
          )}
        </span>
        <span className="text-ink-muted">
          {date.format(new Date(entry.at))}
          {entry.reference && ` · ${entry.reference}`}
        </span>
      </div>
      <span className={cn('font-semibold', entry.points < 0 ? 'text-red-700' : 'text-emerald-800')}>{points.format(entry.points)}</span>
    </li>
  )
}
