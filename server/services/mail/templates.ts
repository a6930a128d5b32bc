import type { I18n } from '@lingui/core'
import { mailI18n, mailLanguage, type MailLanguage } from './catalog'
import type { MailDocument } from './document'
import { renderHtml, type MailBrand } from './html'
import { renderText, spell, withCurrencyDecimals } from './text'
import {
  emailChangeConfirmMail,
  emailChangedNoticeMail,
  resetPasswordMail,
  signUpConfirmationMail,
  unlockAccountMail,
  verifyAccountMail,
} from './texts/account'
import { bookingCancellationMail, bookingConfirmationMail } from './texts/booking'
import { referralInvitationMail } from './texts/club'
import { quoteSentMail } from './texts/quote'
import type { TemplateVars } from './vars'

export { MAIL_LANGUAGES, mailLanguage, type MailLanguage } from './catalog'
export type { TemplateVars } from './vars'

/*
 * Every mail the product sends, by name. A template writes a document (./document.ts) of words
 * from the mail catalog (locales/<locale>/mail.po); rendering puts it into the recipient's
 * language as a plain-text part and an HTML part in the organisation's colours
 * (docs/decisions.md#mail-catalog). tests/server/mail-templates.test.ts renders each in every language.
 *
 * Every mail opens with our own sentence and greets nobody by name: anyone can sign up or book
 * with a stranger's address and a name of their choosing, and a greeting ("Hello <name>,") would
 * put their words first in a mail signed by the organisation (issue 14).
 */
export const templates = {
  'reset-password': resetPasswordMail,
  'verify-account': verifyAccountMail,
  'unlock-account': unlockAccountMail,
  'sign-up-confirmation': signUpConfirmationMail,
  'booking-confirmation': bookingConfirmationMail,
  'booking-cancellation': bookingCancellationMail,
  'email-change-confirm': emailChangeConfirmMail,
  'email-changed-notice': emailChangedNoticeMail,
  'quote-sent': quoteSentMail,
  'referral-invitation': referralInvitationMail,
} satisfies Record<string, (vars: TemplateVars) => MailDocument>

export type TemplateName = keyof typeof templates

export type Rendered = { subject: string; text: string; html: string; language: MailLanguage }

/** The brand of a mail without an organisation's own (tests, a store without branding). */
const plainBrand = (orgName: string): MailBrand => ({ name: orgName, logoUrl: null, primaryColor: '#1f2937' })

/**
 * Renders a mail in the recipient's language (en-US when the mails are not written in theirs):
 * subject, plain text and HTML in `brand`'s colours. `i18n` replaces the catalog (the tests hand
 * one that reports missing messages).
 */
export async function render(
  name: TemplateName,
  language: string,
  vars: TemplateVars,
  brand: MailBrand = plainBrand(vars.orgName),
  i18n?: I18n,
): Promise<Rendered> {
  const lang = mailLanguage(language)
  const words = i18n ?? mailI18n(lang)
  const doc = withCurrencyDecimals(templates[name](vars), brand.currencyDecimals ?? {})
  const subject = spell(words, doc.subject)
  return { subject, text: renderText(words, doc), html: await renderHtml(words, doc, brand, subject), language: lang }
}
