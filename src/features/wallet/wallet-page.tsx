import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@ui/tabs'
import { walletOptions, type WalletOption } from '@contract/schemas/organisation'
import type { PaymentCardsByUser } from '@contract/schemas/wallet'
import { useOrgConfig } from '@/shared/organisation/use-org-config'
import { useSettings } from '@/shared/settings/settings-context'
import { WalletCard } from '@/features/wallet/wallet-card'
import { optionLabels } from '@/lib/wallet-labels'
import { useWalletCards } from '@/features/wallet/use-wallet-cards'
import { VacationsTab } from '@/features/wallet/vacations-tab'

/** /wallet (signed-in only): one tab per wallet option the organisation offers, each listing the member's cards. */
export default function WalletPage() {
  const { t, i18n } = useLingui()
  const org = useOrgConfig()
  const { currency } = useSettings()
  const cards = useWalletCards()
  const options = org.status === 'ready' ? walletOptions(org.org.org_site_wallet) : []
  // Radix builds element ids from the tab's value: it must hold no spaces, or aria-labelledby breaks.
  const tabValue = (option: WalletOption) => option.toLowerCase().replace(/\s+/g, '-')
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">
          <Trans>Wallet</Trans>
        </h1>
        <p className="text-sm text-ink-muted">
          <Trans>Your certificates, discount cards and cash cards. Amounts are shown in {currency.code}.</Trans>
        </p>
      </div>
      {org.status === 'ready' && options.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-ink-muted">
          <Trans>{org.org.orgName} does not offer a wallet.</Trans>
        </p>
      )}
      {options.length > 0 && (
        <Tabs defaultValue={tabValue(options[0]!)}>
          <TabsList aria-label={t`Wallet`}>
            {options.map((option) => (
              <TabsTrigger key={option} value={tabValue(option)}>
                {i18n._(optionLabels[option])}
              </TabsTrigger>
            ))}
          </TabsList>
          {options.map((option) => (
            <TabsContent key={option} value={tabValue(option)} aria-busy={cards.refreshing}>
              {cards.failed && !cards.data ? (
                <LoadFailed onRetry={cards.retry} />
              ) : !cards.data ? (
                <Skeleton label={t`Loading your cards`} />
              ) : (
                <OptionCards option={option} wallet={cards.data} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  )
}

function OptionCards({ option, wallet }: { option: WalletOption; wallet: PaymentCardsByUser }) {
  const list = (children: React.ReactNode[], empty: React.ReactNode) =>
    children.length ? <ul className="grid gap-3 md:grid-cols-2">{children}</ul> : <Empty>{empty}</Empty>
  switch (option) {
    case 'Certificates':
      return list(
        wallet.certificates.map((c) => (
          <WalletCard key={c.card_code} card={c} amountMinor={c.payment_card_redemption_price} amountLabel={<Trans>Worth</Trans>} />
        )),
        <Trans>You have no certificates yet. Certificates you receive with your membership or promotions appear here.</Trans>,
      )
    case 'Discount Cards':
      return list(
        wallet.discountCards.map((c) => (
          <WalletCard key={c.card_code} card={c} amountMinor={c.card_amount} amountLabel={<Trans>Value</Trans>} />
        )),
        <Trans>You have no discount cards yet.</Trans>,
      )
    case 'Cash Card':
      return list(
        wallet.cashCards.map((c) => <WalletCard key={c.card_code} card={c} amountMinor={c.balance} amountLabel={<Trans>Balance</Trans>} />),
        <Trans>You have no cash card yet.</Trans>,
      )
    case 'myvacations':
      return <VacationsTab />
  }
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">{children}</p>
}

function Skeleton({ label }: { label: string }) {
  return (
    <ul role="status" aria-label={label} className="grid gap-3 md:grid-cols-2">
      {[0, 1].map((i) => (
        <li key={i} className="h-36 animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
      ))}
    </ul>
  )
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg bg-red-50 p-4 text-sm text-red-800">
      <Trans>Your cards could not be loaded.</Trans>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
