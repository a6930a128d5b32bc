import { Trans } from '@lingui/react/macro'
import { PolicyLayout } from '@/features/pages/policy-layout'

export default function PrivacyPage() {
  return (
    <PolicyLayout title={<Trans>Privacy policy</Trans>}>
      <h2 className="text-lg font-semibold">
        <Trans>What we collect</Trans>
      </h2>
      <p>
        <Trans>
          When you search and book travel we collect the details you give us, such as your name, email address, phone number and
          nationality, and the details of your bookings.
        </Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Why we use it</Trans>
      </h2>
      <p>
        <Trans>
          We use your details to make and manage your bookings, to keep your account safe and to send you messages about your trips. We do
          not sell your personal data.
        </Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>We use cookies to keep you signed in and to remember your language and currency.</Trans>
      </p>
      <h2 className="text-lg font-semibold">
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>
          You may ask to see, correct or delete the personal data we hold about you by contacting the organisation that runs this site.
        </Trans>
      </p>
    </PolicyLayout>
  )
}
