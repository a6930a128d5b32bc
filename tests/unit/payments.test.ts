import { describe, expect, it } from 'vitest'
import { expiryCurrent, luhnValid, parseExpiry, testCardMethod, testMethodOutcome } from '@contract/payments'

describe('testCardMethod: a typed test card number to its method id', () => {
  it('reads the number with the spaces and dashes people type', async () => {
    await expect(testCardMethod('4242 4242 4242 4242')).resolves.toBe('pm_test_approved_4242')
    await expect(testCardMethod('4000-0000-0000-0002')).resolves.toBe('pm_test_declined_0002')
  })
  it('refuses any other number as CARD_NOT_READ', async () => {
    await expect(testCardMethod('4111 1111 1111 1111')).rejects.toMatchObject({ message: 'not a test card', code: 'CARD_NOT_READ' })
    await expect(testCardMethod('')).rejects.toMatchObject({ message: 'not a test card', code: 'CARD_NOT_READ' })
  })
})

describe('testMethodOutcome: only the whole test provider id', () => {
  it.each([
    ['pm_test_approved_4242', 'approved'],
    ['pm_test_insufficient_funds_9995', 'insufficient_funds'],
    ['xpm_test_approved_4242', null],
    ['pm_test_approved_42424', null],
    ['pm_test_approved_424', null],
    ['pm_test_stolen_4242', null],
  ] as const)('%s stands for %s', (id, outcome) => {
    expect(testMethodOutcome(id)).toBe(outcome)
  })
})

describe('luhnValid: 12 to 19 digits passing the Luhn check', () => {
  it.each([
    ['424242424242', true],
    ['4242424242424242428', true],
    ['4242424242424242', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['4242424242424243', false],
    ['42424242420', false],
    ['42424242424242424242', false],
    ['4242 4242 4242 4242', false],
    ['', false],
  ] as const)('%s is %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid)
  })
})

describe('parseExpiry: MM/YY with blanks around and between', () => {
  it.each([
    ['12/30', { month: 12, year: 2030 }],
    ['1230', { month: 12, year: 2030 }],
    ['12 / 30', { month: 12, year: 2030 }],
    [' 1/30 ', { month: 1, year: 2030 }],
    ['12/30x', null],
    ['x12/30', null],
    ['12-30', null],
    ['13/30', null],
    ['00/30', null],
  ] as const)('%j is %j', (typed, expiry) => {
    expect(parseExpiry(typed)).toEqual(expiry)
  })
})

describe('expiryCurrent: valid through the end of the month', () => {
  it.each([
    [{ month: 11, year: 2026 }, '2026-11-30', true],
    [{ month: 10, year: 2026 }, '2026-11-01', false],
    [{ month: 12, year: 2025 }, '2026-01-01', false],
    [{ month: 1, year: 2027 }, '2026-12-31', true],
    [{ month: 12, year: 2026 }, '2026-11-15', true],
  ] as const)('%j on %s is %s', (expiry, today, current) => {
    expect(expiryCurrent(expiry, today)).toBe(current)
  })
})
