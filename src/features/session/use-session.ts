import type { UserType } from '@/lib/constants'

/** Who is using the site. Today every visitor is signed out; the accounts issue adds the rest. */
export type Session =
  | { status: 'signedOut' }
  | { status: 'signedIn'; userType: UserType; userName: string; signOut: () => void }

const signedOut: Session = { status: 'signedOut' }

/**
 * The one place views read the session from. The accounts issue replaces the body with a read of
 * the session actor; its callers stay as they are.
 */
export function useSession(): Session {
  return signedOut
}
