import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CardStatus } from '@contract/schemas/wallet'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { cn } from '@ui/cn'
import { eventLabels, productLabels, statusLabels, programmeName } from '@/lib/wallet-labels'
import { listText } from '@/lib/list-text'

type AnyCard =
  | PaymentCardsByUser['certificates'][number]
  | PaymentCardsByUser['discountCards'][number]
  | PaymentCardsByUser['cashCards'][number]

const statusClasses: Record<CardStatus, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900',
  REDEEMED: 'bg-slate-100 text-slate-700',
  EXPIRED: 'bg-amber-100 text-amber-900',
  CANCELLED: 'bg-red-100 text-red-800',
}

function useDate() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale || 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(iso))
}

/** One card of the wallet: name, code, status, amount in the selected currency, products, expiry, history. */
export function WalletCard({ card, amountLabel, amountMinor }: { card: AnyCard; amountLabel: ReactNode; amountMinor: number }) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const date = useDate()
  const services = 'services' in card ? card.services : null
  const converted = card.original.currency !== card.currency
  return (
    // An inactive card is set back with a muted background, not with opacity: faded text fell below 4.5:1 contrast.
    <li className={cn('flex flex-col gap-2 rounded-lg border border-line p-4', card.status === 'ACTIVE' ? 'shadow-sm' : 'bg-muted')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{programmeName(i18n, card.name)}</h3>
          <p className="font-mono text-xs text-ink-muted">{card.card_code}</p>
        </div>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusClasses[card.status])}>
          {i18n._(statusLabels[card.status])}
        </span>
      </div>
      <p className="text-sm">
        {amountLabel} <strong className="text-lg text-brand-primary">{money(amountMinor, card.currency)}</strong>
        {converted && (
          <span className="ms-2 text-xs text-ink-muted">
            <Trans>issued as {money(card.original.amountMinor, card.original.currency)}</Trans>
          </span>
        )}
      </p>
      {services && (
        <p className="text-sm text-ink-muted">
          <Trans>
            For:{' '}
            {listText(
              services.map((code) => i18n._(productLabels[code])),
              i18n.locale,
            )}
          </Trans>
        </p>
      )}
      <p className="text-sm text-ink-muted">
        {card.expires_at ? <Trans>Expires {date(card.expires_at)}</Trans> : <Trans>Does not expire</Trans>}
      </p>
      {card.history.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-primary">
            <Trans>History</Trans>
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {card.history.map((event, index) => (
              <li key={index} className="flex flex-wrap gap-x-2">
                <span>{date(event.at)}</span>
                <span>{i18n._(eventLabels[event.action])}</span>
                {event.amountMinor !== null && event.currency && <span>{money(event.amountMinor, event.currency)}</span>}
                {event.reference && <span className="font-mono text-xs text-ink-muted">{event.reference}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}
