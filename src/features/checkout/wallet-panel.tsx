import { Trans, useLingui } from '@lingui/react/macro'
import { programmeName } from '@/lib/wallet-labels'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { walletErrorMessages } from '@/features/checkout/checkout-messages'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { CertificateModal } from '@/features/checkout/certificate-modal'
import { CashCardField } from '@/features/checkout/cash-card-field'
import { WalletNotice } from '@/features/checkout/wallet-notice'
import type { CheckoutNotice as CheckoutNoticeValue } from '@machines/checkout.context'

type WalletProps = {
  wallet: ActorRefFrom<typeof walletSelectionMachine>
  snapshot: SnapshotFrom<typeof walletSelectionMachine>
  /** The checkout's notice: a refusal of the wallet's cards (CARD_UNAVAILABLE, INSUFFICIENT_BALANCE) shows here. */
  notice: CheckoutNoticeValue | null
}

/** The member's wallet at the checkout: the wallet-selection child's snapshot rendered, its events sent to it. */
export function WalletPanel({ wallet, snapshot, notice }: WalletProps) {
  return (
    <section aria-labelledby="checkout-wallet" className="flex flex-col gap-4">
      <h2 id="checkout-wallet" className="text-lg font-semibold">
        <Trans>Your wallet</Trans>
      </h2>
      <WalletNotice notice={notice} />
      <WalletBody wallet={wallet} snapshot={snapshot} />
    </section>
  )
}

function WalletBody({ wallet, snapshot }: Omit<WalletProps, 'notice'>) {
  const { t, i18n } = useLingui()
  const money = usePricedMoney()
  const w = snapshot.context
  if (snapshot.matches('loading')) return <Spinner label={t`Loading your wallet`} />
  if (snapshot.matches('failed'))
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {w.error && i18n._(walletErrorMessages[w.error])}
        <Button variant="secondary" size="sm" onClick={() => wallet.send({ type: 'cards.retry' })}>
          <Trans>Reload my wallet</Trans>
        </Button>
      </div>
    )
  return (
    <>
      {/* A line no certificate pays (a car, a transfer, a flight: product null) offers only the cash card. */}
      {w.product !== null && <CertificateChoice wallet={wallet} snapshot={snapshot} />}
      {w.discountCards.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            <Trans>Discount cards</Trans>
          </legend>
          {w.discountCards.map((card) => (
            <label key={card.card_code} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-primary"
                checked={w.selectedDiscountCards.includes(card.card_code)}
                onChange={() => wallet.send({ type: 'discountCard.toggle', cardCode: card.card_code })}
              />
              <span>
                {programmeName(i18n, card.name)} <span className="font-mono text-xs text-ink-muted">{card.card_code}</span> ·{' '}
                {money(card.card_amount, w.currency)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <CashCardField wallet={wallet} snapshot={snapshot} />
      <CertificateModal wallet={wallet} snapshot={snapshot} />
    </>
  )
}

/** The certificates that pay this line: one to choose (or none, unless one is required), and the modal's way in when one is missing. */
function CertificateChoice({ wallet, snapshot }: Omit<WalletProps, 'notice'>) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const w = snapshot.context
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        <Trans>Certificate</Trans>
      </legend>
      {w.certificates.length === 0 && (
        <p className="text-sm text-ink-muted">
          <Trans>You have no certificate for this booking.</Trans>
        </p>
      )}
      {w.certificates.map((card) => (
        <label key={card.card_code} className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="checkout-certificate"
            className="size-4 accent-brand-primary"
            checked={w.selectedCertificate === card.card_code}
            onChange={() => wallet.send({ type: 'certificate.select', cardCode: card.card_code })}
          />
          <span>
            {programmeName(i18n, card.name)} <span className="font-mono text-xs text-ink-muted">{card.card_code}</span> ·{' '}
            <Trans>worth {money(card.payment_card_redemption_price, w.currency)}</Trans>
          </span>
        </label>
      ))}
      {w.certificates.length > 0 && !w.certificateRequired && (
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="checkout-certificate"
            className="size-4 accent-brand-primary"
            checked={w.selectedCertificate === null}
            onChange={() => wallet.send({ type: 'certificate.clear' })}
          />
          <Trans>No certificate</Trans>
        </label>
      )}
      {/* Stays while the modal is open: closing the modal gives focus back to its button. */}
      {w.certificateMissing && (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <Trans>A certificate is required to book this stay.</Trans>
          <Button variant="secondary" size="sm" onClick={() => wallet.send({ type: 'modal.open' })}>
            <Trans>Choose a certificate</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  )
}
