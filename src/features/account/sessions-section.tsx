import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import type { ActiveSession } from '@contract/schemas/account'
import { AccountSection } from '@/shared/account/account-nav'
import { ConfirmActionDialog, useConfirmAction } from '@/shared/account/confirm-action'
import { ListStates } from '@/shared/account/list-states'
import { useCountryName, useMoment } from '@/features/account/account-format'
import { useSessions } from '@/features/account/use-account'

/**
 * The devices signed in to the account (issue 17): each session's device, browser, the country it
 * signed in from and when it was last used; "Sign out" of another one, or of every other.
 */
export function SessionsSection() {
  const { t } = useLingui()
  const sessions = useSessions()
  const moment = useMoment()
  const country = useCountryName()
  const replace = (left: unknown) => sessions.replace(left as ActiveSession[])
  const one = useConfirmAction({ kind: 'revokeSession' }, replace)
  const others = useConfirmAction({ kind: 'revokeOtherSessions' }, replace)
  const target = sessions.data?.find((s) => s.id === one.state.context.target)
  const describe = (s: ActiveSession) => [s.device, s.browser].filter(Boolean).join(' · ') || t`An unknown device`
  return (
    <AccountSection id="account-sessions" title={<Trans>Where you are signed in</Trans>}>
      <ListStates
        data={sessions.data}
        failed={sessions.failed}
        retry={sessions.retry}
        loadingLabel={t`Loading your sessions`}
        failedText={<Trans>Your sessions could not be loaded.</Trans>}
        empty={<Trans>You are signed in nowhere else.</Trans>}
      >
        {(list) => (
          <>
            <ul className="flex flex-col divide-y divide-line" aria-label={t`Sessions`}>
              {list.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <p className="font-medium">
                      {describe(s)}
                      {s.current && (
                        <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                          <Trans>This device</Trans>
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {s.country ? <Trans>Signed in from {country(s.country)}</Trans> : <Trans>Place not known</Trans>} ·{' '}
                      <Trans>last used {moment(s.lastSeenAt)}</Trans>
                    </p>
                  </div>
                  {!s.current && (
                    <Button variant="secondary" size="sm" onClick={() => one.open(s.id)} aria-label={t`Sign out of ${describe(s)}`}>
                      <Trans>Sign out</Trans>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {list.some((s) => !s.current) && (
              <Button variant="secondary" className="self-start" onClick={() => others.open()}>
                <Trans>Sign out everywhere else</Trans>
              </Button>
            )}
          </>
        )}
      </ListStates>
      <ConfirmActionDialog
        action={one}
        title={<Trans>Sign out of this session?</Trans>}
        description={
          <Trans>{target ? describe(target) : ''} will be signed out at once. Whoever uses it there will have to sign in again.</Trans>
        }
        confirmLabel={<Trans>Sign out</Trans>}
        busyLabel={t`Signing out`}
      />
      <ConfirmActionDialog
        action={others}
        title={<Trans>Sign out everywhere else?</Trans>}
        description={<Trans>Every other device will be signed out at once. You stay signed in here.</Trans>}
        confirmLabel={<Trans>Sign out everywhere else</Trans>}
        busyLabel={t`Signing out`}
      />
    </AccountSection>
  )
}
