import { text } from '@contract/schemas/fields'

/*
 * The daily deal a checkout carries (issue 18, `selection.deal` of every line that has deals):
 * a signed token of ours (server/services/club/deals.ts), so the discount cannot be made up.
 * Its own file because each line's selection takes it (./lines.ts, ./stays.ts) and the deals'
 * shapes (./savings.ts) take the selections.
 */

/**
 * A deal token as the checkout link and the selection carry it: `d2.…` today; `d1.…` (the hotel
 * and resort deals before issue 18 covered every line) still passes, so an old link is answered
 * 409 DEAL_ENDED rather than a bad request (docs/decisions.md "Daily deals of our own").
 */
export const DEAL_TOKEN = /^d[12]\.[A-Za-z0-9._-]+$/

export const dealToken = text().min(1).max(400).regex(DEAL_TOKEN, 'must be a deal token')
