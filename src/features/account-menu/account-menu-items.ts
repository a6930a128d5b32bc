import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { userTypes } from '@contract/constants'
import type { Session } from '@/shared/session/use-session'

export type Visibility = 'signedInOnly' | 'signedOutOnly' | 'always'
export type AccountMenuAction = 'signIn' | 'settings' | 'logOut'

export type AccountMenuItem = {
  id: string
  label: MessageDescriptor
  visibility: Visibility
} & ({ href: (session: Session) => string } | { action: AccountMenuAction })

const isAgent = (s: Session) => s.status === 'signedIn' && s.userType === userTypes.agent

/** The account menu (docs/screens.md#account-menu), in its order, with its visibility column. */
export const accountMenuItems: readonly AccountMenuItem[] = [
  {
    id: 'booking-history',
    label: msg`Booking history`,
    visibility: 'signedInOnly',
    href: (s) => (isAgent(s) ? '/agent/booking-history' : '/user/booking-history'),
  },
  { id: 'my-account', label: msg`My account`, visibility: 'signedInOnly', href: () => '/user-details' },
  {
    id: 'travel-profile',
    label: msg`Travel profile`,
    visibility: 'signedInOnly',
    href: (s) => (isAgent(s) ? '/agent/profile' : '/user/profile'),
  },
  { id: 'my-trips', label: msg`My trips`, visibility: 'signedInOnly', href: () => '/user/my-trips' },
  { id: 'wallet', label: msg`Wallet`, visibility: 'signedInOnly', href: () => '/wallet' },
  { id: 'settings', label: msg`Language and Currencies`, visibility: 'always', action: 'settings' },
  { id: 'log-out', label: msg`Log-out`, visibility: 'signedInOnly', action: 'logOut' },
  { id: 'sign-in', label: msg`Sign-in`, visibility: 'signedOutOnly', action: 'signIn' },
]

/** The items a session sees. */
export function visibleItems(session: Session): AccountMenuItem[] {
  const signedIn = session.status === 'signedIn'
  return accountMenuItems.filter((item) => item.visibility === 'always' || (item.visibility === 'signedInOnly') === signedIn)
}
