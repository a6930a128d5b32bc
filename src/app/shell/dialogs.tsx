import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { DialogsContext, type Dialogs, type SignInOptions, type SignUpOptions } from '@/shared/dialogs'
import type { PageEffects } from '@/shared/session/page-effects'
import type { SocialSignIn } from '@machines/sign-in.payload'
import { readQueryParams } from '@/lib/query-params'

// The dialogs are their own chunks: Radix Dialog is not needed before a visitor opens one.
const SignInDialog = lazy(() => import('@/features/auth/sign-in-dialog'))
const SignUpDialog = lazy(() => import('@/features/auth/sign-up-dialog'))
const ForgotPasswordDialog = lazy(() => import('@/features/auth/forgot-password-dialog'))
const SettingsDialog = lazy(() => import('@/shared/settings/settings-dialog'))

type OpenDialog =
  | { kind: 'signIn'; options: SignInOptions }
  | { kind: 'forgotPassword'; email: string }
  /** `socialToken`: a social login with no member yet, for "complete your information"; `options.plan`: Join now's plan. */
  | { kind: 'signUp'; socialToken?: SocialSignIn; options?: SignUpOptions }
  | { kind: 'settings' }
  | null

/** The site-wide dialogs (sign-in, sign-up, forgot password, settings): only one shows at a time. */
export function DialogsProvider({ page, children }: { page: PageEffects; children: ReactNode }) {
  // docs/screens.md#query-parameters: a sign-up link (?signup=1, with an invitation key or a referral) opens the sign-up dialog.
  const [open, setOpen] = useState<OpenDialog>(() => (readQueryParams(window.location.search).signup ? { kind: 'signUp' } : null))
  const dialogs = useMemo<Dialogs>(
    () => ({
      openSignIn: () => setOpen({ kind: 'signIn', options: {} }),
      openSignInWith: (options) => setOpen({ kind: 'signIn', options }),
      openSignUpWith: (options) => setOpen({ kind: 'signUp', options }),
      openSettings: () => setOpen({ kind: 'settings' }),
      openForgotPassword: (email = '') => setOpen({ kind: 'forgotPassword', email }),
    }),
    [],
  )
  const close = (isOpen: boolean) => !isOpen && setOpen(null)
  const closeSignUp = (isOpen: boolean) => {
    if (isOpen) return
    forgetSignUpLink()
    setOpen(null)
  }
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense>
        {open?.kind === 'signIn' && (
          <SignInDialog
            {...open.options}
            page={page}
            onOpenChange={close}
            onForgotPassword={dialogs.openForgotPassword}
            onSignUp={() => setOpen({ kind: 'signUp' })}
            onSocialSignUp={(socialToken) => setOpen({ kind: 'signUp', socialToken })}
          />
        )}
        {open?.kind === 'signUp' && (
          <SignUpDialog
            socialToken={open.socialToken ?? null}
            plan={open.options?.plan ?? null}
            onOpenChange={closeSignUp}
            onSignIn={() => {
              forgetSignUpLink()
              dialogs.openSignIn()
            }}
            page={page}
          />
        )}
        {open?.kind === 'forgotPassword' && <ForgotPasswordDialog email={open.email} onOpenChange={close} />}
        {open?.kind === 'settings' && <SettingsDialog onOpenChange={close} />}
      </Suspense>
    </DialogsContext.Provider>
  )
}

/** Takes the sign-up link's parameters out of the address, so a reload does not open the dialog again. */
function forgetSignUpLink() {
  const url = new URL(window.location.href)
  if (!url.searchParams.has('signup')) return
  for (const name of ['signup', 'key', 'referral_code', 'referral_org', 'trip_id']) url.searchParams.delete(name)
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}
