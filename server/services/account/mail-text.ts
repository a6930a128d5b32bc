import { minorDigits } from '@contract/money'
import type { MailLanguage, TemplateVars } from '../mail/templates'

/*
 * The account area's mails (issue 17) in every mail language: the confirmation of a new email
 * address (to the new address), the notice of the change (to the old one), and an agent's quote
 * (to the client). Like every mail, each opens with our own sentence and greets nobody: the
 * agent's and the client's names appear only after a label of ours.
 */

/** What a quote mail states: amounts are minor units of `currency`; dates are yyyy-mm-dd. */
export type QuoteMailSummary = {
  agentName: string
  agencyName: string | null
  validUntil: string
  currency: string
  totalMinor: number
  items: { title: string; subtitle: string; startsOn: string; endsOn: string; totalMinor: number }[]
}

type Rendered = { subject: string; text: string }
type Words = {
  confirmSubject: (org: string) => string
  confirmText: (org: string, link: string) => string
  noticeSubject: (org: string) => string
  noticeText: (org: string, masked: string, link: string) => string
  quoteSubject: (org: string) => string
  quoteIntro: (org: string) => string
  labels: { from: string; agency: string; validUntil: string; dates: string; price: string; total: string; open: string }
  quoteOutro: string
}

const WORDS: Record<MailLanguage, Words> = {
  'en-US': {
    confirmSubject: (org) => `${org}: confirm your new email address`,
    confirmText: (org, link) =>
      `Someone asked to use this address for an account at ${org}. To confirm it and make it the account's sign-in address, open this link within 24 hours:\n${link}\n\nIf you did not ask for this, ignore this message; nothing changes.\n`,
    noticeSubject: (org) => `${org}: your email address was changed`,
    noticeText: (org, masked, link) =>
      `The email address of your ${org} account was changed to ${masked}. From now on you sign in with the new address, and our mails go there.\n\nIf you did not make this change, contact us at once and choose a new password from the sign-in page:\n${link}\n`,
    quoteSubject: (org) => `${org}: your travel quote`,
    quoteIntro: (org) => `A travel quote from ${org} is ready for you. You can see the offers, their prices and book them online.`,
    labels: {
      from: 'Prepared by',
      agency: 'Agency',
      validUntil: 'Valid until',
      dates: 'Dates',
      price: 'Price',
      total: 'Total',
      open: 'See and accept your quote:',
    },
    quoteOutro: 'Prices are checked again when you open the quote.',
  },
  'es-ES': {
    confirmSubject: (org) => `${org}: confirme su nueva dirección de correo electrónico`,
    confirmText: (org, link) =>
      `Alguien ha pedido usar esta dirección para una cuenta de ${org}. Para confirmarla y convertirla en la dirección de inicio de sesión de la cuenta, abra este enlace en un plazo de 24 horas:\n${link}\n\nSi no lo ha solicitado, ignore este mensaje; no cambia nada.\n`,
    noticeSubject: (org) => `${org}: se ha cambiado su dirección de correo electrónico`,
    noticeText: (org, masked, link) =>
      `La dirección de correo electrónico de su cuenta de ${org} se ha cambiado a ${masked}. A partir de ahora inicia sesión con la nueva dirección y nuestros correos llegarán allí.\n\nSi no ha hecho este cambio, póngase en contacto con nosotros de inmediato y elija una nueva contraseña desde la página de inicio de sesión:\n${link}\n`,
    quoteSubject: (org) => `${org}: su presupuesto de viaje`,
    quoteIntro: (org) => `Su presupuesto de viaje de ${org} está listo. Puede ver las ofertas, sus precios y reservarlas en línea.`,
    labels: {
      from: 'Preparado por',
      agency: 'Agencia',
      validUntil: 'Válido hasta',
      dates: 'Fechas',
      price: 'Precio',
      total: 'Total',
      open: 'Vea y acepte su presupuesto:',
    },
    quoteOutro: 'Los precios se comprueban de nuevo al abrir el presupuesto.',
  },
  'fr-FR': {
    confirmSubject: (org) => `${org} : confirmez votre nouvelle adresse e-mail`,
    confirmText: (org, link) =>
      `Quelqu'un a demandé à utiliser cette adresse pour un compte ${org}. Pour la confirmer et en faire l'adresse de connexion du compte, ouvrez ce lien sous 24 heures :\n${link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message ; rien ne change.\n`,
    noticeSubject: (org) => `${org} : votre adresse e-mail a été modifiée`,
    noticeText: (org, masked, link) =>
      `L'adresse e-mail de votre compte ${org} a été remplacée par ${masked}. Vous vous connectez désormais avec la nouvelle adresse, et nos e-mails y sont envoyés.\n\nSi vous n'avez pas fait ce changement, contactez-nous immédiatement et choisissez un nouveau mot de passe depuis la page de connexion :\n${link}\n`,
    quoteSubject: (org) => `${org} : votre devis de voyage`,
    quoteIntro: (org) => `Votre devis de voyage de ${org} est prêt. Vous pouvez consulter les offres, leurs prix et les réserver en ligne.`,
    labels: {
      from: 'Préparé par',
      agency: 'Agence',
      validUntil: "Valable jusqu'au",
      dates: 'Dates',
      price: 'Prix',
      total: 'Total',
      open: 'Consultez et acceptez votre devis :',
    },
    quoteOutro: "Les prix sont vérifiés à nouveau à l'ouverture du devis.",
  },
  'de-DE': {
    confirmSubject: (org) => `${org}: Bestätigen Sie Ihre neue E-Mail-Adresse`,
    confirmText: (org, link) =>
      `Jemand möchte diese Adresse für ein Konto bei ${org} verwenden. Um sie zu bestätigen und zur Anmeldeadresse des Kontos zu machen, öffnen Sie diesen Link innerhalb von 24 Stunden:\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; es ändert sich nichts.\n`,
    noticeSubject: (org) => `${org}: Ihre E-Mail-Adresse wurde geändert`,
    noticeText: (org, masked, link) =>
      `Die E-Mail-Adresse Ihres Kontos bei ${org} wurde in ${masked} geändert. Ab jetzt melden Sie sich mit der neuen Adresse an, und unsere E-Mails gehen dorthin.\n\nWenn Sie diese Änderung nicht vorgenommen haben, wenden Sie sich sofort an uns und wählen Sie auf der Anmeldeseite ein neues Passwort:\n${link}\n`,
    quoteSubject: (org) => `${org}: Ihr Reiseangebot`,
    quoteIntro: (org) => `Ihr Reiseangebot von ${org} ist fertig. Sie können die Angebote und ihre Preise ansehen und online buchen.`,
    labels: {
      from: 'Erstellt von',
      agency: 'Agentur',
      validUntil: 'Gültig bis',
      dates: 'Reisedaten',
      price: 'Preis',
      total: 'Gesamtpreis',
      open: 'Angebot ansehen und annehmen:',
    },
    quoteOutro: 'Die Preise werden beim Öffnen des Angebots erneut geprüft.',
  },
}

// Display only: the amount is an exact integer; dividing it for Intl loses nothing at two decimals.
const money = (language: MailLanguage, minor: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 10 ** minorDigits(currency))
const day = (language: MailLanguage, date: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

function quoteLines(language: MailLanguage, q: QuoteMailSummary): string[] {
  const l = WORDS[language].labels
  return [
    `${l.from}: ${q.agentName}`,
    ...(q.agencyName ? [`${l.agency}: ${q.agencyName}`] : []),
    `${l.validUntil}: ${day(language, q.validUntil)}`,
    ...q.items.flatMap((item) => [
      '',
      item.subtitle ? `${item.title} – ${item.subtitle}` : item.title,
      `${l.dates}: ${day(language, item.startsOn)} – ${day(language, item.endsOn)}`,
      `${l.price}: ${money(language, item.totalMinor, q.currency)}`,
    ]),
    '',
    `${l.total}: ${money(language, q.totalMinor, q.currency)}`,
  ]
}

const byLanguage = (make: (language: MailLanguage) => (v: TemplateVars) => Rendered) =>
  ({ 'en-US': make('en-US'), 'es-ES': make('es-ES'), 'fr-FR': make('fr-FR'), 'de-DE': make('de-DE') }) satisfies Record<
    MailLanguage,
    unknown
  >

/** `email-change-confirm`: to the new address, with the link that makes the change. */
export const emailChangeConfirm = byLanguage((language) => (v) => ({
  subject: WORDS[language].confirmSubject(v.orgName),
  text: WORDS[language].confirmText(v.orgName, v.link),
}))

/** `email-changed-notice`: to the old address once the change is made, naming the new one masked. */
export const emailChangedNotice = byLanguage((language) => (v) => ({
  subject: WORDS[language].noticeSubject(v.orgName),
  text: WORDS[language].noticeText(v.orgName, v.maskedEmail ?? '…', v.link),
}))

/** `quote-sent`: to an agent's client, with the quote's link. */
export const quoteSent = byLanguage((language) => (v) => {
  const w = WORDS[language]
  return {
    subject: w.quoteSubject(v.orgName),
    text: [
      w.quoteIntro(v.orgName),
      '',
      ...(v.quote ? quoteLines(language, v.quote) : []),
      '',
      w.labels.open,
      v.link,
      '',
      w.quoteOutro,
      '',
    ].join('\n'),
  }
})

/** "maria@example.com" → "m•••a@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local.at(-1)}`
  return `${shown}${email.slice(at)}`
}
