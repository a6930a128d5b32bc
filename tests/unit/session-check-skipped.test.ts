import { describe, expect, it } from 'vitest'
import { isSessionCheckSkipped } from '@contract/paths'

describe('isSessionCheckSkipped (docs/rules.md#session-check)', () => {
  it('skips with key or signup holding a value', () => {
    expect(isSessionCheckSkipped('/wallet', '?key=abc')).toBe(true)
    expect(isSessionCheckSkipped('/wallet', '?signup=1')).toBe(true)
  })
  it('checks when key or signup is empty or only blanks', () => {
    expect(isSessionCheckSkipped('/wallet', '?key=')).toBe(false)
    expect(isSessionCheckSkipped('/wallet', '?key=%20%20')).toBe(false)
    expect(isSessionCheckSkipped('/wallet', '?signup=+')).toBe(false)
  })
  it('skips the SSO, verify and change-password pages, with trailing slashes too', () => {
    expect(isSessionCheckSkipped('/login/sso', '')).toBe(true)
    expect(isSessionCheckSkipped('/verify-account/', '')).toBe(true)
    expect(isSessionCheckSkipped('/change-password//', '')).toBe(true)
  })
  it('checks every other page', () => {
    expect(isSessionCheckSkipped('/', '')).toBe(false)
    expect(isSessionCheckSkipped('/login', '')).toBe(false)
    expect(isSessionCheckSkipped('/verify-account/x', '')).toBe(false)
  })
})
