import { and, eq, isNotNull, sql } from 'drizzle-orm'
import { currencies, orgCurrencies, outgoingMail } from '../../store/schema'
import type { Db } from '../../store/store'
import { organisationOfId } from '../host-cache'
import type { Organisation } from '../organisation'
import type { MailBrand } from './palette'
import { render, type TemplateName, type TemplateVars } from './templates'

export type Mail = {
  orgId: number
  userId: number | null
  to: string
  language: string
  template: TemplateName
  vars: TemplateVars
}

/** The channel a committed mail notifies: the sender wakes on it (at commit, not before). */
export const MAIL_CHANNEL = 'mail_outbox'

const SECOND = 1000
const MINUTE = 60 * SECOND
/**
 * How the sender delivers (docs/api.md "Limits"): a failed attempt is tried again after 30 s,
 * doubling up to 32 min; the 8th failure gives the mail up (about 64 min of trying, longer than
 * a usual SMTP relay outage). A claim holds a mail for 2 min, more than the SMTP timeouts add up
 * to, so a live sender never loses its claim mid-send. Leftovers (a crash, a lost wake, a retry
 * that fell due) are picked up every 2 s.
 */
export const MAIL_DELIVERY = {
  maxAttempts: 8,
  firstRetryMs: 30 * SECOND,
  maxRetryMs: 32 * MINUTE,
  claimMs: 2 * MINUTE,
  pollMs: 2 * SECOND,
  batch: 20,
  smtpTimeoutsMs: { connection: 10 * SECOND, greeting: 10 * SECOND, socket: 30 * SECOND },
} as const

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_DELIVERY.firstRetryMs * 2 ** (attempts - 1), MAIL_DELIVERY.maxRetryMs)
}

/** The organisation's brand as its mails show it: its logo as an absolute address, beside the mail's own links. */
export function mailBrand(
  org: Pick<Organisation, 'name' | 'logoUrl' | 'primaryColor'>,
  link: string,
  currencyDecimals: Readonly<Record<string, number>> = {},
): MailBrand {
  const logo = org.logoUrl && URL.canParse(org.logoUrl, link) ? new URL(org.logoUrl, link) : null
  // An SVG file of the organisation's own is sent as its PNG rendition: most mail clients show no SVG.
  const own = logo && /^\/api\/brand\/[^/]+\/[^/]+\.svg$/i.test(logo.pathname)
  if (logo && own) logo.pathname = logo.pathname.replace(/\.svg$/i, '.png')
  return {
    name: org.name,
    logoUrl: logo && /^https?:$/.test(logo.protocol) ? logo.href : null,
    primaryColor: org.primaryColor,
    currencyDecimals,
  }
}

/** The decimals an organisation sets for its currencies, by code (org_currencies.decimals; issue 21). */
async function currencyDecimalsOf(db: Db, orgId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ code: currencies.code, decimals: orgCurrencies.decimals })
    .from(orgCurrencies)
    .innerJoin(currencies, eq(currencies.id, orgCurrencies.currencyId))
    .where(and(eq(orgCurrencies.orgId, orgId), isNotNull(orgCurrencies.decimals)))
  return Object.fromEntries(rows.map((r) => [r.code, r.decimals!]))
}

/**
 * Puts one templated mail in the outbox, rendered now in the recipient's language (plain text and
 * HTML in the organisation's brand) and addressed from the organisation's own sender (`mailFrom`;
 * null: the deployment's MAIL_FROM at delivery), inside the caller's transaction `tx`: it exists
 * exactly when what it announces committed, and the sender is woken at that commit. Delivery
 * never depends on code or data that changes after it.
 */
export async function enqueueMail(tx: Db, mail: Mail, now: Date = new Date()): Promise<void> {
  const org = await organisationOfId(tx, mail.orgId)
  const brand = org ? mailBrand(org, mail.vars.link, await currencyDecimalsOf(tx, org.id)) : undefined
  const { subject, text, html, language } = await render(mail.template, mail.language, mail.vars, brand)
  await tx.insert(outgoingMail).values({
    orgId: mail.orgId,
    userId: mail.userId,
    recipient: mail.to,
    sender: org?.mailFrom ?? null,
    template: mail.template,
    language,
    subject,
    body: text,
    html,
    createdAt: now,
    nextAttemptAt: now,
  })
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`)
}
