import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom, EventFromLogic } from 'xstate'
import type { Plans } from '@contract/schemas/plans'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import type { joinPlanMachine } from '@machines/join-plan.machine'
import { clubErrorLabels } from '@/shared/club-labels'
import { usePricedMoney } from '@/shared/booking/booking-format'

type Props = {
  state: SnapshotFrom<typeof joinPlanMachine>
  send: (event: EventFromLogic<typeof joinPlanMachine>) => void
  contact: Plans['contact']
}

/** Joining a plan as a member: what it means, the call, then welcome or how to pay. */
export function JoinDialog({ state, send, contact }: Props) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const { plan, joined, error } = state.context
  const open = state.matches('confirming') || state.matches('joining') || state.matches('joined')
  const close = () => {
    if (state.can({ type: 'join.cancel' })) send({ type: 'join.cancel' })
    else if (state.can({ type: 'dialog.close' })) send({ type: 'dialog.close' })
  }
  const price = plan?.price ? money(plan.price.amountMinor, plan.price.currency) : null
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{joined ? <Trans>Welcome to {joined.plan_name}</Trans> : plan && <Trans>Join {plan.name}?</Trans>}</DialogTitle>
        </DialogHeader>
        {!joined && plan && (
          <DialogDescription>
            {price ? (
              <Trans>
                {plan.name} costs {price} a year. It starts once the club has your payment: we will tell you how to pay.
              </Trans>
            ) : (
              <Trans>{plan.name} is complimentary and starts at once.</Trans>
            )}
          </DialogDescription>
        )}
        {joined && joined.plan_status === 'ACTIVE' && (
          <DialogDescription role="status">
            <Trans>Your plan is active. Its benefits are in your wallet under myvacations.</Trans>
          </DialogDescription>
        )}
        {joined && joined.plan_status === 'PENDING' && (
          <div role="status" className="flex flex-col gap-2 text-sm">
            <p>
              <Trans>Your plan is waiting for payment. The club takes payment directly; there is no card payment on this site.</Trans>
            </p>
            {(contact.email || contact.phone) && (
              <p>
                <Trans>Contact the club to pay:</Trans>{' '}
                {contact.email && (
                  <a href={`mailto:${contact.email}`} className="text-brand-primary underline">
                    {contact.email}
                  </a>
                )}
                {contact.email && contact.phone && ' · '}
                {contact.phone && (
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-primary underline">
                    {contact.phone}
                  </a>
                )}
              </p>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {i18n._(clubErrorLabels[error])}
          </p>
        )}
        <DialogFooter>
          {joined ? (
            <Button onClick={() => send({ type: 'dialog.close' })}>
              <Trans>Done</Trans>
            </Button>
          ) : (
            <>
              <Button variant="secondary" disabled={state.matches('joining')} onClick={() => send({ type: 'join.cancel' })}>
                <Trans>Not now</Trans>
              </Button>
              <Button disabled={state.matches('joining')} onClick={() => send({ type: 'join.confirm' })}>
                {state.matches('joining') && <Spinner label={t`Joining`} />}
                {price ? <Trans>Request this plan</Trans> : <Trans>Join</Trans>}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
