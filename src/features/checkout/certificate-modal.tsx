import { Trans } from '@lingui/react/macro'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import type { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { productLabels, programmeName } from '@/lib/wallet-labels'
import { usePricedMoney } from '@/shared/booking/booking-format'
import { useLingui } from '@lingui/react/macro'

/** docs/wallet.md: the certificate modal, open while a required certificate is missing; closing it keeps the booking blocked. */
export function CertificateModal({
  wallet,
  snapshot,
}: {
  wallet: ActorRefFrom<typeof walletSelectionMachine>
  snapshot: SnapshotFrom<typeof walletSelectionMachine>
}) {
  const { i18n } = useLingui()
  const money = usePricedMoney()
  const w = snapshot.context
  const product = w.product ? i18n._(productLabels[w.product]) : ''
  return (
    <Dialog open={w.modalOpen} onOpenChange={(open) => !open && wallet.send({ type: 'modal.close' })}>
      <DialogContent>
        <DialogHeader stacked>
          <DialogTitle>
            <Trans>Choose a certificate</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>{product} are booked with a certificate from your wallet.</Trans>
          </DialogDescription>
        </DialogHeader>
        {w.certificates.length === 0 ? (
          <p className="text-sm">
            <Trans>You have no certificate for {product}. Without one, this stay cannot be booked online.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {w.certificates.map((card) => (
              <li key={card.card_code}>
                <Button
                  variant="secondary"
                  className="w-full justify-between"
                  onClick={() => wallet.send({ type: 'certificate.select', cardCode: card.card_code })}
                >
                  <span>
                    {programmeName(i18n, card.name)} <span className="font-mono text-xs">{card.card_code}</span>
                  </span>
                  <span>{money(card.payment_card_redemption_price, w.currency)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => wallet.send({ type: 'modal.close' })}>
            <Trans>Close</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
