import { Trans } from '@lingui/react/macro'
import { PolicyLayout } from '@/features/pages/policy-layout'

export default function TermsPage() {
  return (
    <PolicyLayout title={<Trans>Terms of use</Trans>}>
      <h2 className="text-lg font-semibold">
        <Trans>Using this site</Trans>
      </h2>
      <p>
        <Trans>
          By using this site you agree to these terms. Use it only to search for and book travel for yourself and the people you travel
          with.
        </Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Prices and bookings</Trans>
      </h2>
      <p>
        <Trans>
          Prices shown in another currency are converted for your information; you pay the amount confirmed at checkout. A booking is made
          only when you receive its confirmation.
        </Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Your account</Trans>
      </h2>
      <p>
        <Trans>Keep your password to yourself. You are responsible for what is done with your account.</Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>We may change these terms. The version on this page is the one that applies.</Trans>
      </p>
    </PolicyLayout>
  )
}
