import { afterAll, describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n, activateLocale } from '@/lib/i18n'
import { CarFacts } from '@/features/cars/car-card'
import { TransferFacts } from '@/features/transfers/transfer-card'
import './helpers/dom-polyfills'

/*
 * Counts are words in each language's plural forms (issue 21), never "1 seats": 0, 1 and 2 in
 * English, in French (where 0 takes the singular) and in Arabic (zero, one, two and the rest
 * each have their own form; the digits are the locale's own, as Intl writes them).
 */

afterAll(() => activateLocale('en-US'))

async function renderIn(locale: string, ui: React.ReactElement) {
  await activateLocale(locale)
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>).container.textContent
}

const car = (n: number) => ({
  seats: n,
  doors: n,
  bags: n,
  transmission: 'manual' as const,
  fuel: 'petrol' as const,
  mileageKmPerDay: null,
})
const ride = (n: number) => ({ maxPassengers: n, maxBags: n, durationMinutes: 40, waitingMinutes: 60 })
const arabic = (n: number) => new Intl.NumberFormat('ar-SA').format(n)

describe('a car’s seats, doors and bags', () => {
  it.each([
    ['en-US', 0, '0 seats · 0 doors · 0 bags'],
    ['en-US', 1, '1 seat · 1 door · 1 bag'],
    ['en-US', 2, '2 seats · 2 doors · 2 bags'],
    ['fr-FR', 0, '0 place · 0 porte · 0 bagage'],
    ['fr-FR', 1, '1 place · 1 porte · 1 bagage'],
    ['fr-FR', 2, '2 places · 2 portes · 2 bagages'],
    ['ar-SA', 0, `${arabic(0)} مقاعد · ${arabic(0)} أبواب · ${arabic(0)} حقائب`],
    ['ar-SA', 1, 'مقعد واحد · باب واحد · حقيبة واحدة'],
    ['ar-SA', 2, 'مقعدان · بابان · حقيبتان'],
    ['ar-SA', 3, `${arabic(3)} مقاعد · ${arabic(3)} أبواب · ${arabic(3)} حقائب`],
    ['ar-SA', 11, `${arabic(11)} مقعدًا · ${arabic(11)} بابًا · ${arabic(11)} حقيبة`],
  ])('in %s, %i of each reads “%s”', async (locale, n, words) => {
    expect(await renderIn(locale, <CarFacts car={car(n)} />)).toContain(words)
  })
})

describe('what a transfer vehicle takes', () => {
  it.each([
    ['en-US', 1, 'Up to 1 passenger and 1 bag'],
    ['en-US', 2, 'Up to 2 passengers and 2 bags'],
    ['fr-FR', 0, 'Jusqu’à 0 passager et 0 bagage'],
    ['fr-FR', 2, 'Jusqu’à 2 passagers et 2 bagages'],
    ['ar-SA', 1, 'حتى راكب واحد وحقيبة واحدة'],
    ['ar-SA', 2, 'حتى راكبين وحقيبتين'],
  ])('in %s, %i of each reads “%s”', async (locale, n, words) => {
    expect(await renderIn(locale, <TransferFacts ride={ride(n)} />)).toContain(words)
  })
})
