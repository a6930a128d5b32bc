import { languageParam } from '@contract/settings'

/** The query parameters of docs/screens.md#query-parameters, read in one place. Invalid or absent values are null. */
export type QueryParams = {
  referralOrg: string | null
  /** A member's referral code on a referral link (ours: the brief (docs/screens.md#query-parameters) names referral_org only). */
  referralCode: string | null
  tripId: string | null
  key: string | null
  signup: string | null
  action: string | null
  lang: string | null
  latitude: number | null
  longitude: number | null
  /** On /manage-booking, the booking's confirmation number (a guest's booking mails carry it). */
  ref: string | null
}

function text(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim()
  return value ? value : null
}

function coordinate(params: URLSearchParams, name: string, limit: number): number | null {
  const value = text(params, name)
  if (value === null || !/^[-+]?\d+(\.\d+)?$/.test(value)) return null
  const n = Number(value)
  return Math.abs(n) <= limit ? n : null
}

/** Parses a query string (with or without the leading "?"). */
export function readQueryParams(search: string): QueryParams {
  const params = new URLSearchParams(search)
  const reference = text(params, 'ref')
  return {
    referralOrg: text(params, 'referral_org'),
    referralCode: text(params, 'referral_code'),
    tripId: text(params, 'trip_id'),
    key: text(params, 'key'),
    signup: text(params, 'signup'),
    action: text(params, 'action'),
    lang: languageParam(params.get('lang')),
    latitude: coordinate(params, 'latitude', 90),
    longitude: coordinate(params, 'longitude', 180),
    ref: reference !== null && /^[A-Za-z0-9-]{1,20}$/.test(reference) ? reference : null,
  }
}
