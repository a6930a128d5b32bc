import { lazy, Suspense, useRef, useState, type RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { AccountIcon } from '@/features/account-menu/account-icon'
import type { AccountMenuProps } from '@/features/account-menu/account-menu'

// The menu (Radix + floating-ui) is its own chunk, fetched right after the first paint.
const AccountMenu = lazy(() => import('@/features/account-menu/account-menu').then((m) => ({ default: m.AccountMenu })))

type SlotProps = Omit<AccountMenuProps, 'defaultOpen' | 'takeFocus'>

/** The menu once its chunk is here; it asks at mount whether the placeholder had the focus. */
function ArrivedMenu({ focused, ...props }: SlotProps & { defaultOpen: boolean; focused: RefObject<boolean> }) {
  return <AccountMenu {...props} takeFocus={() => focused.current} />
}

/**
 * The account menu's place in the header. Until its chunk arrives a look-alike button stands in;
 * a click on it opens the menu as soon as it is there, and the focus moves across.
 */
export function AccountMenuSlot(props: SlotProps) {
  const { t } = useLingui()
  const [openOnArrival, setOpenOnArrival] = useState(false)
  const focused = useRef(false)
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      shape="round"
      aria-label={t`Account menu`}
      aria-haspopup="menu"
      onClick={() => setOpenOnArrival(true)}
      onFocus={() => (focused.current = true)}
      // Removing the focused placeholder may fire a blur: that one is the swap, not the visitor leaving.
      onBlur={(event) => {
        if (event.currentTarget.isConnected) focused.current = false
      }}
    >
      <AccountIcon />
    </Button>
  )
  return (
    <Suspense fallback={placeholder}>
      <ArrivedMenu {...props} defaultOpen={openOnArrival} focused={focused} />
    </Suspense>
  )
}
