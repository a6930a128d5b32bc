import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react/macro'
import { AccountLayout } from '@/shared/account/account-nav'
import { ListSkeleton } from '@/shared/account/list-states'
import { LoadFailed } from '@/shared/booking/load-failed'
import { useSession } from '@/shared/session/use-session'
import { useAccountDetails } from '@/features/account/use-account'
import { DetailsSection } from '@/features/account/details-section'
import { EmailSection } from '@/features/account/email-section'
import { PreferenceSection } from '@/features/account/preference-section'
import { PasswordSection } from '@/features/account/password-section'
import { SessionsSection } from '@/features/account/sessions-section'
import { DataSection } from '@/features/account/data-section'

/**
 * /user-details, My account (issue 17; docs/screens.md#my-account): personal details, email,
 * language and currency, password, where the account is signed in, a copy of one's data and the
 * account's deletion.
 */
export default function AccountPage() {
  const { t } = useLingui()
  const details = useAccountDetails()
  const session = useSession()
  const signOut = () => session.status === 'signedIn' && session.signOut()
  return (
    <AccountLayout title={<Trans>My account</Trans>}>
      {!details.data && details.failed ? (
        <LoadFailed onRetry={details.retry}>
          <Trans>Your account could not be loaded.</Trans>
        </LoadFailed>
      ) : !details.data ? (
        <ListSkeleton label={t`Loading your account`} count={3} />
      ) : (
        <div className="grid gap-6">
          <DetailsSection details={details.data} onSaved={details.replace} />
          <EmailSection details={details.data} onAsked={() => void details.reload()} />
          <PreferenceSection details={details.data} />
          <PasswordSection hasPassword={details.data.hasPassword} onChanged={() => void details.reload()} />
          <SessionsSection />
          <DataSection hasPassword={details.data.hasPassword} onDeleted={signOut} />
        </div>
      )}
    </AccountLayout>
  )
}
