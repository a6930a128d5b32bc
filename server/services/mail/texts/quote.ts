import { say, type MailDocument, type Words } from '../document'
import type { TemplateVars } from '../vars'

/** What a quote mail states: amounts are minor units of `currency`; dates are yyyy-mm-dd. */
export type QuoteMailSummary = {
  agentName: string
  agencyName: string | null
  validUntil: string
  currency: string
  totalMinor: number
  items: { title: string; subtitle: string; startsOn: string; endsOn: string; totalMinor: number }[]
}

const w = {
  subject: /*i18n*/ { id: '{orgName}: your travel quote', message: '{orgName}: your travel quote' },
  intro: /*i18n*/ {
    id: 'A travel quote from {orgName} is ready for you. You can see the offers, their prices and book them online.',
    message: 'A travel quote from {orgName} is ready for you. You can see the offers, their prices and book them online.',
  },
  from: /*i18n*/ { id: 'Prepared by', message: 'Prepared by' },
  agency: /*i18n*/ { id: 'Agency', message: 'Agency' },
  validUntil: /*i18n*/ { id: 'Valid until', message: 'Valid until' },
  dates: /*i18n*/ { id: 'Dates', message: 'Dates' },
  price: /*i18n*/ { id: 'Price', message: 'Price' },
  total: /*i18n*/ { id: 'Total', message: 'Total' },
  open: /*i18n*/ { id: 'See and accept your quote:', message: 'See and accept your quote:' },
  button: /*i18n*/ { id: 'See my quote', message: 'See my quote' },
  outro: /*i18n*/ { id: 'Prices are checked again when you open the quote.', message: 'Prices are checked again when you open the quote.' },
} satisfies Record<string, Words>

/**
 * `quote-sent`: to an agent's client, with the quote's link. Like every mail it opens with our own
 * sentence: the agent's and the client's names appear only after a label of ours.
 */
export const quoteSentMail = (v: TemplateVars): MailDocument => {
  const q = v.quote
  return {
    subject: say(w.subject, { orgName: v.orgName }),
    blocks: [
      { kind: 'text', words: say(w.intro, { orgName: v.orgName }) },
      ...(q
        ? [
            {
              kind: 'rows' as const,
              rows: [
                { label: w.from, value: q.agentName },
                ...(q.agencyName ? [{ label: w.agency, value: q.agencyName }] : []),
                { label: w.validUntil, value: { day: q.validUntil } },
              ],
            },
            ...q.items.map((item) => ({
              kind: 'item' as const,
              title: item.subtitle ? `${item.title} – ${item.subtitle}` : item.title,
              rows: [
                { label: w.dates, value: { days: [item.startsOn, item.endsOn] as [string, string] } },
                { label: w.price, value: { minor: item.totalMinor, currency: q.currency } },
              ],
            })),
            { kind: 'rows' as const, rows: [{ label: w.total, value: { minor: q.totalMinor, currency: q.currency } }] },
          ]
        : []),
      { kind: 'action', words: w.open, button: w.button, href: v.link },
      { kind: 'text', words: w.outro },
    ],
  }
}
