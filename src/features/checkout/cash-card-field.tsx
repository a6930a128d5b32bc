import { Trans, useLingui } from '@lingui/react/macro'
import { programmeName } from '@/lib/wallet-labels'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { I18n } from '@lingui/core'
import type { CashErrorCode, walletSelectionMachine } from '@machines/wallet-selection.machine'
import { cashText } from '@machines/wallet-selection.cash'
import { inputClasses } from '@ui/field'
import { cashErrorMessages } from '@/features/checkout/checkout-messages'
import { usePricedMoney } from '@/shared/booking/booking-format'

const AMOUNT_ID = 'checkout-cash-amount'

/** The refused amount's message, with the largest amount that can be drawn. */
function cashErrorText(i18n: I18n, code: CashErrorCode, values: { most: string; currency: string }) {
  const { id, message } = cashErrorMessages[code]
  return i18n._(id, values, { message })
}

/**
 * The member's cash cards at the checkout (docs/wallet.md#cash-card-at-checkout): none is used
 * unasked; a chosen card pays the amount typed, at first the lesser of its balance and what the
 * other cards leave due, and never more than either.
 */
export function CashCardField({
  wallet,
  snapshot,
}: {
  wallet: ActorRefFrom<typeof walletSelectionMachine>
  snapshot: SnapshotFrom<typeof walletSelectionMachine>
}) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const w = snapshot.context
  if (w.cashCards.length === 0) return null
  const chosen = w.cash.cardCode
  const currency = w.currency
  const most = Math.min(w.dueBeforeCashMinor, w.cashCards.find((card) => card.card_code === chosen)?.balance ?? 0)
  const hint = `${AMOUNT_ID}-hint`
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Cash card</Trans>
      </legend>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="checkout-cash"
          className="size-4 accent-brand-primary"
          checked={chosen === null}
          onChange={() => wallet.send({ type: 'cash.clear' })}
        />
        <Trans>Do not use a cash card</Trans>
      </label>
      {w.cashCards.map((card) => (
        <label key={card.card_code} className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="checkout-cash"
            className="size-4 accent-brand-primary"
            checked={chosen === card.card_code}
            onChange={() => wallet.send({ type: 'cash.select', cardCode: card.card_code })}
          />
          <span>
            {programmeName(i18n, card.name)} <span className="font-mono text-xs text-ink-muted">{card.card_code}</span> ·{' '}
            <CashBalance amount={money(card.balance, currency)} />
          </span>
        </label>
      ))}
      {chosen !== null && (
        <div className="flex flex-col gap-1 ps-6">
          <label htmlFor={AMOUNT_ID} className="text-sm font-medium">
            <Trans>Amount to pay with the cash card ({currency})</Trans>
          </label>
          <input
            id={AMOUNT_ID}
            className={`${inputClasses} max-w-40`}
            inputMode="decimal"
            autoComplete="off"
            value={w.cash.text}
            aria-invalid={w.cashError ? true : undefined}
            aria-describedby={hint}
            onChange={(e) => wallet.send({ type: 'cash.amount', text: e.target.value })}
          />
          <p id={hint} role={w.cashError ? 'alert' : undefined} className={w.cashError ? 'text-sm text-red-700' : 'text-xs text-ink-muted'}>
            {w.cashError ? (
              cashErrorText(i18n, w.cashError, { most: cashText(most, currency), currency })
            ) : (
              <MostNote amount={money(most, currency)} />
            )}
          </p>
        </div>
      )}
    </fieldset>
  )
}

function CashBalance({ amount }: { amount: string }) {
  return <Trans>balance {amount}</Trans>
}

function MostNote({ amount }: { amount: string }) {
  return <Trans>At most {amount}: the balance or what is still due, whichever is less.</Trans>
}
