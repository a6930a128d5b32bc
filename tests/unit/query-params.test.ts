import { describe, expect, it } from 'vitest'
import { readQueryParams } from '@/lib/query-params'

describe('readQueryParams', () => {
  it('reads every parameter of docs/screens.md#query-parameters', () => {
    expect(
      readQueryParams(
        '?referral_org=acme&referral_code=MEMBER26&trip_id=42&key=abc&signup=1&action=login&lang=es-ES&latitude=38.72&longitude=-9.14&ref=TC-ABCD2345',
      ),
    ).toEqual({
      referralOrg: 'acme',
      referralCode: 'MEMBER26',
      tripId: '42',
      key: 'abc',
      signup: '1',
      action: 'login',
      lang: 'es-ES',
      latitude: 38.72,
      longitude: -9.14,
      ref: 'TC-ABCD2345',
    })
  })

  it('gives null for absent, empty or invalid values', () => {
    expect(readQueryParams('latitude=abc&longitude=200&lang=<script>&key=&ref=<b>TC-1</b>')).toEqual({
      referralOrg: null,
      referralCode: null,
      tripId: null,
      key: null,
      signup: null,
      action: null,
      lang: null,
      latitude: null,
      longitude: null,
      ref: null,
    })
    expect(readQueryParams('').latitude).toBeNull()
    expect(readQueryParams('latitude=91').latitude).toBeNull()
    expect(readQueryParams('latitude=1e3').latitude).toBeNull()
  })
})
