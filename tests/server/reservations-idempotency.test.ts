import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { replayOf, requestHash, type Owner } from '@server/services/reservations/idempotency'
import type { ReservationRow } from '@server/services/reservations/view'

/*
 * The rule behind a retried booking (docs/api.md "Idempotency"): the request's hash, stored with
 * the reservation, and who may have the first booking answered again. The API tests
 * (reservations-create.test.ts) retry whole bookings; these hold the edges of the two rules.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('requestHash', () => {
  it('is the sha-256 of the request as JSON with every key sorted, at every depth, and undefined left out', () => {
    // The stored form: a change to it would refuse every retry of a booking made before the change.
    expect(requestHash({ b: 2, a: { d: [1, { z: 'x', y: null }], c: undefined } })).toBe(sha256('{"a":{"d":[1,{"y":null,"z":"x"}]},"b":2}'))
    expect(requestHash([])).toBe(sha256('[]'))
    expect(requestHash('text')).toBe(sha256('"text"'))
  })

  it('hashes equal requests alike whatever their key order', () => {
    const one = { items: [{ from: '2027-01-02', to: '2027-01-05' }], guest: { name: 'Ana', email: 'a@example.com' } }
    const other = { guest: { email: 'a@example.com', name: 'Ana' }, items: [{ to: '2027-01-05', from: '2027-01-02' }] }
    expect(requestHash(one)).toBe(requestHash(other))
  })

  it('tells apart requests that differ only in an array, a type or a value', () => {
    const pairs: [unknown, unknown][] = [
      [
        [12, 3],
        [1, 23],
      ],
      [['a'], { 0: 'a' }],
      ['ab', { 0: 'a', 1: 'b' }],
      [1, 2],
      [{ a: 1 }, { a: '1' }],
      [{ a: null }, {}],
      [
        [1, 2],
        [2, 1],
      ],
    ]
    for (const [one, other] of pairs) expect(requestHash(one), JSON.stringify([one, other])).not.toBe(requestHash(other))
  })
})

describe('replayOf', () => {
  const first = (owner: Owner, hash = 'h1') => ({ ...owner, requestHash: hash }) as ReservationRow
  const reused = /already used for a different booking/

  it('answers the first booking again to the member who made it, with the same request', () => {
    const booking = first({ userId: 7, guestTokenHash: null })
    expect(replayOf(booking, 'h1', { userId: 7, guestTokenHash: null })).toBe(booking)
  })

  it('refuses the key with another request, even from its owner', () => {
    expect(() => replayOf(first({ userId: 7, guestTokenHash: null }), 'h2', { userId: 7, guestTokenHash: null })).toThrow(reused)
    expect(() => replayOf(first({ userId: null, guestTokenHash: 't' }), 'h2', { userId: null, guestTokenHash: 't' })).toThrow(reused)
  })

  it("refuses another member, a guest on a member's key and a member on a guest's key", () => {
    expect(() => replayOf(first({ userId: 7, guestTokenHash: null }), 'h1', { userId: 8, guestTokenHash: null })).toThrow(reused)
    expect(() => replayOf(first({ userId: 7, guestTokenHash: null }), 'h1', { userId: null, guestTokenHash: null })).toThrow(reused)
    expect(() => replayOf(first({ userId: null, guestTokenHash: 't' }), 'h1', { userId: 7, guestTokenHash: 't' })).toThrow(reused)
  })

  it('answers the guest whose token made it, and a guest whose browser had no token yet; refuses another token', () => {
    const booking = first({ userId: null, guestTokenHash: 't' })
    expect(replayOf(booking, 'h1', { userId: null, guestTokenHash: 't' })).toBe(booking)
    expect(replayOf(booking, 'h1', { userId: null, guestTokenHash: null })).toBe(booking)
    expect(() => replayOf(booking, 'h1', { userId: null, guestTokenHash: 'u' })).toThrow(
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REUSED' }),
    )
  })
})
