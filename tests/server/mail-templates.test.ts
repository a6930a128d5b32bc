import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import type { ReservationItem } from '@contract/schemas/reservations'
import { mailI18n } from '@server/services/mail/catalog'
import { colourPairs, mailPalette } from '@server/services/mail/palette'
import { MAIL_LANGUAGES, render, templates, type MailLanguage, type TemplateName, type TemplateVars } from '@server/services/mail/templates'
import type { BookingMailItem } from '@server/services/mail/texts/booking'
import { lineMail } from '@server/services/mail/texts/booking-lines'
import { programmeName } from '@server/services/mail/texts/wallet-names'
import { RLM } from '@server/services/mail/text'
import { contrastRatio } from '@server/services/org-admin/contrast'
import { projectPaths } from '@server/paths'

/*
 * Every mail template, rendered in every mail language, both parts: nothing falls back to English
 * or shows a message id outside en-US, plurals follow CLDR at 0, 1 and 2, and the HTML reads with
 * images off and in a dark client (checked on the rendered HTML, not by eye).
 */

/** An item as a reservation holds it, with only what the booking mails read. */
function bookedItem(
  line: 'hotel' | 'activity' | 'car' | 'flight',
  adults: number,
  children: number,
  rooms = 1,
  nights = 3,
): ReservationItem {
  const station = (name: string, at: string) => ({ name, address: 'Av. de la Hispanidad, Madrid', at, timeZone: 'Europe/Madrid' })
  const segment = (flightNumber: string, from: string, to: string, departs: string, arrives: string, dayOffset = 0) => ({
    flightNumber,
    from: { iata: from },
    to: { iata: to },
    departs: { local: departs, dayOffset: 0 },
    arrives: { local: arrives, dayOffset },
  })
  const details =
    line === 'flight'
      ? {
          line,
          outbound: { segments: [segment('18 139', 'AMS', 'JFK', '2026-05-01T15:35', '2026-05-01T17:30')] },
          inbound: { segments: [segment('18 141', 'JFK', 'AMS', '2026-05-04T22:25', '2026-05-05T12:20', 1)] },
          bookingReference: 'K7PQ2M',
          tickets: [{ name: 'LEE/ANN', type: 'adult', eticket: '918-1234567890' }],
        }
      : line === 'hotel'
        ? { line, property: { address: '1 Ocean Drive, Miami' }, rooms, nights }
        : line === 'car'
          ? {
              line,
              model: 'Seat Ibiza',
              category: 'Economy',
              acriss: 'EDMR',
              supplierName: 'Iberia Wheels',
              pickUp: station('Madrid Barajas Airport (MAD)', '2026-05-01T10:00'),
              dropOff: station('Madrid Atocha', '2026-05-04T18:30'),
              days: nights,
              rate: 'counter',
            }
          : { line, time: '09:30', meetingPoint: { text: 'Pyramide du Louvre' }, participants: ['Ann Lee', 'Bo Lee'] }
  return {
    travellers: { adults, children },
    startsOn: '2026-05-01',
    endsOn: '2026-05-04',
    supplierReference: 'AT-ABCDEFGHIJ',
    details,
  } as unknown as ReservationItem
}

function mailItem(item: ReservationItem, deductions: BookingMailItem['deductions'] = []): BookingMailItem {
  return {
    ...lineMail(item),
    title: 'Hotel Sol',
    subtitle: 'Double room',
    totalMinor: 45_000,
    deductions,
    amountDueMinor: 5_000,
    // Paid when booked: a cancellation gives it back to the card.
    paidByCardMinor: 5_000,
    freeCancellationUntil: '2026-04-28',
  }
}

const link = 'https://demo.example/checkout-success?confirmation=TC-9'
/** Vars that make every template use every block it has. */
const fullVars = (items: BookingMailItem[] = [mailItem(bookedItem('hotel', 2, 1), [{ name: 'HLT night', amountMinor: 40_000 }])]) =>
  ({
    link,
    orgName: 'Demo Travel Club',
    maskedEmail: 'm•••a@example.com',
    reward: '$50.00',
    booking: {
      confirmationNumber: 'TC-9',
      guestName: 'Ann Lee',
      currency: 'USD',
      totalMinor: 45_000,
      items: [...items, mailItem(bookedItem('activity', 1, 0)), mailItem(bookedItem('car', 1, 0)), mailItem(bookedItem('flight', 1, 0))],
    },
    quote: {
      agentName: 'Alex Agent',
      agencyName: 'Sunny Agency',
      validUntil: '2026-06-01',
      currency: 'EUR',
      totalMinor: 120_000,
      items: [{ title: 'Hotel Sol', subtitle: 'Double', startsOn: '2026-07-01', endsOn: '2026-07-05', totalMinor: 120_000 }],
    },
  }) satisfies TemplateVars

const names = Object.keys(templates) as TemplateName[]

/** Renders with a catalog that records each message it lacks. */
async function renderChecked(name: TemplateName, language: MailLanguage, vars: TemplateVars, primaryColor = '#0b5cab') {
  const missing: string[] = []
  const i18n = mailI18n(language, (_, id) => missing.push(id))
  const brand = { name: vars.orgName, logoUrl: 'https://demo.example/api/brand/demo/logo.svg', primaryColor }
  return { ...(await render(name, language, vars, brand, i18n)), missing }
}

/** The catalog's messages and their translations in `language`. */
const catalog = (language: string) =>
  PO.parse(readFileSync(join(projectPaths.locales, language, 'mail.po'), 'utf8')).items.map((i) => ({
    id: i.msgid,
    text: i.msgstr[0] ?? '',
  }))

/** The English words of each message whose translation differs: stretches of 12 characters or more between placeholders. */
function englishFragments(language: string): string[] {
  const translated = new Map(catalog(language).map((m) => [m.id, m.text]))
  return catalog('en-US')
    .filter((m) => translated.get(m.id) !== m.text && !m.id.includes('plural'))
    .flatMap((m) => m.text.split(/\{[^}]*\}/))
    .map((s) => s.trim())
    .filter((s) => s.length >= 12)
}

/** What separates a row's label from its value in `language`'s plain text: ": " in English, "：" in Chinese. */
const rowSeparator = (language: string) =>
  (catalog(language).find((m) => m.id === '{label}: {value}')?.text || '{label}: {value}').replace('{label}', '').replace('{value}', '')

/** What a reader sees of the HTML with images off: the alternative text in place of each image, no tags. */
const imagesOff = (html: string) =>
  html
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

describe('every mail template in every language', () => {
  it('renders both parts from the catalog: no missing message, no English left outside en-US, no placeholder unfilled', async () => {
    for (const language of MAIL_LANGUAGES) {
      const english = language === 'en-US' ? [] : englishFragments(language)
      if (language !== 'en-US') expect(english.length, language).toBeGreaterThan(50)
      for (const name of names) {
        const mail = await renderChecked(name, language, fullVars())
        expect(mail.language).toBe(language)
        expect(mail.missing, `${name} ${language}`).toEqual([])
        for (const part of [mail.subject, mail.text, imagesOff(mail.html)]) {
          expect(part, `${name} ${language}`).not.toMatch(/\{\w+\}|plural,|mail\.[a-z-]+\./)
          for (const words of english) expect(part, `${name} ${language}: "${words}"`).not.toContain(words)
        }
        expect(mail.html).toContain(`lang="${language}"`)
      }
    }
  })

  it('says wallet as the pages do (Geldbörse, Monedero, Portefeuille), and names our cards in the language', async () => {
    const says = {
      'de-DE': 'Geldbörse (Hotelnacht-Gutschein)',
      'es-ES': 'Monedero (Certificado de noche de hotel)',
      'fr-FR': "Portefeuille (Certificat nuit d'hôtel)",
    }
    const card = [{ name: programmeName('Hotel night certificate'), amountMinor: 40_000 }]
    for (const [language, words] of Object.entries(says)) {
      const mail = await renderChecked(
        'booking-confirmation',
        language as MailLanguage,
        fullVars([mailItem(bookedItem('hotel', 2, 1), card)]),
      )
      expect(mail.text).toContain(words)
      expect(mail.text).not.toContain('Wallet')
    }
  })

  it('a cancellation gives the cards back and says what went back to the card: no amount due, no terms left', async () => {
    const card = [{ name: programmeName('Hotel night certificate'), amountMinor: 40_000 }]
    const vars = fullVars([mailItem(bookedItem('hotel', 2, 1), card)])
    const whole = await renderChecked('booking-cancellation', 'en-US', vars)
    expect(whole.subject).toBe('Demo Travel Club: your booking TC-9 is cancelled')
    expect(whole.text).toContain('Wallet (Hotel night certificate): back in your wallet')
    expect(whole.text).not.toContain('−$400.00')
    // Each of the four items refunded $50.00; the sum under them, $200.00.
    expect(whole.text.match(/^Refunded to your card: .*$/gm)).toEqual([
      ...Array(4).fill('Refunded to your card: $50.00'),
      'Refunded to your card: $200.00',
    ])
    expect(whole.text).not.toContain('Amount due')
    expect(whole.text).not.toContain('Free cancellation until')
    // Paid at the property: nothing went back to a card, and nothing is said of it.
    const later = fullVars([{ ...mailItem(bookedItem('hotel', 2, 1), card), paidByCardMinor: 0 }])
    const unpaid = { ...later, booking: { ...later.booking, items: [later.booking.items[0]!] } }
    expect((await renderChecked('booking-cancellation', 'en-US', unpaid)).text).not.toContain('Refunded')
    // The confirmation keeps the deductions and the terms; what the card paid is no longer due.
    const confirmation = await renderChecked('booking-confirmation', 'en-US', vars)
    expect(confirmation.text).toContain('Paid by card: $50.00')
    expect(confirmation.text).not.toContain('Amount due: $50.00')
    expect(confirmation.text).toContain('Free cancellation until')
    expect(confirmation.text).not.toContain('Refunded')
    // The four items paid $200.00 by card; the booking's own sums say so, and nothing more is due.
    expect(confirmation.text.match(/^(Paid by card|Amount due): .*$/gm)?.slice(-2)).toEqual(['Paid by card: $200.00', 'Amount due: $0.00'])
    // Paid at the property: the whole amount is still due, and no card payment is claimed.
    const atProperty = await renderChecked('booking-confirmation', 'en-US', unpaid)
    expect(atProperty.text).toContain('Amount due: $50.00')
    expect(atProperty.text).not.toContain('Paid by card')
  })

  it("says in the subject when only part of a booking is cancelled, in the member's language", async () => {
    const part = (vars: TemplateVars) => ({ ...vars, booking: { ...vars.booking!, restStands: true } })
    const says = {
      'en-US': 'Demo Travel Club: part of your booking TC-9 is cancelled',
      'de-DE': 'Demo Travel Club: Ein Teil Ihrer Buchung TC-9 ist storniert',
    }
    for (const [language, subject] of Object.entries(says)) {
      const mail = await renderChecked('booking-cancellation', language as MailLanguage, part(fullVars()))
      expect(mail.missing).toEqual([])
      expect(mail.subject).toBe(subject)
    }
  })

  it('gives a flight each way in local times with +1, the booking reference and the e-tickets, in the language', async () => {
    const says = { 'en-US': 'Outbound', 'de-DE': 'Hinflug', 'es-ES': 'Ida', 'fr-FR': 'Aller' }
    for (const [language, outbound] of Object.entries(says)) {
      const mail = await renderChecked('booking-confirmation', language as MailLanguage, fullVars([mailItem(bookedItem('flight', 1, 0))]))
      // French puts a space before the colon.
      expect(mail.text).toMatch(new RegExp(`${outbound}\\s?: 18 139`))
      expect(mail.text).toContain('AMS 2026-05-01 15:35 → JFK 2026-05-01 17:30')
      expect(mail.text).toContain('JFK 2026-05-04 22:25 → AMS 2026-05-05 12:20 +1')
      expect(mail.text).toContain('K7PQ2M')
      expect(mail.text).toContain('LEE/ANN 918-1234567890')
    }
  })

  it("shows amounts with the organisation's decimals for their currency where it sets them, else the currency's own", async () => {
    const inYen = { ...fullVars(), booking: { ...fullVars().booking, currency: 'JPY', totalMinor: 93_112 } }
    const own = await render('booking-confirmation', 'en-US', inYen)
    expect(own.text).toContain('¥93,112\n')
    const brand = { name: 'Demo Travel Club', logoUrl: null, primaryColor: '#0b5cab', currencyDecimals: { JPY: 2 } }
    const set = await render('booking-confirmation', 'en-US', inYen, brand)
    expect(set.text).toContain('¥93,112.00\n')
    expect(imagesOff(set.html)).toContain('¥93,112.00')
    // A mail in another currency keeps that currency's own decimals.
    const inEuros = await render('quote-sent', 'en-US', fullVars(), brand)
    expect(inEuros.text).toContain('€1,200.00')
  })

  it('writes plurals by CLDR at 0, 1 and 2 (French 0 and 1 singular), in both parts', async () => {
    // Each locale's row is added with its catalog; the last assertion holds the set to every language.
    const expected: Partial<Record<MailLanguage, [string, string, string]>> = {
      'en-US': ['0 adults, 0 children, 0 rooms, 0 nights', '1 adult, 1 child, 1 room, 1 night', '2 adults, 2 children, 2 rooms, 2 nights'],
      'es-ES': [
        '0 adultos, 0 niños, 0 habitaciones, 0 noches',
        '1 adulto, 1 niño, 1 habitación, 1 noche',
        '2 adultos, 2 niños, 2 habitaciones, 2 noches',
      ],
      'fr-FR': [
        '0 adulte, 0 enfant, 0 chambre, 0 nuit',
        '1 adulte, 1 enfant, 1 chambre, 1 nuit',
        '2 adultes, 2 enfants, 2 chambres, 2 nuits',
      ],
      'de-DE': [
        '0 Erwachsene, 0 Kinder, 0 Zimmer, 0 Nächte',
        '1 Erwachsener, 1 Kind, 1 Zimmer, 1 Nacht',
        '2 Erwachsene, 2 Kinder, 2 Zimmer, 2 Nächte',
      ],
      'pt-BR': [
        '0 adulto, 0 criança, 0 quarto, 0 noite',
        '1 adulto, 1 criança, 1 quarto, 1 noite',
        '2 adultos, 2 crianças, 2 quartos, 2 noites',
      ],
      'zh-CN': ['0 位成人，0 名儿童，0 间客房，0 晚', '1 位成人，1 名儿童，1 间客房，1 晚', '2 位成人，2 名儿童，2 间客房，2 晚'],
      'ja-JP': ['大人0名、子ども0名、0室、0泊', '大人1名、子ども1名、1室、1泊', '大人2名、子ども2名、2室、2泊'],
      'it-IT': [
        '0 adulti, 0 bambini, 0 camere, 0 notti',
        '1 adulto, 1 bambino, 1 camera, 1 notte',
        '2 adulti, 2 bambini, 2 camere, 2 notti',
      ],
      'nl-NL': [
        '0 volwassenen, 0 kinderen, 0 kamers, 0 nachten',
        '1 volwassene, 1 kind, 1 kamer, 1 nacht',
        '2 volwassenen, 2 kinderen, 2 kamers, 2 nachten',
      ],
      'ar-SA': ['٠ بالغين، ٠ أطفال، ٠ غرف، ٠ ليالٍ', 'بالغ واحد، طفل واحد، غرفة واحدة، ليلة واحدة', 'بالغان، طفلان، غرفتان، ليلتان'],
    }
    for (const [language, words] of Object.entries(expected)) {
      for (const n of [0, 1, 2] as const) {
        const mail = await renderChecked(
          'booking-confirmation',
          language as MailLanguage,
          fullVars([mailItem(bookedItem('hotel', n, n, n, n))]),
        )
        expect(mail.text, `${language} ${n}`).toContain(words[n])
        expect(imagesOff(mail.html), `${language} ${n}`).toContain(words[n])
      }
    }
    expect(Object.keys(expected).sort()).toEqual([...MAIL_LANGUAGES].sort())
  })

  it('reads with images off: each image has its alternative text, and every sentence and link is there without them', async () => {
    for (const language of MAIL_LANGUAGES) {
      for (const name of names) {
        const mail = await renderChecked(name, language, fullVars())
        const images = [...mail.html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0])
        expect(images.length, name).toBeGreaterThan(0)
        for (const image of images) expect(image).toMatch(/\balt="Demo Travel Club"/)
        expect(mail.html).not.toMatch(/background-image|background:\s*url/)
        const seen = imagesOff(mail.html)
        expect(seen).toContain('Demo Travel Club')
        expect(seen).toContain(link)
        // Every line of the plain text is in the HTML too (labels and values sit in cells of their own,
        // so a row "label: value" is left out, with the separator its language writes: "：" in Chinese).
        const separator = rowSeparator(language)
        const isRow = (l: string) => l.includes(separator) && !l.endsWith(separator.trim())
        // An Arabic line may be led by the right-to-left mark (server/services/mail/text.ts): invisible, not in the HTML.
        const lines = mail.text.split('\n').map((l) => l.replace(RLM, ''))
        for (const line of lines.filter((l) => l && !isRow(l))) expect(seen, `${name} ${language}`).toContain(line)
      }
    }
  })

  it('reads in a dark client and a light one: the colour-scheme meta, and every text colour on its background meets AA', async () => {
    for (const primaryColor of ['#0b5cab', '#0f766e', '#fde047', '#777777', '#000000', '#ffffff']) {
      const { html } = await renderChecked('booking-confirmation', 'en-US', fullVars(), primaryColor)
      expect(html).toContain('<meta name="color-scheme" content="light dark"/>')
      expect(html).toContain('<meta name="supported-color-schemes" content="light dark"/>')
      // The dark scheme, as the HTML's own prefers-color-scheme block sets it.
      const darkBlock = /@media \(prefers-color-scheme: dark\)\{(.*?)\}\}/.exec(html)?.[1] ?? ''
      const dark = (cls: string, prop: string) => new RegExp(`\\.${cls}\\{${prop}:(#[0-9a-f]{6})!important`).exec(darkBlock)?.[1]
      // The light scheme, as the HTML's inline styles set it.
      const light = (cls: string, prop: string) =>
        new RegExp(`class="${cls}"[^>]*style="[^"]*(?<![-\\w])${prop}:(#[0-9a-f]{6})`).exec(html)?.[1] ??
        new RegExp(`style="[^"]*(?<![-\\w])${prop}:(#[0-9a-f]{6})[^"]*"[^>]*class="${cls}"`).exec(html)?.[1]
      for (const scheme of [light, dark]) {
        const card = scheme('mail-card', 'background-color')!
        const page = scheme('mail-page', 'background-color')!
        const pairs = [
          [scheme('mail-text', 'color'), card],
          [scheme('mail-muted', 'color'), card],
          [scheme('mail-link', 'color'), card],
          [scheme('mail-muted', 'color'), page],
        ]
        for (const [foreground, background] of pairs) {
          expect(foreground, `${primaryColor}`).toMatch(/^#/)
          expect(contrastRatio(foreground!, background!), `${primaryColor}: ${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5)
        }
      }
      // The brand band and the buttons keep the brand colour in both schemes, with text that reads on it.
      const button = /<a[^>]*style="[^"]*background-color:(#[0-9a-f]{6})[^"]*(?<![-\w])color:(#[0-9a-f]{6})/.exec(html)
      expect(button?.[1]).toBe(primaryColor)
      expect(contrastRatio(button![2]!, button![1]!)).toBeGreaterThanOrEqual(4.5)
      for (const palette of Object.values(mailPalette({ primaryColor }))) {
        for (const pair of colourPairs(palette))
          expect(contrastRatio(pair.foreground, pair.background), pair.where).toBeGreaterThanOrEqual(4.5)
      }
    }
  })
})

describe('mail in Arabic, right to left', () => {
  /** The opening tags of the HTML's elements named `tag`. */
  const tags = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0])

  it('declares ar-SA and rtl on the document, the body and the card, and aligns every text and cell to the start', async () => {
    for (const name of names) {
      const { html } = await renderChecked(name, 'ar-SA', fullVars())
      expect(tags(html, 'html')[0], name).toMatch(/\bdir="rtl"/)
      expect(tags(html, 'html')[0], name).toMatch(/\blang="ar-SA"/)
      expect(tags(html, 'body')[0], name).toMatch(/\bdir="rtl"/)
      expect(html, name).toMatch(/<table[^>]*\bdir="rtl"[^>]*\blang="ar-SA"[^>]*class="mail-card"/)
      expect(html, name).not.toContain('dir="ltr"')
      const texts = [...tags(html, 'p'), ...tags(html, 'td').filter((td) => td.includes('mail-'))]
      expect(texts.length, name).toBeGreaterThan(3)
      // Each text aligns to the start, save the organisation's name centred below the card.
      for (const element of texts) expect(element, name).toMatch(/text-align:(start|center)/)
      expect(texts.filter((element) => element.includes('text-align:start')).length, name).toBeGreaterThan(2)
      expect(html, name).not.toMatch(/text-align:(left|right)/)
    }
  })

  it('keeps English mail left to right', async () => {
    const { html, text } = await renderChecked('booking-confirmation', 'en-US', fullVars())
    expect(tags(html, 'html')[0]).toMatch(/\bdir="ltr"/)
    expect(tags(html, 'body')[0]).toMatch(/\bdir="ltr"/)
    expect(text).not.toContain(RLM)
  })

  it('writes the plain part in reading order, label before value, and leads each line that starts in Latin with the right-to-left mark', async () => {
    const { html, text } = await renderChecked('booking-confirmation', 'ar-SA', fullVars())
    const lines = text.split('\n').filter(Boolean)
    // The row of the confirmation number: the Arabic label first, then the number, in memory order.
    expect(lines).toContain('رقم التأكيد: TC-9')
    // A line that starts with a Latin word (the hotel's name, the link) is led by the mark; an Arabic one needs none.
    expect(lines).toContain(`${RLM}Hotel Sol – Double room`)
    expect(lines).toContain(`${RLM}${link}`)
    for (const line of lines) {
      const first = /[\p{L}\p{N}]/u.exec(line.replace(RLM, ''))?.[0] ?? ''
      expect(line.startsWith(RLM), line).toBe(/[\p{Script=Latin}\p{N}]/u.test(first))
    }
    // The lines that are not rows come in the order the HTML shows them: each is found after the one before.
    const seen = imagesOff(html)
    const others = lines.map((line) => line.replace(RLM, '')).filter((line) => !line.includes(': '))
    expect(others.length).toBeGreaterThan(5)
    let from = 0
    for (const line of others) {
      const at = seen.indexOf(line, from)
      expect(at, line).toBeGreaterThanOrEqual(from)
      from = at + line.length
    }
  })
})
