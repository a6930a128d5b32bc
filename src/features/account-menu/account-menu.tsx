import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { AccountIcon } from '@/features/account-menu/account-icon'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@ui/dropdown-menu'
import type { Session } from '@/features/session/use-session'
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
  /** Take the focus from the placeholder this component replaces. */
  autoFocus?: boolean
}

/** The account menu of SPEC §2, showing exactly the items the session may see. */
export function AccountMenu({ session, onSignIn, onSettings, defaultOpen, autoFocus }: AccountMenuProps) {
  const { t } = useLingui()
  const run: Record<AccountMenuAction, () => void> = {
    signIn: onSignIn,
    settings: onSettings,
    logOut: () => session.status === 'signedIn' && session.signOut(),
  }
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Account menu`} autoFocus={autoFocus} className="rounded-full">
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
