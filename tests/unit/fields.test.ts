import { describe, expect, it } from 'vitest'
import { INT4_MAX, INT4_MIN, int, multiLineText, sanitisedText, text } from '@contract/schemas/fields'
import { sanitiseEmail } from '@contract/schemas/auth'

/** Every control character (C0, DEL, C1) and the two ends of the unpaired surrogates. */
const controls = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
]
const surrogates = ['\ud800', '\udfff']

describe('text()', () => {
  it('refuses each control character and an unpaired surrogate anywhere in the text', () => {
    for (const c of [...controls, ...surrogates]) {
      for (const value of [c, `a${c}`, `${c}b`, `a${c}b`]) expect(text().safeParse(value).success, JSON.stringify(value)).toBe(false)
    }
  })

  it('takes what people type: letters of every script, emoji, joiners, apostrophes', () => {
    for (const value of ['', 'Zoë', "O'Brien", 'Łódź', 'محمد\u200c', '北京', '👩‍👩‍👧', 'a b', '\u00a0', '\u00a0x\u00a0']) {
      expect(text().safeParse(value).success, value).toBe(true)
    }
  })
})

describe('multiLineText()', () => {
  it('takes tabs and line breaks, and no other control character', () => {
    expect(multiLineText().safeParse('Late arrival\r\nQuiet room\tplease').success).toBe(true)
    for (const c of [...controls, ...surrogates].filter((c) => !'\t\n\r'.includes(c))) {
      expect(multiLineText().safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false)
    }
  })
})

describe('sanitisedText()', () => {
  it('drops the control characters the email rule drops, and refuses what is left unfit', () => {
    const email = sanitisedText(320, sanitiseEmail)
    expect(email.parse('  Member@EXAMPLE.com\u0007\n')).toBe('member@example.com')
    expect(email.safeParse('member\ud800@example.com').success).toBe(false)
  })
})

describe('int()', () => {
  it('takes the ends of an integer column and refuses one beyond them', () => {
    expect(int().safeParse(INT4_MAX).success).toBe(true)
    expect(int().safeParse(INT4_MIN).success).toBe(true)
    expect(int().safeParse(INT4_MAX + 1).success).toBe(false)
    expect(int().safeParse(INT4_MIN - 1).success).toBe(false)
    expect(int(1, 8).safeParse(8).success).toBe(true)
    expect(int(1, 8).safeParse(9).success).toBe(false)
    expect(int().safeParse(1.5).success).toBe(false)
  })

  it('cannot be declared beyond the column', () => {
    expect(() => int(0, INT4_MAX + 1)).toThrow(RangeError)
    expect(() => int(INT4_MIN - 1)).toThrow(RangeError)
    expect(() => int(5, 1)).toThrow(RangeError)
  })
})
