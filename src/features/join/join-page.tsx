import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import type { Plan } from '@contract/schemas/plans'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { joinPlanMachine } from '@machines/join-plan.machine'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { useDialogs } from '@/shared/dialogs'
import { useSession } from '@/shared/session/use-session'
import { inspect } from '@/shared/inspection'
import { JoinDialog } from '@/features/join/join-dialog'
import { usePlans } from '@/features/join/use-plans'

/** /JoinNow: the organisation's membership plans; choosing one signs up with it, or joins it when signed in (docs/screens.md#join-now). */
export default function JoinPage() {
  const session = useSession()
  const signedIn = session.status === 'signedIn'
  // One flow per session state: signing in on this page starts it again as a member.
  return <JoinFlow key={String(signedIn)} signedIn={signedIn} />
}

function JoinFlow({ signedIn }: { signedIn: boolean }) {
  const { t, i18n } = useLingui()
  const dialogs = useDialogs()
  const plans = usePlans(signedIn)
  const [machine] = useState(() =>
    joinPlanMachine.provide({
      actions: {
        openSignUp: (_, plan) => dialogs.openSignUpWith({ plan }),
        refreshPlans: () => plans.refresh(),
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { signedIn, lang: i18n.locale || 'en-US' }, inspect })
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">
          <Trans>Join the club</Trans>
        </h1>
        <p className="text-ink-muted">
          <Trans>Choose a membership plan. Complimentary plans start as soon as your email is confirmed.</Trans>
        </p>
      </div>
      {plans.failed && !plans.data && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          <Trans>The plans could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={plans.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {!plans.data && !plans.failed && <Spinner label={t`Loading the plans`} centered className="py-8" />}
      {plans.data && plans.data.plans.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>There is no plan to join at the moment.</Trans>
        </p>
      )}
      {plans.data && plans.data.plans.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.data.plans.map((plan) => (
            <PlanCard key={plan.code} plan={plan} signedIn={signedIn} onChoose={() => send({ type: 'plan.choose', plan })} />
          ))}
        </ul>
      )}
      {plans.data && <JoinDialog state={state} send={send} contact={plans.data.contact} />}
    </section>
  )
}

function PlanCard({ plan, signedIn, onChoose }: { plan: Plan; signedIn: boolean; onChoose: () => void }) {
  const money = usePricedMoney()
  const held = plan.memberStatus === 'ACTIVE' || plan.memberStatus === 'ACTIVE-REFRESH' || plan.memberStatus === 'PENDING'
  const price = plan.price ? money(plan.price.amountMinor, plan.price.currency) : null
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4 shadow-sm">
      <h2 className="text-lg font-semibold">{plan.name}</h2>
      <p className="text-xl font-bold text-brand-primary">{price ? <Trans>{price} per year</Trans> : <Trans>Complimentary</Trans>}</p>
      <p>{plan.summary}</p>
      <ul className="list-disc ps-5 text-sm">
        {plan.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {plan.memberStatus && (
        <p className="text-sm font-medium">
          {plan.memberStatus === 'PENDING' ? (
            <Trans>Your plan: waiting for payment</Trans>
          ) : held ? (
            <Trans>Your plan: active</Trans>
          ) : (
            <Trans>Your plan: {plan.memberStatus}</Trans>
          )}
        </p>
      )}
      {!held && (
        <Button className="mt-auto self-start" onClick={onChoose}>
          {signedIn ? <Trans>Join {plan.name}</Trans> : <Trans>Sign up with {plan.name}</Trans>}
        </Button>
      )}
    </li>
  )
}
