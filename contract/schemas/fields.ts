import { z } from 'zod'

/*
 * The building blocks every request field is made of (docs/api.md#common-rules, "Text and
 * numbers"), shared by the server's edge validation and the client's forms. A request schema
 * builds each string from `text()` (or `multiLineText()`, or `sanitisedText()`) and each whole
 * number from `int()`, so what the store cannot hold never gets past the edge: PostgreSQL
 * refuses a NUL in a text column, and an integer column ends at 2³¹−1. The route validation
 * (server/routes/validate.ts) checks the parsed request again, and tests/server/edge-fields.test.ts
 * fails when a route's schema has a string or a number not made of these blocks.
 */

/** Control characters (C0, DEL, C1) and unpaired surrogates: never in a one-line field. */
export const SINGLE_LINE_TEXT = /^[^\p{Cc}\p{Cs}]*$/u
/** The same, except tab, line feed and carriage return: a free-text message typed in a text area. */
export const MULTI_LINE_TEXT = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters'
const MULTI_LINE_MESSAGE = 'must not contain control characters other than tabs and line breaks'

/** One line of text: no control character (NUL, tab, line breaks …) and no unpaired surrogate. */
export const text = () => z.string().regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_MESSAGE)

/** Free text of several lines (special requests): tabs and line breaks allowed, other control characters not. */
export const multiLineText = () => z.string().regex(MULTI_LINE_TEXT, MULTI_LINE_MESSAGE)

/**
 * Marks a string whose control characters are dropped rather than refused (the email of the
 * sign-in and sign-up forms, docs/rules.md: "control characters … are dropped"). Its transform
 * must remove every character {@link SINGLE_LINE_TEXT} refuses; the edge checks the result.
 */
export const DROPS_CONTROL_CHARACTERS = { controlCharacters: 'dropped' } as const

/** A sanitised one-line field: `clean` removes what {@link text} refuses, and the edge checks that it did. */
export const sanitisedText = (max: number, clean: (value: string) => string) =>
  z.string().max(max).transform(clean).pipe(text()).meta(DROPS_CONTROL_CHARACTERS)

/** The range of a PostgreSQL `integer` (int4) column, which every whole number of a request must fit. */
export const INT4_MIN = -2147483648
export const INT4_MAX = 2147483647

/** A whole number from `min` to `max`, both within an integer column's range (int4). */
export function int(min: number = INT4_MIN, max: number = INT4_MAX) {
  if (!(Number.isInteger(min) && Number.isInteger(max) && INT4_MIN <= min && min <= max && max <= INT4_MAX)) {
    throw new RangeError(`int(${min}, ${max}) is not a range within ${INT4_MIN}..${INT4_MAX}`)
  }
  return z.number().int().min(min).max(max)
}

/** A number (fractions allowed) from `min` to `max`; `max` defaults to the int4 range, so no field is unbounded. */
export const boundedNumber = (min: number = INT4_MIN, max: number = INT4_MAX) => z.number().min(min).max(max)
