import { useEffectEvent, useLayoutEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { AccountIcon } from '@/features/account-menu/account-icon'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@ui/dropdown-menu'
import type { Session } from '@/shared/session/use-session'
import { visibleItems, type AccountMenuAction } from '@/features/account-menu/account-menu-items'

export type AccountMenuProps = {
  session: Session
  onSignIn: () => void
  onSettings: () => void
  /**
   * Open at once: the visitor used the placeholder before this chunk arrived. The focus then
   * starts on the menu itself; the arrow keys reach the items.
   */
  defaultOpen?: boolean
  /**
   * Asked once the menu is in the page (the placeholder it replaces is gone by then): whether
   * the placeholder had the focus, which then moves to this trigger.
   */
  takeFocus?: () => boolean
}

/** The account menu of docs/screens.md#account-menu, showing exactly the items the session may see. */
export function AccountMenu({ session, onSignIn, onSettings, defaultOpen, takeFocus }: AccountMenuProps) {
  const { t } = useLingui()
  const trigger = useRef<HTMLButtonElement>(null)
  // A layout effect runs after the commit that swapped the placeholder out and before the next
  // key press is handled: asking at render time would miss a focus taken in between.
  const takeFocusOnArrival = useEffectEvent(() => {
    if (takeFocus?.()) trigger.current?.focus()
  })
  // Only on arrival: later renders must never move the focus.
  useLayoutEffect(() => takeFocusOnArrival(), [])
  const run: Record<AccountMenuAction, () => void> = {
    signIn: onSignIn,
    settings: onSettings,
    logOut: () => session.status === 'signedIn' && session.signOut(),
  }
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" shape="round" aria-label={t`Account menu`} ref={trigger}>
          <AccountIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {visibleItems(session).map((item) =>
          'href' in item ? (
            <DropdownMenuItem key={item.id} asChild>
              <Link href={item.href(session)}>{t(item.label)}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={item.id} onSelect={run[item.action]}>
              {t(item.label)}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
