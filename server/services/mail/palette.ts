import { contrastRatio, minimumContrast } from '../org-admin/contrast'

/** What a mail's HTML needs of the organisation: its name, its logo (an absolute URL) and its primary colour. */
export type MailBrand = {
  name: string
  logoUrl: string | null
  primaryColor: string
  /** Decimals per currency code where the organisation sets them (its file's `currencyDecimals`). */
  currencyDecimals?: Readonly<Record<string, number>>
}

/** A mail's colours in one scheme: the page around the card, the card, its text, quieter text, links, the brand band and buttons. */
export type MailColours = {
  page: string
  card: string
  text: string
  muted: string
  link: string
  brand: string
  onBrand: string
  rule: string
}

const light = { page: '#f3f4f6', card: '#ffffff', text: '#111827', muted: '#4b5563', rule: '#e5e7eb' }
const dark = { page: '#0b0f19', card: '#1f2937', text: '#f9fafb', muted: '#d1d5db', rule: '#374151' }

/** The first of `candidates` that reads on `background` at the AA minimum for text, else the last. */
const readable = (background: string, candidates: string[]) =>
  candidates.find((c) => contrastRatio(c, background) >= minimumContrast.text) ?? candidates.at(-1)!

const hex = (colour: string) => (/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#1f2937')

/**
 * A mail's colours in the light and the dark scheme, contrast-safe whatever the organisation's
 * primary colour: text on the brand band and buttons is white, else black (one of the two reads on any colour);
 * links take the brand colour where it reads on the card, else the text colour (underlined, so a
 * link still looks like one). The brand band keeps its colour in both schemes.
 */
export function mailPalette(brand: Pick<MailBrand, 'primaryColor'>): { light: MailColours; dark: MailColours } {
  const primary = hex(brand.primaryColor)
  const onBrand = readable(primary, ['#ffffff', '#000000'])
  return {
    light: { ...light, brand: primary, onBrand, link: readable(light.card, [primary, light.text]) },
    dark: { ...dark, brand: primary, onBrand, link: readable(dark.card, [primary, '#93c5fd', dark.text]) },
  }
}

/** Each pair of foreground and background a mail shows, by where it shows: every one must read (tests/server/mail-templates.test.ts). */
export function colourPairs(c: MailColours): { where: string; foreground: string; background: string }[] {
  return [
    { where: 'text', foreground: c.text, background: c.card },
    { where: 'quiet text', foreground: c.muted, background: c.card },
    { where: 'links', foreground: c.link, background: c.card },
    { where: 'brand band and buttons', foreground: c.onBrand, background: c.brand },
    { where: 'footer', foreground: c.muted, background: c.page },
  ]
}
