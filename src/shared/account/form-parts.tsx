import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { RecordForm } from '@/shared/account/use-record-form'

/** A form's failure as a whole, above its button: announced, with what the server named (`children`). */
export function FormFailure({ form, children }: { form: RecordForm; children?: ReactNode }) {
  if (!form.failureText) return null
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
      <p>{form.failureText}</p>
      {children}
    </div>
  )
}

/** A form's submit button: disabled while the machine cannot take a submit, a spinner while it saves. */
export function SubmitButton({ form, children, busyLabel }: { form: RecordForm; children: ReactNode; busyLabel: string }) {
  return (
    <Button type="submit" disabled={!form.state.can({ type: 'form.submit' })} aria-busy={form.busy}>
      {form.busy && <Spinner label={busyLabel} />}
      {children}
    </Button>
  )
}

/** "Saved", announced politely once a page's form has saved. */
export function SavedNote({ form, children }: { form: RecordForm; children?: ReactNode }) {
  const { t } = useLingui()
  if (!form.saved) return null
  return (
    <p role="status" aria-label={t`Saved`} className="text-sm font-medium text-emerald-800">
      {children ?? <Trans>Saved.</Trans>}
    </p>
  )
}
