import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * The box a state chart scrolls in. A chart is often wider than the panel, so the box takes focus:
 * a keyboard user scrolls it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function ChartScroller({ machineId, children }: { machineId: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div
      role="region"
      aria-label={t`Chart of ${machineId}, scrollable`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="overflow-auto rounded border border-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary"
    >
      {children}
    </div>
  )
}
