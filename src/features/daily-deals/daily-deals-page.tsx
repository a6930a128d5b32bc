import { useCallback, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import { clubErrorLabels } from '@/shared/club-labels'
import { useSettings } from '@/shared/settings/settings-context'
import { usePageEffects } from '@/shared/session/use-session'
import { inspect } from '@/shared/inspection'
import { Countdown } from '@/features/daily-deals/countdown'
import { DealCard } from '@/features/daily-deals/deal-card'

/**
 * /daily-deals (signed in): today's deals of the organisation that has no daily-deals site of its
 * own, each valid until midnight in its time zone (docs/screens.md#daily-deals). The machine joins
 * the member to the savings programme when needed and takes the savings code the deals need.
 */
export default function DailyDealsPage() {
  const { t, i18n } = useLingui()
  const { currency } = useSettings()
  const page = usePageEffects()
  const [machine] = useState(() =>
    dailyDealsMachine.provide({
      actions: {
        // The organisation has a site after all (its file changed): the deals are there.
        openSite: (_, url) => page.leaveTo(url),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { mode: 'page', currency: currency.code, lang: i18n.locale || 'en-US' }, inspect })
  useEffect(() => {
    if (state.context.currency !== currency.code && state.can({ type: 'currency.change', currency: currency.code })) {
      send({ type: 'currency.change', currency: currency.code })
    }
  }, [currency.code, state, send])
  const expired = useCallback(() => send({ type: 'deals.expired' }), [send])
  const deals = state.context.deals
  const busy = state.matches('checking') || state.matches('joining') || state.matches('coding') || state.matches('loading')
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Daily deals</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Today's member prices on hotels, resort weeks, stays and activities. Book before midnight.</Trans>
        </p>
        {state.matches('showing') && deals && <Countdown until={deals.validUntil} onEnd={expired} />}
      </div>
      {busy && <Spinner label={t`Loading today's deals`} centered className="py-8" />}
      {state.matches('failed') && state.context.error && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {i18n._(clubErrorLabels[state.context.error])}
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'retry' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {state.matches('showing') && deals && deals.deals.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>There are no deals today. Come back tomorrow.</Trans>
        </p>
      )}
      {state.matches('showing') && deals && deals.deals.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {deals.deals.map((deal) => (
            <DealCard key={deal.id} deal={deal} />
          ))}
        </ul>
      )}
    </section>
  )
}
