import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import { clubErrorLabels } from '@/shared/club-labels'
import { inspect } from '@/shared/inspection'

export type DailyDealsLauncherProps = {
  /** The tab opened on the click (so no pop-up blocker stops it), pointed at the site once the code is ready. */
  tab: Window | null
  onClose: () => void
  /** The organisation has no site after all: its own /daily-deals page opens instead. */
  onOwnPage: () => void
}

/**
 * "Daily deals" from the navigation of an organisation with a daily-deals site (SPEC §2
 * method:dailydeals): a small dialog while the member joins the savings programme and the savings
 * code is made, then the site opens with the code in the tab the click opened.
 */
export default function DailyDealsLauncher({ tab, onClose, onOwnPage }: DailyDealsLauncherProps) {
  const { t, i18n } = useLingui()
  const [machine] = useState(() =>
    dailyDealsMachine.provide({
      actions: {
        openSite: (_, url) => {
          if (tab && !tab.closed) {
            tab.opener = null
            tab.location.href = url
          } else window.open(url, '_blank', 'noopener,noreferrer')
          onClose()
        },
        openOwnPage: () => {
          tab?.close()
          onOwnPage()
        },
      },
    }),
  )
  const [state, send] = useMachine(machine, { input: { mode: 'open', currency: 'USD', lang: i18n.locale || 'en-US' }, inspect })
  useEffect(() => () => void (state.matches('failed') && tab?.close()), [state, tab])
  return (
    <Dialog open onOpenChange={(open) => !open && (tab?.close(), onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Daily deals</Trans>
          </DialogTitle>
        </DialogHeader>
        {state.matches('failed') && state.context.error ? (
          <DialogDescription role="alert">{i18n._(clubErrorLabels[state.context.error])}</DialogDescription>
        ) : (
          <DialogDescription>
            <Trans>Opening today's deals in a new tab…</Trans>
          </DialogDescription>
        )}
        {!state.matches('failed') && <Spinner label={t`Opening daily deals`} className="self-center" />}
        <DialogFooter>
          {state.matches('failed') && (
            <Button onClick={() => send({ type: 'retry' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
