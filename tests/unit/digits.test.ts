import { describe, expect, it } from 'vitest'
import { latinDigits } from '@contract/digits'
import { parseExpiry } from '@contract/payments'
import { keepPhoneDigits } from '@contract/schemas/sign-up'
import { keepCardTyped } from '@machines/checkout.payment'
import { parseCashText } from '@machines/wallet-selection.cash'
import { phoneError, phoneOf } from '@machines/record-form.account'
import { formatInputDate, parseInputDate } from '@ui/date-format'
import { parseMajor } from '@/features/search/format'

describe('latinDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['0123456789', '0123456789'],
    ['٧٥٫٥٠', '75.50'],
    ['١٬٢٣٤', '1,234'],
    ['\u200f٠٧\u200f/١٢\u061c/٢٠٢٦', '07/12/2026'],
    ['abc ١x', 'abc 1x'],
  ])('%s → %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin)
  })
})

describe('the date input in ar-SA reads its own output and either digits', () => {
  it("formats with Intl's Arabic-Indic digits, day first, and parses that back", () => {
    const shown = formatInputDate('2026-12-07', 'ar-SA')
    expect(shown).toMatch(/[٠-٩]/)
    expect(shown).not.toMatch(/[0-9]/)
    expect(parseInputDate(shown, 'ar-SA')).toBe('2026-12-07')
  })

  it.each([
    ['٧/١٢/٢٠٢٦', '2026-12-07'],
    ['7/12/2026', '2026-12-07'],
    ['٧/12/٢٠٢٦', '2026-12-07'],
    ['٣١/١٢/٢٦', '2026-12-31'],
    ['٢٠٢٧-٠١-٠١', '2027-01-01'],
  ])('"%s" is %s', (typed, date) => {
    expect(parseInputDate(typed, 'ar-SA')).toBe(date)
  })

  it.each(['٣١/١١/٢٠٢٦', '٢٩/٠٢/٢٠٢٧', '٧/١٢', '٧/١٢/٢٠٢٦٦'])('"%s" names no date', (typed) => {
    expect(parseInputDate(typed, 'ar-SA')).toBeNull()
  })

  it('still reads 12/7/2026 month first in en-US', () => {
    expect(parseInputDate('١٢/٧/٢٠٢٦', 'en-US')).toBe('2026-12-07')
  })
})

describe('the cash amount', () => {
  it.each([
    ['٧٥٫٥٠', 'USD', 7550],
    ['٧٥,٥', 'USD', 7550],
    ['75.50', 'USD', 7550],
    ['٩٠٠', 'JPY', 900],
    ['٠٫٠١', 'USD', 1],
    ['١٫٢٣٤', 'KWD', 1234],
  ])('"%s" %s is %i minor units', (typed, currency, minor) => {
    expect(parseCashText(typed, currency)).toBe(minor)
  })

  it.each([
    ['٧٥٫٥٠١', 'USD'],
    ['٩٠٠٫٥', 'JPY'],
    ['-٧٥', 'USD'],
    ['١٢٣٤٥٦٧٨٩٠', 'USD'],
  ])('refuses "%s" %s', (typed, currency) => {
    expect(parseCashText(typed, currency)).toBeNull()
  })
})

describe('the price filter', () => {
  it('reads ١٢٠ and ٩٩٫٥ as 120 and 99.50', () => {
    expect(parseMajor('١٢٠', 'USD')).toBe(12000)
    expect(parseMajor('٩٩٫٥', 'USD')).toBe(9950)
  })
})

describe('the card fields', () => {
  it('keep Arabic-Indic digits as Latin ones', () => {
    expect(keepCardTyped('cardNumber', '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢')).toBe('4242 4242 4242 4242')
    expect(keepCardTyped('cardExpiry', '١٢/٢٩')).toBe('12/29')
    expect(keepCardTyped('cardCvc', '١٢٣٤٥')).toBe('1234')
  })

  it.each([
    ['١٢/٢٩', { month: 12, year: 2029 }],
    ['٠١٢٩', { month: 1, year: 2029 }],
    ['١٣/٢٩', null],
    ['٠٠/٢٩', null],
  ])('expiry "%s" is %o', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry)
  })
})

describe('phone numbers', () => {
  it('keep the digits of either script, at most 15', () => {
    expect(keepPhoneDigits('٠٥٥ ١٢٣ ٤٥٦٧')).toBe('0551234567')
    expect(keepPhoneDigits('١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦')).toBe('123456789012345')
  })

  it('the account and client forms check and send them as Latin digits: 4 digits pass, 3 do not', () => {
    expect(phoneOf({ phoneNumber: '٠٥٥١٢٣٤٥٦٧' })).toBe('0551234567')
    expect(phoneError(phoneOf({ phoneNumber: '١٢٣٤' }), false)).toBeNull()
    expect(phoneError(phoneOf({ phoneNumber: '١٢٣' }), false)).toBe('INVALID')
  })
})
