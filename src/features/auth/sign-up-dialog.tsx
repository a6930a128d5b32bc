import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { OrgConfig } from '@contract/schemas/organisation'
import { signUpMachine, type SignUpInput } from '@machines/sign-up.machine'
import { phoneCountryOf, DEFAULT_PHONE_COUNTRY } from '@machines/sign-up.countries'
import { readQueryParams } from '@/lib/query-params'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import type { PageEffects } from '@/shared/session/page-effects'
import { StaticDialog } from '@/features/auth/static-dialog'
import { OptionsStep } from '@/features/auth/sign-up/options-step'
import { DetailsStep } from '@/features/auth/sign-up/details-step'
import { PasswordStep } from '@/features/auth/sign-up/password-step'
import { ResultStep } from '@/features/auth/sign-up/result-step'
import { stepOf } from '@/features/auth/sign-up/sign-up-view'
import { inspect } from '@/shared/inspection'

export type SignUpDialogProps = {
  onOpenChange: (open: boolean) => void
  onSignIn: () => void
  page: PageEffects
  /** A social login the sign-in dialog found no member for: opens on "complete your information". */
  socialToken?: SignUpInput['socialToken']
  /** The membership plan chosen on /JoinNow: the sign-up takes it (issue 18). */
  plan?: string | null
}

/** The sign-up dialog (docs/screens.md#sign-up-dialog): waits for the organisation's config, then runs the sign-up machine. */
export default function SignUpDialog(props: SignUpDialogProps) {
  const { t } = useLingui()
  const config = useOrgConfig()
  if (config.status !== 'ready') {
    return (
      <StaticDialog title={<Trans>Sign up</Trans>} onOpenChange={props.onOpenChange}>
        {config.status === 'loading' ? (
          <Spinner label={t`Loading`} className="self-center" />
        ) : (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Sign-up is not available right now. Please try again in a moment.</Trans>
          </p>
        )}
      </StaticDialog>
    )
  }
  return <SignUpFlow {...props} org={config.org} />
}

function SignUpFlow({ onOpenChange, onSignIn, page, org, socialToken = null, plan = null }: SignUpDialogProps & { org: OrgConfig }) {
  const { language } = useSettings()
  const [location] = useLocation()
  const [machine] = useState(() =>
    signUpMachine.provide({
      actions: {
        reloadPage: () => {
          onOpenChange(false)
          page.reload()
        },
      },
    }),
  )
  const [params] = useState(() => readQueryParams(window.location.search))
  const [state, send] = useMachine(machine, {
    inspect,
    input: {
      siteUrl: window.location.origin,
      siteId: org.orgId,
      language: language.code,
      accessCodeEnabled: org.accessCodeEnabled,
      referralReplacesAccessCode: org.referralReplacesAccessCode,
      referralCode: params.referralCode,
      referralOrg: params.referralOrg,
      tripId: params.tripId,
      invitationKey: params.signup ? params.key : null,
      isPromotionVisited: location === '/promotions',
      phoneCountry: phoneCountryOf(org.orgBySite.orgCountryData.code) ?? DEFAULT_PHONE_COUNTRY,
      socialToken,
      planCode: plan,
    },
  })
  const { t } = useLingui()
  const step = stepOf(state)
  const close = () => onOpenChange(false)
  const title = step === 'details' && state.context.social ? <Trans>Complete your information</Trans> : <Trans>Sign up</Trans>
  return (
    <StaticDialog title={title} onOpenChange={onOpenChange}>
      {step === 'preparing' && <Spinner label={t`Loading`} className="self-center" />}
      {step === 'options' && <OptionsStep state={state} send={send} providers={org.socialProviders} />}
      {step === 'details' && <DetailsStep state={state} send={send} />}
      {step === 'password' && <PasswordStep state={state} send={send} />}
      {step === 'result' && <ResultStep state={state} send={send} orgName={org.orgName} onClose={close} />}
      {/* Every step links to sign-in but the welcome: a social member is signed in already. */}
      {!state.matches('welcome') && !state.matches('done') && (
        <p className="mt-4 text-center text-sm">
          {state.matches('emailSent') ? <Trans>Confirmed your email?</Trans> : <Trans>Already a member?</Trans>}{' '}
          <Button variant="link" size="inline" onClick={onSignIn}>
            <Trans>Sign in</Trans>
          </Button>
        </p>
      )}
    </StaticDialog>
  )
}
