import { useState } from 'react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useSearch } from 'wouter'
import { Button } from '@ui/button'
import { Field } from '@ui/field'
import type { Client } from '@contract/schemas/agent'
import { AccountLayout } from '@/shared/account/account-nav'
import { ConfirmActionDialog, useConfirmAction } from '@/shared/account/confirm-action'
import { ListStates } from '@/shared/account/list-states'
import { startBookingFor } from '@/shared/booking/booking-for-client'
import { useClients } from '@/features/agent/use-agent'
import { ClientDialog } from '@/features/agent/client-dialog'
import { ImportDialog } from '@/features/agent/import-dialog'
import { ClientDetail } from '@/features/agent/client-detail'
import { AgentsOnly, useIsAgent } from '@/features/agent/agents-only'

/**
 * /agent/client-list (issue 17; docs/screens.md#clients): the agent's clients — search, add, edit,
 * remove, import from a CSV file, "Book for this client" — and, with `?client=`, one client's page
 * with the bookings made for them.
 */
export default function ClientsPage() {
  const agent = useIsAgent()
  const chosen = Number(new URLSearchParams(useSearch()).get('client'))
  if (!agent) return <AgentsOnly />
  if (Number.isInteger(chosen) && chosen > 0) return <ClientDetail id={chosen} />
  return <ClientList />
}

function ClientList() {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  const [query, setQuery] = useState('')
  const clients = useClients(query.trim())
  const [editing, setEditing] = useState<Client | 'new' | null>(null)
  const [importing, setImporting] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const remove = useConfirmAction({ kind: 'removeClient' }, () => void clients.reload())
  const removing = clients.data?.find((c) => c.id === remove.state.context.target)
  return (
    <AccountLayout title={<Trans>Clients</Trans>}>
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={t`Search clients`}
          type="search"
          className="min-w-60 flex-1"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t`Name or email`}
        />
        <Button onClick={() => setEditing('new')}>
          <Trans>Add a client</Trans>
        </Button>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          <Trans>Import from a CSV file</Trans>
        </Button>
      </div>
      {notice && (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {notice}
        </p>
      )}
      <div aria-busy={!clients.data}>
        <ListStates
          data={clients.data}
          failed={clients.failed}
          retry={clients.retry}
          loadingLabel={t`Loading your clients`}
          failedText={<Trans>Your clients could not be loaded.</Trans>}
          empty={
            query.trim() ? (
              <Trans>No client matches "{query.trim()}".</Trans>
            ) : (
              <Trans>You have no clients yet. Add one, or import a CSV file.</Trans>
            )
          }
        >
          {(list) => (
            <ul className="grid gap-3 md:grid-cols-2" aria-label={t`Your clients`}>
              {list.map((c) => (
                <li key={c.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
                  <h2 className="font-semibold">
                    <Link href={`/agent/client-list?client=${c.id}`} className="text-brand-primary underline-offset-4 hover:underline">
                      {c.firstName} {c.lastName}
                    </Link>
                  </h2>
                  <p className="text-sm text-ink-muted">
                    {c.email} · {c.phone.isdCode} {c.phone.number}
                  </p>
                  {c.notes && <p className="line-clamp-2 text-sm">{c.notes}</p>}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      onClick={() => {
                        startBookingFor(c)
                        navigate('/hotel')
                      }}
                      aria-label={t`Book for ${c.firstName} ${c.lastName}`}
                    >
                      <Trans>Book for this client</Trans>
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(c)} aria-label={t`Edit ${c.firstName} ${c.lastName}`}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => remove.open(c.id)} aria-label={t`Remove ${c.firstName} ${c.lastName}`}>
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
      <ClientDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(client) => {
          setEditing(null)
          setNotice(t`${client.firstName} ${client.lastName} is saved.`)
          void clients.reload()
        }}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(count) => {
          setImporting(false)
          setNotice(t({ message: plural(count, { one: '# client imported.', other: '# clients imported.' }) }))
          void clients.reload()
        }}
      />
      <ConfirmActionDialog
        action={remove}
        title={<Trans>Remove this client?</Trans>}
        description={
          <Trans>{removing ? `${removing.firstName} ${removing.lastName}` : ''} leaves your list. Their bookings stay as they are.</Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        busyLabel={t`Removing the client`}
      />
    </AccountLayout>
  )
}
