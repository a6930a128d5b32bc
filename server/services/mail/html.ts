import type { I18n } from '@lingui/core'
import type { MailDocument } from './document'
import type { MailBrand } from './palette'

export type { MailBrand } from './palette'

// react-email (and React's server renderer) is loaded with the first mail, not at start, as nodemailer is.
const loadLayout = () => import('./html-layout')

/** The HTML part of a mail: the document in the organisation's name, logo and colours, readable without images and in a dark client. */
export async function renderHtml(i18n: I18n, doc: MailDocument, brand: MailBrand, subject: string): Promise<string> {
  return (await loadLayout()).renderMailHtml(i18n, doc, brand, subject)
}
