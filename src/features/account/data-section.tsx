import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog'
import { Field } from '@ui/field'
import { Form } from '@ui/form'
import { PasswordInput } from '@ui/password-input'
import { Spinner } from '@ui/spinner'
import type { UpcomingBooking } from '@contract/schemas/account'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'
import { AccountSection } from '@/shared/account/account-nav'
import { useConfirmAction } from '@/shared/account/confirm-action'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { useRecordForm } from '@/shared/account/use-record-form'
import { downloadJson, useCalendarDate } from '@/features/account/account-format'

/** "Download my data" and "Delete my account" of /user-details. */
export function DataSection({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const { t } = useLingui()
  const [deleting, setDeleting] = useState(false)
  const download = useConfirmAction({ kind: 'exportData' }, (data) => downloadJson('my-travel-data.json', data))
  return (
    <AccountSection id="account-data" title={<Trans>Your data</Trans>}>
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-ink-muted">
          <Trans>
            A copy of everything we keep about you: your details, travel profile, travellers, bookings and wallet, as a JSON file.
          </Trans>
        </p>
        <Button variant="secondary" onClick={() => download.open()} disabled={download.running} aria-busy={download.running}>
          {download.running && <Spinner label={t`Preparing your data`} />}
          <Trans>Download my data</Trans>
        </Button>
        {download.failureText && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {download.failureText}
          </p>
        )}
      </div>
      <div className="flex flex-col items-start gap-2 border-t border-line pt-4">
        <p className="text-sm text-ink-muted">
          <Trans>
            Deleting your account removes your details, travel profile, travellers and wallet. Bookings already made are kept for our
            accounts without your name.
          </Trans>
        </p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent aria-describedby="delete-account-description">
          <DialogHeader>
            <DialogTitle>
              <Trans>Delete your account?</Trans>
            </DialogTitle>
          </DialogHeader>
          {deleting && <DeleteAccountForm hasPassword={hasPassword} onDeleted={onDeleted} onCancel={() => setDeleting(false)} />}
        </DialogContent>
      </Dialog>
    </AccountSection>
  )
}

const idOf = (field: string) => `delete-account-${field}`

function DeleteAccountForm({ hasPassword, onDeleted, onCancel }: { hasPassword: boolean; onDeleted: () => void; onCancel: () => void }) {
  const { t } = useLingui()
  const date = useCalendarDate()
  const form = useRecordForm({ kind: 'deleteAccount', values: { password: '' } }, { idOf, onSaved: onDeleted })
  const upcoming = form.failure?.code === 'UPCOMING_BOOKINGS' ? (form.failure.details as UpcomingBooking[]) : []
  const session = useSession()
  // An agent's bookings (for clients, the ones that stand in the way) are on the agent's own list.
  const bookingsPath =
    session.status === 'signedIn' && session.userType === userTypes.agent ? '/agent/booking-history' : '/user/booking-history'
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy}>
      <DialogDescription id="delete-account-description">
        <Trans>This cannot be undone. You will be signed out, and you can no longer sign in with this account.</Trans>
      </DialogDescription>
      <Field
        label={hasPassword ? t`Your password` : t`Your email address, to confirm`}
        id={idOf('password')}
        error={form.error('password')}
        render={(props) =>
          hasPassword ? (
            <PasswordInput
              {...props}
              autoComplete="current-password"
              value={form.text('password')}
              onChange={(e) => form.change('password')(e.target.value)}
              showLabel={t`Show password`}
              hideLabel={t`Hide password`}
            />
          ) : (
            <input {...props} value={form.text('password')} onChange={(e) => form.change('password')(e.target.value)} />
          )
        }
      />
      <FormFailure form={form}>
        {upcoming.length > 0 && (
          <ul className="list-disc ps-5 font-normal">
            {upcoming.map((b) => (
              <li key={b.confirmationNumber}>
                <Trans>
                  {b.title}, from {date(b.startsOn)} ({b.confirmationNumber})
                </Trans>
              </li>
            ))}
          </ul>
        )}
        {upcoming.length > 0 && (
          <Link href={bookingsPath} className="font-medium underline">
            <Trans>Go to your bookings</Trans>
          </Link>
        )}
      </FormFailure>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          <Trans>Keep my account</Trans>
        </Button>
        <SubmitButton form={form} busyLabel={t`Deleting your account`}>
          <Trans>Delete my account</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
