import { expect, type Locator } from '@playwright/test'
import { expectAccessible } from './a11y'
import type { Words } from './catalog'

/** `yyyy-mm-dd` of the visitor's today plus `days` (the browser runs on this machine, in its time zone). */
export function daysFromToday(days: number): string {
  const now = new Date()
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10)
}

/** `yyyy-mm-dd` plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

const format = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

/** The name a day of the calendar has for a screen reader: "Monday, December 7, 2026". */
export const fullDate = (date: string, locale: string) =>
  format(date, locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
/** What a date input shows: "12/07/2026" in en-US, "07/12/2026" in es-ES. */
export const inputDate = (date: string, locale: string) => format(date, locale, { year: 'numeric', month: '2-digit', day: '2-digit' })
const monthYear = (date: string, locale: string) => format(date, locale, { year: 'numeric', month: 'long' })

/**
 * A date picker (ui/date-picker.tsx) inside `scope`, as a person uses it: the calendar button
 * named `openLabel`, the month buttons, and a day's button.
 */
export function datePicker(scope: Locator, words: Words, openLabel: string) {
  const open = scope.getByRole('button', { name: openLabel, exact: true })
  // The popup is a non-modal dialog next to its button; one is open at a time.
  const calendar = scope.getByRole('dialog')
  return {
    calendar,
    async open() {
      await open.click()
      await expect(calendar).toBeVisible()
      await expectAccessible(scope.page(), `the date picker "${openLabel}"`)
      return calendar
    },
    /** The weekday column headers, first column first. */
    async weekdays() {
      const calendar = await this.open()
      return (await calendar.getByRole('columnheader').allInnerTexts()).map((name) => name.trim())
    },
    /** Opens the calendar, goes forward to the month of `date` and picks it. */
    async pick(date: string) {
      await this.open()
      const heading = calendar.getByRole('heading')
      const month = monthYear(date, words.locale)
      for (let turns = 0; turns < 24 && (await heading.innerText()).trim() !== month; turns++) {
        await calendar.getByRole('button', { name: words('Next month') }).click()
      }
      await expect(heading).toHaveText(month)
      await calendar.getByRole('button', { name: fullDate(date, words.locale), exact: true }).click()
      await expect(calendar).toBeHidden()
    },
  }
}
