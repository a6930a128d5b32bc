import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AnyStateMachine } from 'xstate'
import { Button } from '@ui/button'
import { definitionJson } from '@/features/dev/chart-model'

/** Copies `machine.toJSON()` for import into the Stately editor; says whether it worked. */
export function CopyDefinitionButton({ machine }: { machine: AnyStateMachine }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(definitionJson(machine))
      setCopied('yes')
    } catch {
      setCopied('no')
    }
  }
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        <Trans>Copy definition as JSON</Trans>
      </Button>
      <span role="status" className="text-ink-muted text-xs">
        {copied === 'yes' && <Trans>Copied</Trans>}
        {copied === 'no' && <Trans>Could not copy: the browser refused the clipboard.</Trans>}
      </span>
    </div>
  )
}
