import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { AppDeps } from '../../app-env'
import { outgoingMail } from '../../store/schema'
import { render, type TemplateName, type TemplateVars } from './templates'

export type Mail = {
  orgId: number
  userId: number | null
  to: string
  language: string
  template: TemplateName
  vars: TemplateVars
}

// nodemailer is ~15 MB of resident memory: loaded with the first message, not at start.
const loadNodemailer = () => import('nodemailer').then((m) => m.default)

// One SMTP transport (and its connection pool) per URL, not one per message.
const smtpTransports = new Map<string, Transporter>()
const smtp = async (url: string) => {
  let transport = smtpTransports.get(url)
  if (!transport) smtpTransports.set(url, (transport = (await loadNodemailer()).createTransport(url)))
  return transport
}
// Builds the full RFC 822 message without sending it anywhere: what the outbox stores.
let composer: Transporter | undefined
const compose = async () =>
  (composer ??= (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }))

/**
 * Sends one templated message in the recipient's language: through SMTP when SMTP_URL is set,
 * otherwise as a real .eml file under DATA_DIR/outbox (openable in any mail client; the log
 * line names it). Either way a row in outgoing_mail records it.
 */
export async function sendMail(deps: Pick<AppDeps, 'store' | 'config' | 'logger' | 'now'>, mail: Mail) {
  const { config, logger } = deps
  const { subject, text, language } = render(mail.template, mail.language, mail.vars)
  const message = { from: config.MAIL_FROM, to: mail.to, subject, text }
  let transport: 'smtp' | 'outbox'
  let reference: string
  if (config.SMTP_URL) {
    transport = 'smtp'
    reference = (await (await smtp(config.SMTP_URL)).sendMail(message)).messageId
  } else {
    transport = 'outbox'
    const built = await (await compose()).sendMail(message)
    const outbox = resolve(config.DATA_DIR, 'outbox')
    await mkdir(outbox, { recursive: true })
    const stamp = (deps.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')
    reference = join(outbox, `${stamp}-${mail.template}-${randomBytes(4).toString('hex')}.eml`)
    await writeFile(reference, built.message as Buffer)
    logger.info('mail written to the outbox', { path: reference, template: mail.template })
  }
  await deps.store.db.insert(outgoingMail).values({
    orgId: mail.orgId,
    userId: mail.userId,
    recipient: mail.to,
    template: mail.template,
    language,
    subject,
    transport,
    reference,
    createdAt: deps.now?.() ?? new Date(),
  })
}
