import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Button } from '@ui/button'
import { chooseConsent, useAnalyticsConsent } from '@/features/consent/analytics-consent'
import { startGoogleTag, stopGoogleTag } from '@/features/consent/google-tag'

/**
 * For an organisation with a Google Tag: asks the visitor about analytics cookies, and loads the
 * tag only once they allow it. Organisations without a tag ask nothing and load nothing.
 */
export default function AnalyticsConsent({ tagId }: { tagId: string }) {
  const { t } = useLingui()
  const { choice, asking } = useAnalyticsConsent()
  useEffect(() => {
    if (choice === 'granted') startGoogleTag(tagId)
    else if (choice === 'denied') stopGoogleTag(tagId)
  }, [choice, tagId])
  if (!asking) return null
  return (
    <section
      aria-label={t`Cookie consent`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface p-4 shadow-[0_-4px_12px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <Trans>
            We use analytics cookies to understand how the site is used. They are set only if you allow them. See our{' '}
            <Link href="/privacy-policy" className="font-medium text-brand-primary underline underline-offset-2">
              privacy policy
            </Link>
            .
          </Trans>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => chooseConsent('denied')}>
            <Trans>Only necessary cookies</Trans>
          </Button>
          <Button onClick={() => chooseConsent('granted')}>
            <Trans>Allow analytics</Trans>
          </Button>
        </div>
      </div>
    </section>
  )
}
