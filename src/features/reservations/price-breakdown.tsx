import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { programmeName } from '@/lib/wallet-labels'
import { paidByCardOf, paymentsOf, type Reservation, type ReservationItem } from '@contract/schemas/reservations'
import { rateFrom } from '@contract/money'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { useMoney } from '@/shared/settings/use-money'
import { useSettings } from '@/shared/settings/settings-context'
import { lineViewOf } from '@/features/reservations/lines/registry'
import { refundedMinor } from '@/shared/booking/refunded'

const row = 'flex justify-between gap-4'
const sumRow = `${row} border-t border-line pt-1`

type Deduction = ReservationItem['deductions'][number]

/** "Certificate Hotel night certificate CERT-HLT-0001", "Discount card …", "Cash card …". */
export function DeductionName({ deduction: d }: { deduction: Deduction }) {
  const { i18n } = useLingui()
  const cardName = programmeName(i18n, d.name)
  const name =
    d.kind === 'certificate' ? (
      <Trans>Certificate {cardName}</Trans>
    ) : d.kind === 'discount' ? (
      <Trans>Discount card {cardName}</Trans>
    ) : (
      <Trans>Cash card {cardName}</Trans>
    )
  return (
    <>
      {name} <span className="font-mono text-xs">{d.cardCode}</span>
    </>
  )
}

/** "Refunded to your card" when a cancellation gave card money back, then nothing due. */
function CancelledDue({ refunded, currency, strong }: { refunded: number; currency: string; strong: boolean }) {
  const money = useMoney()
  return (
    <>
      {refunded > 0 && (
        <div className={row}>
          <dt>
            <Trans>Refunded to your card</Trans>
          </dt>
          <dd>{money(refunded, currency)}</dd>
        </div>
      )}
      <div className={`${sumRow} ${strong ? 'text-base font-semibold' : 'font-medium'}`}>
        <dt>
          <Trans>Amount due</Trans>
        </dt>
        <dd>{money(0, currency)}</dd>
      </div>
    </>
  )
}

/**
 * What a booked item or booking still asks: what the card paid when it was booked ("Paid by
 * card", no longer due), then the amount still due, to be paid where the line says.
 */
function BookedDue({
  paid,
  due,
  currency,
  label,
  strong,
}: {
  paid: number
  due: number
  currency: string
  label: ReactNode
  strong: boolean
}) {
  const money = useMoney()
  return (
    <>
      {paid > 0 && (
        <div className={row}>
          <dt>
            <Trans>Paid by card</Trans>
          </dt>
          <dd>{money(paid, currency)}</dd>
        </div>
      )}
      <div className={`${sumRow} ${strong ? 'text-base font-semibold' : 'font-medium'}`}>
        <dt>{label}</dt>
        <dd>{money(due, currency)}</dd>
      </div>
    </>
  )
}

/**
 * One item's price: its base (named by its line: "Room"), taxes and fees, total, each wallet
 * card's deduction, what the card paid when booked and what is still due, with where it is paid
 * ("Pay at the property"). `sums` 'booking' when the item is the whole booking (its total and
 * amount due are the booking's); 'item' beside other items. A cancelled item keeps what it cost,
 * says its cards are back in the wallet and what its card payment refunded, and owes nothing.
 */
export function ItemPriceBreakdown({ item, currency, sums }: { item: ReservationItem; currency: string; sums: 'booking' | 'item' }) {
  const { i18n } = useLingui()
  const money = useMoney()
  const p = item.price
  const cancelled = item.status === 'CANCELLED'
  const paid = paidByCardOf(item)
  const due = item.amountDueMinor - paid
  const { priceLabel, payLater } = lineViewOf(item.details)
  return (
    <>
      <dl className="flex flex-col gap-1 text-sm">
        <div className={row}>
          <dt>{i18n._(priceLabel)}</dt>
          <dd>{money(p.baseMinor, currency)}</dd>
        </div>
        <div className={row}>
          <dt>
            <Trans>Taxes and fees</Trans>
          </dt>
          <dd>{money(p.taxesMinor + p.feesMinor, currency)}</dd>
        </div>
        <div className={`${sumRow} font-medium`}>
          <dt>{sums === 'booking' ? <Trans>Total</Trans> : <Trans>Item total</Trans>}</dt>
          <dd>{money(p.totalMinor, currency)}</dd>
        </div>
        {item.deductions.map((d) => (
          <div key={d.cardCode} className={`${row} ${cancelled ? '' : 'text-emerald-800'}`}>
            <dt>
              <DeductionName deduction={d} />
            </dt>
            <dd className="whitespace-nowrap">{cancelled ? <Trans>Back in your wallet</Trans> : `−${money(d.amountMinor, currency)}`}</dd>
          </div>
        ))}
        {cancelled ? (
          <CancelledDue refunded={refundedMinor([item])} currency={currency} strong={sums === 'booking'} />
        ) : (
          <BookedDue
            paid={paid}
            due={due}
            currency={currency}
            label={sums === 'booking' ? <Trans>Amount due</Trans> : <Trans>Due for this item</Trans>}
            strong={sums === 'booking'}
          />
        )}
      </dl>
      {!cancelled && due > 0 && payLater && <p className="text-sm text-ink-muted">{i18n._(payLater)}</p>}
    </>
  )
}

/**
 * The booking's sums over the items still booked: what the card paid when booked and what is
 * still due (over all of them once the whole booking is cancelled: what it cost, then nothing due).
 */
export function BookingTotals({ reservation: r }: { reservation: Reservation }) {
  const money = useMoney()
  const { paidMinor, dueMinor } = paymentsOf(r.items)
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className={`${row} font-medium`}>
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd>{money(r.totalMinor, r.currency)}</dd>
      </div>
      {r.status === 'CANCELLED' ? (
        <CancelledDue refunded={refundedMinor(r.items)} currency={r.currency} strong />
      ) : (
        <BookedDue paid={paidMinor} due={dueMinor} currency={r.currency} label={<Trans>Amount due</Trans>} strong />
      )}
    </dl>
  )
}

/**
 * The booking's currency, always stated: "Charged in" it when a card paid for an item, else the
 * currency its prices are paid in. Amounts show in the visitor's currency (the booking's unless
 * they changed it), and then what the card paid, or what is due, is given in the booking's too.
 */
export function ChargedIn({ reservation: r }: { reservation: Reservation }) {
  const { currency, rate, rateLoading } = useSettings()
  // useMoney converts only what it can vouch for; otherwise the amounts stay in the charged currency.
  const converted = currency.code !== r.currency && !rateLoading && rateFrom(r.currency, currency.code, rate) !== null
  const priced = usePricedMoney()
  const cancelled = r.status === 'CANCELLED'
  const { paidMinor, dueMinor } = paymentsOf(r.items)
  const byCard = cancelled ? refundedMinor(r.items) : paidMinor
  const charged = priced(cancelled ? 0 : paidMinor, r.currency)
  const owed = priced(cancelled ? 0 : dueMinor, r.currency)
  const code = r.currency
  if (byCard === 0) {
    return (
      <p className="text-xs text-ink-muted">
        {!converted ? (
          <Trans>Prices in {code}.</Trans>
        ) : (
          <Trans>
            Prices in {code}: {owed} due. Amounts above are shown in {currency.code} at today's rate.
          </Trans>
        )}
      </p>
    )
  }
  return (
    <p className="text-xs text-ink-muted">
      {!converted ? (
        <Trans>Charged in {r.currency}.</Trans>
      ) : (
        <Trans>
          Charged in {r.currency}: {charged}. Amounts above are shown in {currency.code} at today's rate.
        </Trans>
      )}
    </p>
  )
}

/** The booking's whole price: one item's breakdown when it has one, else each item's then the sums. */
export function PriceBreakdown({ reservation: r }: { reservation: Reservation }) {
  const [only] = r.items
  return (
    <div className="flex flex-col gap-2">
      {r.items.length === 1 && only ? (
        <ItemPriceBreakdown item={only} currency={r.currency} sums="booking" />
      ) : (
        <BookingTotals reservation={r} />
      )}
      <ChargedIn reservation={r} />
    </div>
  )
}
