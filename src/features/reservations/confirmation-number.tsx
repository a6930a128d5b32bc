import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'

/** Copies text with the Clipboard API, or with a hidden text area where the browser lacks it (plain HTTP, old browsers). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy')
    area.remove()
    return copied
  }
}

/** The confirmation number, large, with a Copy button that says whether it worked. */
export function ConfirmationNumber({ value }: { value: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="flex flex-col">
        <span className="text-sm text-ink-muted">
          <Trans>Confirmation number</Trans>
        </span>
        <span className="font-mono text-3xl font-bold tracking-wider select-all">{value}</span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Copy the confirmation number`}
        onClick={async () => setCopied((await copyText(value)) ? 'yes' : 'no')}
      >
        <Trans>Copy</Trans>
      </Button>
      <span role="status" className="text-sm text-ink-muted">
        {copied === 'yes' && <Trans>Copied</Trans>}
        {copied === 'no' && <Trans>Could not copy: select the number and copy it yourself.</Trans>}
      </span>
    </div>
  )
}
