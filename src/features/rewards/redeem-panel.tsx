import { useState } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import type { RedemptionOption } from '@contract/schemas/loyalty'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { optionOf, redeemPointsMachine } from '@machines/redeem-points.machine'
import { clubErrorLabels } from '@/shared/club-labels'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { inspect } from '@/shared/inspection'

/** Redeeming points for a discount card (docs/screens.md#your-rewards): the options, a confirmation, the card issued. */
export function RedeemPanel({ balance, options, onRedeemed }: { balance: number; options: RedemptionOption[]; onRedeemed: () => void }) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const [machine] = useState(() => redeemPointsMachine.provide({ actions: { redeemed: () => onRedeemed() } }))
  const [state, send] = useMachine(machine, { input: { balance, options }, inspect })
  const { context } = state
  const chosen = optionOf(context)
  const dialogOpen = state.matches('confirming') || state.matches('redeeming')
  return (
    <section aria-labelledby="redeem-heading" className="flex flex-col gap-3">
      <h2 id="redeem-heading" className="text-lg font-semibold">
        <Trans>Redeem points</Trans>
      </h2>
      {options.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>There is nothing to redeem points for at the moment.</Trans>
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm text-ink-muted">
            <Trans>Choose a discount card; it goes straight into your wallet.</Trans>
          </legend>
          {context.options.map((option) => {
            const affordable = option.points <= context.balance
            return (
              <label key={option.code} className="flex items-center gap-3 rounded-md border border-line p-3 has-[:disabled]:bg-muted">
                <input
                  type="radio"
                  name="redemption"
                  value={option.code}
                  checked={context.chosen === option.code}
                  disabled={!affordable || !state.matches('choosing')}
                  onChange={() => send({ type: 'option.choose', code: option.code })}
                />
                <span className="flex-1">
                  <Trans>
                    {money(option.amount.amountMinor, option.amount.currency)} discount card for{' '}
                    <Plural value={option.points} one="# point" other="# points" />
                  </Trans>
                </span>
                {!affordable && (
                  <span className="text-xs text-ink-muted">
                    <Plural value={option.points - context.balance} one="# more point needed" other="# more points needed" />
                  </span>
                )}
              </label>
            )
          })}
        </fieldset>
      )}
      {context.error && (
        <p role="alert" className="text-sm text-red-700">
          {i18n._(clubErrorLabels[context.error])}
        </p>
      )}
      {state.matches('redeemed') && context.issued ? (
        <div role="status" className="flex flex-col items-start gap-2 rounded-md bg-emerald-50 p-4 text-sm text-emerald-900">
          <p>
            <Trans>
              Your discount card {context.issued.cardCode} of {money(context.issued.amount.amountMinor, context.issued.amount.currency)} is
              in your wallet. <Plural value={context.balance} one="You have # point left." other="You have # points left." />
            </Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'redeem.again' })}>
            <Trans>Redeem more points</Trans>
          </Button>
        </div>
      ) : (
        options.length > 0 && (
          <Button className="self-start" disabled={!state.can({ type: 'redeem.request' })} onClick={() => send({ type: 'redeem.request' })}>
            <Trans>Redeem</Trans>
          </Button>
        )
      )}
      <Dialog open={dialogOpen} onOpenChange={(open) => !open && state.can({ type: 'redeem.cancel' }) && send({ type: 'redeem.cancel' })}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>Redeem your points?</Trans>
            </DialogTitle>
          </DialogHeader>
          {chosen && (
            <DialogDescription>
              <Trans>
                <Plural value={chosen.points} one="# point becomes" other="# points become" /> a{' '}
                {money(chosen.amount.amountMinor, chosen.amount.currency)} discount card in your wallet. This cannot be undone.
              </Trans>
            </DialogDescription>
          )}
          <DialogFooter>
            <Button variant="secondary" disabled={state.matches('redeeming')} onClick={() => send({ type: 'redeem.cancel' })}>
              <Trans>Keep my points</Trans>
            </Button>
            <Button disabled={state.matches('redeeming')} onClick={() => send({ type: 'redeem.confirm' })}>
              {state.matches('redeeming') && <Spinner label={t`Redeeming`} />}
              <Trans>Yes, redeem</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}
