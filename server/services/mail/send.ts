import { access, mkdir, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { Config } from '../../config'
import { MAIL_DELIVERY } from './outbox'

/** A mail as the outbox holds it: rendered, addressed, numbered. */
export type OutgoingMail = {
  id: number
  recipient: string
  /** The organisation's own sender; null: the deployment's MAIL_FROM. */
  sender?: string | null
  subject: string
  body: string
  /** The HTML part; null for a mail enqueued before mails had one (it goes as plain text). */
  html?: string | null
  template: string
  createdAt: Date
}
export type Delivered = { transport: 'smtp' | 'outbox'; reference: string }

// nodemailer is ~15 MB of resident memory: loaded with the first message, not at start.
const loadNodemailer = () => import('nodemailer').then((m) => m.default)

// One SMTP transport (and its connection pool) per URL, not one per message.
const smtpTransports = new Map<string, Transporter>()
const smtp = async (url: string) => {
  let transport = smtpTransports.get(url)
  if (!transport) {
    const { connection, greeting, socket } = MAIL_DELIVERY.smtpTimeoutsMs
    const options = { url, connectionTimeout: connection, greetingTimeout: greeting, socketTimeout: socket }
    smtpTransports.set(url, (transport = (await loadNodemailer()).createTransport(options)))
  }
  return transport
}
// Builds the full RFC 822 message without sending it anywhere: what the outbox folder stores.
let composer: Transporter | undefined
const compose = async () =>
  (composer ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }))

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  )

/**
 * Delivers one mail, from the organisation's own sender when it has one (else MAIL_FROM), as
 * multipart/alternative (the plain text, then the HTML): through SMTP when SMTP_URL is set,
 * otherwise as a real .eml file under DATA_DIR/outbox (openable in any mail client). Both parts
 * are quoted-printable, so each stays readable in the raw file. The Message-ID is the mail's own, so a receiver
 * can drop the copy a crash between sending and marking it sent would repeat; the .eml file is
 * named by the mail and written whole (a temporary file renamed), so a repeat writes nothing.
 */
export async function deliverMail(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, mail: OutgoingMail): Promise<Delivered> {
  const from = mail.sender ?? config.MAIL_FROM
  const domain = /@([^\s@<>]+)>?$/.exec(from)?.[1] ?? 'travel-club.invalid'
  const message = {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.body,
    ...(mail.html && { html: mail.html }),
    textEncoding: 'quoted-printable' as const,
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`,
  }
  if (config.SMTP_URL) {
    return { transport: 'smtp', reference: (await (await smtp(config.SMTP_URL)).sendMail(message)).messageId }
  }
  const outbox = resolve(config.DATA_DIR, 'outbox')
  const stamp = mail.createdAt.toISOString().replace(/[:.]/g, '-')
  const path = join(outbox, `${stamp}-${mail.template}-${String(mail.id).padStart(8, '0')}.eml`)
  if (!(await exists(path))) {
    const built = await (await compose()).sendMail(message)
    await mkdir(outbox, { recursive: true })
    await writeFile(`${path}.partial`, built.message as Buffer)
    await rename(`${path}.partial`, path)
  }
  return { transport: 'outbox', reference: path }
}
