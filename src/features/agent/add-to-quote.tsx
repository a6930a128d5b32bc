import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'wouter'
import { Form } from '@ui/form'
import { itemSelection, type ItemSelection } from '@contract/schemas/lines'
import { AccountLayout, AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SubmitButton } from '@/shared/account/form-parts'
import { ListEmpty } from '@/shared/account/list-states'
import { LoadFailed } from '@/shared/booking/load-failed'
import { SelectField } from '@/shared/account/select-field'
import { useRecordForm } from '@/shared/account/use-record-form'
import { useSettings } from '@/shared/settings/settings-context'
import { useClients } from '@/features/agent/use-agent'
import { useDay } from '@/features/agent/agent-format'

/** The offer of an "Add to a quote" link, or null when the link does not hold one. */
function selectionOf(encoded: string): ItemSelection | null {
  try {
    const parsed = itemSelection.safeParse(JSON.parse(encoded))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

const idOf = (field: string) => `add-quote-${field}`

/** An offer chosen on a property's page, added to a client's open quote (a new one when none) in the selected currency. */
export function AddToQuote({ encoded }: { encoded: string }) {
  const { t } = useLingui()
  const selection = selectionOf(encoded)
  return (
    <AccountLayout title={<Trans>Add to a quote</Trans>}>
      {selection ? (
        <AddForm selection={selection} />
      ) : (
        <ListEmpty>
          <Trans>This link does not name an offer. Choose "Add to a quote" on a room of a property's page.</Trans>
        </ListEmpty>
      )}
      <Link href="/agent/my-quotes" className="self-start text-sm font-medium text-brand-primary underline">
        {t`All quotes`}
      </Link>
    </AccountLayout>
  )
}

function AddForm({ selection }: { selection: ItemSelection }) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const { currency } = useSettings()
  const clients = useClients('')
  const day = useDay()
  const form = useRecordForm(
    { kind: 'addToQuote', values: { clientId: '' }, fixed: { selection, currency: currency.code } },
    { idOf, onSaved: (quoteId) => navigate(`/agent/my-quotes?quote=${Number(quoteId)}`) },
  )
  const stay = 'checkIn' in selection ? `${day(selection.checkIn)} – ${day(selection.checkOut)}` : ''
  return (
    <AccountSection id="add-quote" title={<Trans>Which client is it for?</Trans>}>
      <p className="text-sm text-ink-muted">
        <Trans>
          The room for {stay}, priced in {currency.code}. It joins the client's open quote, or starts one.
        </Trans>
      </p>
      {clients.failed && !clients.data ? (
        <LoadFailed onRetry={clients.retry}>
          <Trans>Your clients could not be loaded.</Trans>
        </LoadFailed>
      ) : clients.data && clients.data.length === 0 ? (
        <ListEmpty>
          <Trans>You have no clients yet.</Trans>{' '}
          <Link href="/agent/client-list" className="font-medium text-brand-primary underline">
            <Trans>Add one first</Trans>
          </Link>
        </ListEmpty>
      ) : (
        <Form onSubmit={form.submit} aria-busy={form.busy} className="max-w-md">
          <SelectField
            label={t`Client`}
            id={idOf('clientId')}
            value={form.text('clientId')}
            onChange={form.change('clientId')}
            placeholder={clients.data ? t`Select` : t`Loading your clients`}
            options={(clients.data ?? []).map((c) => ({ value: String(c.id), label: `${c.firstName} ${c.lastName} (${c.email})` }))}
            error={form.error('clientId')}
          />
          <FormFailure form={form} />
          <SubmitButton form={form} busyLabel={t`Adding to the quote`}>
            <Trans>Add to the quote</Trans>
          </SubmitButton>
        </Form>
      )}
    </AccountSection>
  )
}
