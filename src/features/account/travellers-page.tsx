import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { toIsoDate } from '@contract/calendar'
import { passportValidity, TRAVELLERS_MAX, type Traveller } from '@contract/schemas/travel'
import { AccountLayout } from '@/shared/account/account-nav'
import { ConfirmActionDialog, useConfirmAction } from '@/shared/account/confirm-action'
import { ListStates } from '@/shared/account/list-states'
import { useTravellers } from '@/features/account/use-account'
import { useCalendarDate } from '@/features/account/account-format'
import { useTravelLabels } from '@/features/account/travel-labels'
import { TravellerDialog } from '@/features/account/traveller-dialog'

/**
 * /user/travelers (issue 17; docs/screens.md#travellers): the people the member books for, offered
 * at checkout under "Who's travelling?" — added, edited and removed here.
 */
export default function TravellersPage() {
  const { t } = useLingui()
  const travellers = useTravellers()
  const labels = useTravelLabels()
  const date = useCalendarDate()
  const today = toIsoDate(new Date())
  // null: closed; 'new': adding; a traveller: editing that one.
  const [editing, setEditing] = useState<Traveller | 'new' | null>(null)
  const remove = useConfirmAction({ kind: 'removeTraveller' }, (left) => travellers.replace(left as Traveller[]))
  const removing = travellers.data?.find((x) => x.id === remove.state.context.target)
  const full = (travellers.data?.length ?? 0) >= TRAVELLERS_MAX
  const name = (x: Traveller) => `${labels.title[x.title] ?? x.title} ${x.firstName} ${x.lastName}`
  return (
    <AccountLayout
      title={<Trans>Travellers</Trans>}
      intro={<Trans>The people you book for. At checkout, choose who is travelling instead of typing their names.</Trans>}
    >
      <Button className="self-start" disabled={!travellers.data || full} onClick={() => setEditing('new')}>
        <Trans>Add a traveller</Trans>
      </Button>
      {full && (
        <p className="text-sm text-ink-muted">
          <Trans>You can save up to {TRAVELLERS_MAX} travellers. Remove one to add another.</Trans>
        </p>
      )}
      <ListStates
        data={travellers.data}
        failed={travellers.failed}
        retry={travellers.retry}
        loadingLabel={t`Loading your travellers`}
        failedText={<Trans>Your travellers could not be loaded.</Trans>}
        empty={<Trans>You have no saved travellers yet. Add the people you often book for.</Trans>}
      >
        {(list) => (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={t`Your travellers`}>
            {list.map((x) => (
              <li key={x.id} className="flex flex-col gap-2 rounded-lg border border-line p-4">
                <h2 className="font-semibold">{name(x)}</h2>
                <p className="text-sm text-ink-muted">
                  {labels.relation[x.relation]}
                  {x.dateOfBirth && (
                    <>
                      {' · '}
                      <Trans>born {date(x.dateOfBirth)}</Trans>
                    </>
                  )}
                </p>
                <p className="text-sm text-ink-muted">
                  {x.passport && passportValidity(x.passport.expiresOn, today) === 'EXPIRED' ? (
                    <span className="text-amber-900">
                      <Trans>
                        Passport {x.passport.numberMasked}, expired on {date(x.passport.expiresOn)}
                      </Trans>
                    </span>
                  ) : x.passport ? (
                    <Trans>
                      Passport {x.passport.numberMasked}, valid until {date(x.passport.expiresOn)}
                    </Trans>
                  ) : (
                    <Trans>No passport kept</Trans>
                  )}
                </p>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(x)} aria-label={t`Edit ${x.firstName} ${x.lastName}`}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => remove.open(x.id)} aria-label={t`Remove ${x.firstName} ${x.lastName}`}>
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <TravellerDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null)
          void travellers.reload()
        }}
      />
      <ConfirmActionDialog
        action={remove}
        title={<Trans>Remove this traveller?</Trans>}
        description={
          <Trans>
            {removing ? `${removing.firstName} ${removing.lastName}` : ''} will no longer be offered at checkout. Bookings already made stay
            as they are.
          </Trans>
        }
        confirmLabel={<Trans>Remove</Trans>}
        busyLabel={t`Removing the traveller`}
      />
    </AccountLayout>
  )
}
