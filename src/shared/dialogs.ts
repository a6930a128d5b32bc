import { createContext, useContext } from 'react'

/*
 * Opening the site-wide dialogs (sign-in, sign-up, forgot password, settings) from any page or
 * feature. The dialogs themselves are the app's (src/app/shell/dialogs.tsx renders them): a feature asks
 * for one here and never imports another feature's dialog.
 */

export type SignInOptions = {
  /** Prefills the email (after confirming it on /verify-account, or unlocking on /unlock-account). */
  email?: string
  /** Says the email was just confirmed (from /verify-account). */
  confirmed?: boolean
  /** Says the account's sign-in limits were just lifted (from /unlock-account). */
  unlocked?: boolean
  /** Stay on this page after signing in (a signed-in-only page asked), even for a promotional user. */
  stayHere?: boolean
}

/** The sign-up dialog opened by a page (Join now) rather than by a link. */
export type SignUpOptions = {
  /** The membership plan chosen on /JoinNow (issue 18): the sign-up takes it. */
  plan?: string
}

export type Dialogs = {
  openSignIn: () => void
  openSignInWith: (options: SignInOptions) => void
  openSignUpWith: (options: SignUpOptions) => void
  openSettings: () => void
  openForgotPassword: (email?: string) => void
}

export const DialogsContext = createContext<Dialogs | null>(null)

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext)
  if (!dialogs) throw new Error('useDialogs needs a DialogsProvider')
  return dialogs
}
