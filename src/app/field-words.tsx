import type { ReactNode } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { FieldWordsProvider } from '@ui/field'

/** The words of ui/field.tsx's fields in the page's language. */
export function FieldWords({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const atLimit = (max: number) => t({ message: plural(max, { one: '# character at most', other: '# characters at most' }) })
  return <FieldWordsProvider value={{ atLimit }}>{children}</FieldWordsProvider>
}
