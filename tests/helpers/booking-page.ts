import { expect, type Locator, type Page } from '@playwright/test'
import type { Words } from './catalog'
import { datePicker } from './calendar-page'
import { expectAccessible } from './a11y'

/** An amount as the page writes it, in minor units: "$2,040.50" and "2.040,50 €" → 204050 (every currency here has two decimals). */
export const minorOf = (text: string) => Number(text.replace(/\D/g, ''))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`)

/** What a definition list says for `term` (the summaries and price breakdowns are `<dt>`/`<dd>` pairs). */
function definitionOf(list: Locator, term: string): Locator {
  return list
    .getByRole('term')
    .filter({ hasText: exactly(term) })
    .locator('xpath=following-sibling::*[1]')
}

/** The home page's hotel search form: destination autocomplete, date pickers, Search. */
export function searchForm(page: Page, words: Words) {
  const form = page.getByRole('form', { name: words('Search hotels') })
  const destination = form.getByRole('combobox', { name: words('Destination') })
  return {
    form,
    destination,
    checkIn: form.getByRole('textbox', { name: words('Check-in'), exact: true }),
    checkInPicker: datePicker(form, words, words('Choose check-in date')),
    checkOutPicker: datePicker(form, words, words('Choose check-out date')),
    /** Types `typed` and picks the suggestion named `option`. */
    async chooseDestination(typed: string, option: RegExp) {
      await destination.pressSequentially(typed)
      const suggestions = form.getByRole('listbox', { name: words('Destination') })
      await expect(suggestions.getByRole('option', { name: option })).toBeVisible()
      await expectAccessible(page, 'the destination suggestions')
      await suggestions.getByRole('option', { name: option }).click()
      await expect(destination).toHaveValue(option)
    },
    async chooseStay(checkIn: string, checkOut: string) {
      await this.checkInPicker.pick(checkIn)
      await this.checkOutPicker.pick(checkOut)
    },
    async search() {
      await form.getByRole('button', { name: words('Search'), exact: true }).click()
    },
  }
}

/** The results page: the list of hotels, each with its link and nightly price. */
export function resultsPage(page: Page, words: Words) {
  const list = page.getByRole('list', { name: words('Results') })
  // A card is a list item with a hotel heading; its amenities are list items too.
  const cards = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
  return {
    list,
    cards,
    nightlyPrice: (card: Locator) =>
      card
        .getByRole('paragraph')
        .filter({ hasText: words.pattern('<0>{nightly}</0> per night', false) })
        .locator('strong'),
    /** Opens the hotel of `card`; answers its name. */
    async open(card: Locator) {
      const link = card.getByRole('heading', { level: 3 }).getByRole('link')
      const name = (await link.innerText()).trim()
      await link.click()
      return name
    },
  }
}

/** A hotel's page: its rooms and rates. */
export function propertyPage(page: Page, words: Words) {
  const rooms = page.getByRole('region', { name: words('Rooms and rates') })
  // An offer is a list item with a Book link (a `has` locator is relative to the item, so it starts from page).
  const offers = rooms.getByRole('listitem').filter({ has: page.getByRole('link', { name: words.pattern('Book {name}') }) })
  return {
    rooms,
    offers,
    /** Books the first room that can be cancelled free of charge (the journeys cancel what they book); answers the room's name. */
    async bookRefundableRoom() {
      const offer = offers.filter({ hasText: words.pattern('Free cancellation until {until}', false) }).first()
      await expect(offer).toBeVisible()
      await expectAccessible(page, 'the hotel page')
      const name = (await offer.getByRole('heading', { level: 3 }).innerText()).trim()
      await offer.getByRole('link', { name: words('Book {name}', { name }) }).click()
      return name
    },
  }
}

/** The checkout: guest details, the wallet, the price breakdown, terms and the Book button. */
export function checkoutPage(page: Page, words: Words) {
  const main = page.getByRole('main')
  const price = main.getByRole('region', { name: words('Price'), exact: true })
  const wallet = main.getByRole('region', { name: words('Your wallet') })
  return {
    heading: main.getByRole('heading', { level: 1, name: words('Checkout') }),
    guest: main.getByRole('region', { name: words('Guest details') }),
    wallet,
    certificate: (code: string) => wallet.getByRole('radio', { name: new RegExp(`\\b${code}\\b`) }),
    price,
    /** The price breakdown's amount for `term` ("Total", "Amount due", "Certificate {code}"…). */
    amount: (term: string, values?: Record<string, string>) => definitionOf(price, words(term, values)),
    bookButton: main.getByRole('button', { name: words('Book now') }),
    signInPrompt: main.getByRole('heading', { name: words('Sign in to book') }),
    signInButton: main.getByRole('button', { name: words('Sign in'), exact: true }),
    field: (label: string) => main.getByLabel(words(label), { exact: true }),
    /** Fills what a signed-in member's profile left empty, and whatever `guest` names. */
    async completeGuest(guest: { title: string; phone: string; firstName?: string; lastName?: string; email?: string }) {
      const title = this.field('Title')
      if ((await title.inputValue()) === '') await title.selectOption({ label: words(guest.title) })
      for (const [label, value] of [
        ['First name', guest.firstName],
        ['Last name', guest.lastName],
        ['Email', guest.email],
      ] as const) {
        if (value !== undefined) await this.field(label).fill(value)
      }
      await this.field('Phone number').fill(guest.phone)
    },
    async acceptTermsAndBook() {
      await main.getByRole('checkbox', { name: words('I accept the <0>terms of use</0> and the <1>privacy policy</1>') }).check()
      await this.bookButton.click()
    },
  }
}

/** /checkout-success: the confirmation number and the summary of the stay. */
export function confirmationPage(page: Page, words: Words) {
  const main = page.getByRole('main')
  return {
    heading: main.getByRole('heading', { level: 1, name: words('Your booking is confirmed') }),
    number: main.getByText(/^TC-[A-Z0-9]{8}$/),
    /** What the summary or the price says for `term` ("Room", "Total", "Amount due"…). */
    value: (term: string) => definitionOf(main, words(term)),
  }
}

/** /user/booking-history: the bookings in tabs (upcoming, past, cancelled), each with its actions. */
export function bookingHistoryPage(page: Page, words: Words) {
  const main = page.getByRole('main')
  const tab = (group: 'Upcoming' | 'Past' | 'Cancelled') =>
    main.getByRole('tab', { name: new RegExp(`^${escapeRegExp(words(group))} \\(\\d+\\)$`) })
  return {
    heading: main.getByRole('heading', { level: 1, name: words('Booking history') }),
    tab,
    /** The booking with this confirmation number in the open tab. */
    booking: (confirmation: string) => main.getByRole('tabpanel').getByRole('article').filter({ hasText: confirmation }),
    async cancel(confirmation: string) {
      await this.booking(confirmation)
        .getByRole('button', { name: words('Cancel booking') })
        .click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toContainText(confirmation)
      await expectAccessible(page, 'the cancel-booking dialog')
      await dialog.getByRole('button', { name: words('Yes, cancel booking') }).click()
      await expect(dialog).toBeHidden()
    },
    notice: main.getByRole('status').filter({ hasText: words.pattern('Your booking {0} at {1} is cancelled.', false) }),
  }
}

/**
 * Cancels a booking through the API the booking history uses, from the page (its host, its
 * cookies: the session or the guest's token): a failed journey must not spill into the journeys
 * after it (the wallet's, the next run's stock).
 */
export async function cancelFromPage(page: Page, confirmationNumber: string): Promise<number> {
  return page.evaluate(async (confirmationNumber) => {
    const token = /(?:^|; )myReservationToken=([^;]*)/.exec(document.cookie)?.[1] ?? ''
    const answer = await fetch('/api/reservations/cancel', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmationNumber, token: decodeURIComponent(token) }),
    })
    return answer.status
  }, confirmationNumber)
}
