import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@ui/dialog'
import { Form } from '@ui/form'
import type { ImportRefusal } from '@contract/schemas/agent'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { useRecordForm } from '@/shared/account/use-record-form'

const idOf = (field: string) => `import-${field}`

/** Why a row was refused, in the visitor's language; the server's sentence says the details. */
const reasons: Record<ImportRefusal['code'], MessageDescriptor> = {
  UNREADABLE: msg`The file cannot be read as CSV (check its quotes).`,
  EMPTY: msg`The file has no clients after its header row.`,
  MISSING_COLUMNS: msg`Columns are missing.`,
  TOO_MANY_ROWS: msg`The file has too many rows.`,
  INVALID: msg`A value is not valid.`,
  UNKNOWN_NATIONALITY: msg`The nationality is not in the list.`,
  UNKNOWN_COUNTRY: msg`The phone country is not a country code of the list.`,
  CLIENT_EXISTS: msg`You already have a client with this email.`,
  DUPLICATE: msg`The email is on another row of the file too.`,
}

/**
 * Importing clients from a CSV file (issue 17): the file is read in the browser and sent whole;
 * every row is checked, and a refused file names each refused row with its reason, importing nothing.
 */
export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (count: number) => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent aria-describedby="import-description">
        <DialogHeader>
          <DialogTitle>
            <Trans>Import clients from a CSV file</Trans>
          </DialogTitle>
        </DialogHeader>
        {open && <ImportForm onCancel={onClose} onImported={onImported} />}
      </DialogContent>
    </Dialog>
  )
}

function ImportForm({ onCancel, onImported }: { onCancel: () => void; onImported: (count: number) => void }) {
  const { t, i18n } = useLingui()
  const form = useRecordForm({ kind: 'importClients', values: { csv: '', fileName: '' } }, { idOf, onSaved: (n) => onImported(Number(n)) })
  const refused = form.failure?.code === 'IMPORT_REFUSED' ? (form.failure.details as ImportRefusal[]) : []
  const chooseFile = async (file: File | undefined) => {
    form.change('fileName')(file?.name ?? '')
    form.change('csv')(file ? await file.text() : '')
  }
  const error = form.error('csv')
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy} className="mt-2">
      <DialogDescription id="import-description">
        <Trans>
          The first row names the columns: title, first name, last name, email, phone country (a code such as GB), phone number, and if you
          like nationality and notes. Every row must be right: otherwise nothing is imported and the rows to correct are listed.
        </Trans>
      </DialogDescription>
      <div className="flex flex-col gap-1">
        <label htmlFor={idOf('csv')} className="text-sm font-medium">
          <Trans>CSV file</Trans>
        </label>
        <input
          id={idOf('csv')}
          type="file"
          accept=".csv,text/csv"
          className="text-sm"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idOf('csv')}-error` : undefined}
          onChange={(e) => void chooseFile(e.target.files?.[0])}
        />
        {error && (
          <p id={`${idOf('csv')}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <FormFailure form={form}>
        {refused.length > 0 && (
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto font-normal" aria-label={t`Refused rows`}>
            {refused.map((r, i) => (
              <li key={i}>
                <strong>{r.row === 1 ? <Trans>The file</Trans> : <Trans>Row {r.row}</Trans>}</strong>
                {r.field ? ` (${r.field})` : ''}: {i18n._(reasons[r.code])} <span className="text-red-700">{r.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </FormFailure>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={form.busy}>
          <Trans>Cancel</Trans>
        </Button>
        <SubmitButton form={form} busyLabel={t`Importing`}>
          <Trans>Import</Trans>
        </SubmitButton>
      </div>
    </Form>
  )
}
