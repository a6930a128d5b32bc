import { useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { signInMachine } from '@machines/sign-in.machine'
import type { SocialSignIn } from '@machines/sign-in.payload'
import { actionMarkerLogin } from '@contract/cookie-names'
import { setCookie } from '@/lib/cookies'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSessionActor } from '@/shared/session/use-session'
import type { PageEffects } from '@/shared/session/page-effects'
import { SignInForm } from '@/features/auth/sign-in-form'
import { forgetEmail, rememberEmail, rememberedEmail } from '@/features/auth/remembered-email'
import { inspect } from '@/shared/inspection'

export type SignInDialogProps = {
  onOpenChange: (open: boolean) => void
  onForgotPassword: (email: string) => void
  onSignUp: () => void
  /** No member has this social login yet: the sign-up dialog takes over with the provider's token. */
  onSocialSignUp: (social: SocialSignIn) => void
  page: PageEffects
  email?: string
  stayHere?: boolean
  confirmed?: boolean
  unlocked?: boolean
}

/** The sign-in dialog (docs/screens.md#sign-in-dialog): binds the sign-in machine to its form, with the organisation's social buttons. Mounted while open. */
export default function SignInDialog({
  onOpenChange,
  onForgotPassword,
  onSignUp,
  onSocialSignUp,
  page,
  email,
  stayHere,
  confirmed,
  unlocked,
}: SignInDialogProps) {
  const config = useOrgConfig()
  const session = useSessionActor()
  const [location, navigate] = useLocation()
  const [machine] = useState(() =>
    signInMachine.provide({
      actions: {
        saveSession: ({ context }) => context.user && session.send({ type: 'session.save', profile: context.user }),
        storeUser: ({ context }) => {
          const user = context.user
          if (!user) return
          setCookie(
            'userData',
            JSON.stringify({ userId: user.userId, username: user.username, email: user.email, usr_type: user.usr_type }),
          )
          setCookie('actionMarker', actionMarkerLogin)
          if (context.remember) rememberEmail(user.email)
          else forgetEmail()
        },
        closeAndReload: () => {
          onOpenChange(false)
          page.reload()
        },
        goToPromotions: () => {
          onOpenChange(false)
          navigate('/promotions')
        },
        openSocialSignUp: (_, social) => onSocialSignUp(social),
      },
    }),
  )
  const remembered = rememberedEmail()
  const [state, send] = useMachine(machine, {
    inspect,
    input: {
      email: email ?? remembered ?? '',
      remember: email === undefined && remembered !== null,
      siteUrl: window.location.origin,
      navAgent: navigator.userAgent.slice(0, 1024),
      isPromotionVisited: location === '/promotions',
      allowPromotionRedirect: !stayHere,
    },
  })
  return (
    <SignInForm
      state={state}
      send={send}
      onOpenChange={onOpenChange}
      onForgotPassword={() => onForgotPassword(state.context.email)}
      onSignUp={onSignUp}
      confirmed={confirmed ?? false}
      unlocked={unlocked ?? false}
      providers={config.status === 'ready' ? config.org.socialProviders : []}
    />
  )
}
