import { describe, expect, it } from 'vitest'
import { canBook, showsPrices } from '@contract/permissions'

describe('The permission rules (docs/rules.md#roles)', () => {
  it('shows prices to guests always, to a signed-in user only when the organisation displays them', () => {
    const table = [
      [false, false, true],
      [false, true, true],
      [true, false, false],
      [true, true, true],
    ] as const
    for (const [signedIn, orgDisplayPrice, shown] of table)
      expect(showsPrices(signedIn, orgDisplayPrice), `${signedIn}/${orgDisplayPrice}`).toBe(shown)
  })

  it('lets book without a session when the configuration says so, else only with can_user_book 1', () => {
    expect(canBook(true, null)).toBe(true)
    expect(canBook(false, null)).toBe(false)
    expect(canBook(false, { can_user_book: 1 })).toBe(true)
    expect(canBook(false, { can_user_book: 0 })).toBe(false)
  })
})
