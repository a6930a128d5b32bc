import { Trans, useLingui } from '@lingui/react/macro'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { formatPriced, rateFrom } from '@contract/money'
import { useMoney } from '@/shared/settings/use-money'
import { useSettings } from '@/shared/settings/settings-context'

/**
 * The booking's price: room, taxes and fees, total, each wallet card's deduction and the amount
 * due. Amounts show in the visitor's currency (the same as the booking's unless they changed it);
 * the charged currency and the charged amount are always stated.
 */
export function PriceBreakdown({ reservation: r }: { reservation: LegacyReservation }) {
  const { i18n } = useLingui()
  const money = useMoney()
  const { currency, rate, rateLoading } = useSettings()
  // useMoney converts only what it can vouch for; otherwise the amounts stay in the charged currency.
  const converted = currency.code !== r.currency && !rateLoading && rateFrom(r.currency, currency.code, rate) !== null
  const charged = formatPriced(r.amountDueMinor, r.currency, i18n.locale || 'en-US')
  const row = 'flex justify-between gap-4'
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl className="flex flex-col gap-1">
        <div className={row}>
          <dt>
            <Trans>Room</Trans>
          </dt>
          <dd>{money(r.roomMinor, r.currency)}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Taxes and fees</Trans>
          </dt>
          <dd>{money(r.taxesMinor + r.feesMinor, r.currency)}</dd>
        </div>
        <div className={`${row} border-t border-line pt-1 font-medium`}>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{money(r.totalMinor, r.currency)}</dd>
        </div>
        {r.deductions.map((d) => (
          <div key={d.cardCode} className={`${row} text-emerald-800`}>
            <dt>
              {d.kind === 'certificate' ? <Trans>Certificate {d.name}</Trans> : <Trans>Discount card {d.name}</Trans>}{' '}
              <span className="font-mono text-xs">{d.cardCode}</span>
            </dt>
            <dd className="whitespace-nowrap">−{money(d.amountMinor, r.currency)}</dd>
          </div>
        ))}
        <div className={`${row} border-t border-line pt-1 text-base font-semibold`}>
          <dt>
            <Trans>Amount due</Trans>
          </dt>
          <dd>{money(r.amountDueMinor, r.currency)}</dd>
        </div>
      </dl>
      <p className="text-xs text-ink-muted">
        {!converted ? (
          <Trans>Charged in {r.currency}.</Trans>
        ) : (
          <Trans>
            Charged in {r.currency}: {charged}. Amounts above are shown in {currency.code} at today's rate.
          </Trans>
        )}
      </p>
    </div>
  )
}
