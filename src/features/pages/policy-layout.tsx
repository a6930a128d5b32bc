import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** The frame of a policy page, with the notice that its text is a placeholder. */
export function PolicyLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto flex max-w-prose flex-col gap-4 py-4 leading-relaxed">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="note" className="rounded-md border border-brand-accent bg-muted p-3 text-sm">
        <Trans>This is placeholder text. The organisation running this site replaces it with its own policy before it applies.</Trans>
      </p>
      {children}
    </article>
  )
}
