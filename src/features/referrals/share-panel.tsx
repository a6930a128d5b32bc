import { useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { Button } from '@ui/button'
import { Field, inputClasses } from '@ui/field'
import { QrCode } from '@ui/qr-code'
import { Spinner } from '@ui/spinner'
import { referralShareMachine } from '@machines/referral-share.machine'
import { clubErrorLabels } from '@/shared/club-labels'
import { inspect } from '@/shared/inspection'

/** Sharing one campaign: the member's link (copy it, scan it) and an invitation the product mails (docs/screens.md#referral-programmes). */
export function SharePanel({ campaign, title, link }: { campaign: string; title: string; link: string }) {
  const { t, i18n } = useLingui()
  const [input] = useState(() => ({ campaign, link, lang: i18n.locale || 'en-US' }))
  const [state, send] = useMachine(referralShareMachine, { input, inspect })
  const linkField = useRef<HTMLInputElement>(null)
  const linkId = useId()
  const { context } = state
  const sending = state.matches({ mail: 'sending' })
  const fieldError =
    context.fieldError === 'REQUIRED'
      ? t`Enter your friend's email address.`
      : context.fieldError === 'INVALID'
        ? t`Enter an email address like name@example.com.`
        : undefined
  return (
    <div className="flex flex-col gap-4 rounded-md bg-muted p-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            <Trans>Your link for {title}</Trans>
          </label>
          <input
            ref={linkField}
            id={linkId}
            readOnly
            value={link}
            className={`${inputClasses} font-mono text-xs`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" size="sm" disabled={state.matches({ copy: 'copying' })} onClick={() => send({ type: 'link.copy' })}>
              <Trans>Copy link</Trans>
            </Button>
            <p role="status" className="text-sm text-ink-muted">
              {state.matches({ copy: 'copied' }) && <Trans>Link copied.</Trans>}
              {state.matches({ copy: 'copyFailed' }) && (
                <Trans>Your browser did not let us copy it: select the link and copy it yourself.</Trans>
              )}
            </p>
          </div>
        </div>
        <QrCode value={link} label={t`QR code of your link for ${title}`} className="self-center sm:self-start" />
      </div>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'mail.send' })
        }}
      >
        <Field
          label={t`Invite a friend by email`}
          type="email"
          autoComplete="off"
          value={context.email}
          error={fieldError}
          onChange={(e) => send({ type: 'email.change', value: e.target.value })}
        />
        <p className="text-xs text-ink-muted">
          <Trans>
            We send your friend one email with your link, and nothing else. We never show you whether they are already a member.
          </Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" disabled={sending || !state.can({ type: 'mail.send' })}>
            {sending && <Spinner label={t`Sending the invitation`} />}
            <Trans>Send invitation</Trans>
          </Button>
          {state.matches({ mail: 'sent' }) && context.sentTo && (
            <p role="status" className="text-sm text-emerald-800">
              <Trans>
                Invitation sent to <bdi>{context.sentTo}</bdi>.
              </Trans>
            </p>
          )}
          {context.error && (
            <p role="alert" className="text-sm text-red-700">
              {i18n._(clubErrorLabels[context.error])}
            </p>
          )}
        </div>
      </form>
    </div>
  )
}
