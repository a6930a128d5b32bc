import { describe, expect, it, vi } from 'vitest'
import { catalogLocale } from '@contract/settings'

// Two catalogs of one language (as pt-PT or zh-TW beside pt-BR and zh-CN would be): the exact
// locale must win over the first with the same language part.
vi.mock('@contract/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@contract/constants')>()),
  supportedLocales: ['en-US', 'pt-BR', 'pt-PT'],
}))

describe('catalogLocale with two catalogs of one language', () => {
  it('takes the exact locale over the first of its language', () => {
    expect(catalogLocale('pt-PT')).toBe('pt-PT')
    expect(catalogLocale('pt_pt')).toBe('pt-PT')
  })
  it('takes the first of the language for another region', () => {
    expect(catalogLocale('pt-AO')).toBe('pt-BR')
  })
})
