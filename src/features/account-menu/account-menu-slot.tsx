import { lazy, Suspense, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { AccountIcon } from '@/features/account-menu/account-icon'
import type { AccountMenuProps } from '@/features/account-menu/account-menu'

// The menu (Radix + floating-ui) is its own chunk, fetched right after the first paint.
const AccountMenu = lazy(() => import('@/features/account-menu/account-menu').then((m) => ({ default: m.AccountMenu })))

/**
 * The account menu's place in the header. Until its chunk arrives a look-alike button stands in;
 * a click on it opens the menu as soon as it is there, and the focus moves across.
 */
export function AccountMenuSlot(props: Omit<AccountMenuProps, 'defaultOpen' | 'autoFocus'>) {
  const { t } = useLingui()
  const [openOnArrival, setOpenOnArrival] = useState(false)
  const focused = useRef(false)
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      className="rounded-full"
      onClick={() => setOpenOnArrival(true)}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
    >
      <AccountIcon />
    </Button>
  )
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu {...props} defaultOpen={openOnArrival} autoFocus={focused.current} />
    </Suspense>
  )
}
