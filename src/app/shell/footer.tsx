import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import type { OrgConfigState } from '@/shared/organisation/use-org-config'
import { reopenConsent } from '@/features/consent/analytics-consent'
import { useSession } from '@/shared/session/use-session'

export function Footer({ orgState }: { orgState: OrgConfigState }) {
  const { i18n } = useLingui()
  const year = new Date().getFullYear()
  const name = orgState.status === 'ready' ? orgState.org.orgName : ''
  // A member finds their bookings in the account menu; a guest's way back to theirs is here.
  const signedOut = useSession().status === 'signedOut'
  return (
    <footer className="mt-auto border-t border-line bg-muted">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-muted">
          {name && (
            <>
              © {i18n.number(year, { useGrouping: false })} {name}
            </>
          )}
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {signedOut && (
            <li>
              <Link href="/manage-booking" className="underline-offset-4 hover:underline">
                <Trans>Manage a booking</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link href="/privacy-policy" className="underline-offset-4 hover:underline">
              <Trans>Privacy policy</Trans>
            </Link>
          </li>
          <li>
            <Link href="/terms-of-use" className="underline-offset-4 hover:underline">
              <Trans>Terms of use</Trans>
            </Link>
          </li>
          {orgState.status === 'ready' && orgState.org.googleTagId && (
            <li>
              <button type="button" className="underline-offset-4 hover:underline" onClick={reopenConsent}>
                <Trans>Cookie preferences</Trans>
              </button>
            </li>
          )}
        </ul>
      </div>
    </footer>
  )
}
