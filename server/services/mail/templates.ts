import { bookingCancellation, bookingConfirmation, type BookingMailSummary } from '../reservations/mail-text'
import { emailChangeConfirm, emailChangedNotice, quoteSent, type QuoteMailSummary } from '../account/mail-text'
import { referralInvitation } from '../club/mail-text'

/*
 * The mails the accounts and booking flows send, in every language the product offers (docs/rules.md#constants
 * default en-US). tests/server/auth-mail.test.ts checks that no template lacks a language.
 *
 * Every mail opens with our own sentence and greets nobody by name: anyone can sign up or book
 * with a stranger's address and a name of their choosing, and a greeting ("Hello <name>,") would
 * put their words first in a mail signed by the organisation (issue 14). So the templates take no
 * name at all; the booking mails state the guest's name only after a label of ours.
 */

export const MAIL_LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE'] as const
export type MailLanguage = (typeof MAIL_LANGUAGES)[number]
/** `booking` is the reservation the booking mails state (they render without it, minus the details). */
export type TemplateVars = {
  link: string
  orgName: string
  booking?: BookingMailSummary
  /** The email-changed notice: the new address, masked. */
  maskedEmail?: string
  /** An agent's quote to a client. */
  quote?: QuoteMailSummary
  /** What a referral invitation offers the friend, formatted in the mail's language (club/mail-text.ts). */
  reward?: string
}
type Rendered = { subject: string; text: string }
type Template = Record<MailLanguage, (v: TemplateVars) => Rendered>

export const templates = {
  'reset-password': {
    'en-US': (v) => ({
      subject: `${v.orgName}: reset your password`,
      text: `We have received a request to reset the password of your ${v.orgName} account.\n\nTo choose a new password, open this link within one hour:\n${v.link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
    }),
    'es-ES': (v) => ({
      subject: `${v.orgName}: restablezca su contraseña`,
      text: `Hemos recibido una solicitud para restablecer la contraseña de su cuenta de ${v.orgName}.\n\nPara elegir una nueva contraseña, abra este enlace en el plazo de una hora:\n${v.link}\n\nSi no lo ha solicitado, ignore este mensaje; su contraseña no cambia.\n`,
    }),
    'fr-FR': (v) => ({
      subject: `${v.orgName} : réinitialisez votre mot de passe`,
      text: `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${v.orgName}.\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${v.link}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message ; votre mot de passe reste inchangé.\n`,
    }),
    'de-DE': (v) => ({
      subject: `${v.orgName}: Passwort zurücksetzen`,
      text: `Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos bei ${v.orgName} zurückzusetzen.\n\nUm ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb einer Stunde:\n${v.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.\n`,
    }),
  },
  'verify-account': {
    'en-US': (v) => ({
      subject: `${v.orgName}: confirm your email address`,
      text: `Please confirm your email address by opening this link within 48 hours:\n${v.link}\n`,
    }),
    'es-ES': (v) => ({
      subject: `${v.orgName}: confirme su dirección de correo electrónico`,
      text: `Confirme su dirección de correo electrónico abriendo este enlace en un plazo de 48 horas:\n${v.link}\n`,
    }),
    'fr-FR': (v) => ({
      subject: `${v.orgName} : confirmez votre adresse e-mail`,
      text: `Veuillez confirmer votre adresse e-mail en ouvrant ce lien sous 48 heures :\n${v.link}\n`,
    }),
    'de-DE': (v) => ({
      subject: `${v.orgName}: E-Mail-Adresse bestätigen`,
      text: `Bitte bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link innerhalb von 48 Stunden öffnen:\n${v.link}\n`,
    }),
  },
  // Sent when failed sign-ins lock an address out of the account or throttle it (sign-in-limits.ts).
  'unlock-account': {
    'en-US': (v) => ({
      subject: `${v.orgName}: unlock your account`,
      text: `Someone tried to sign in to your account with a wrong password several times, so we are holding back sign-ins from where they tried. If it was you, or to lift the hold at once, open this link within one hour and then sign in:\n${v.link}\n\nYour password still works from your usual devices. If it was not you, consider choosing a new password.\n`,
    }),
    'es-ES': (v) => ({
      subject: `${v.orgName}: desbloquee su cuenta`,
      text: `Alguien ha intentado varias veces iniciar sesión en su cuenta con una contraseña incorrecta, por lo que retenemos los inicios de sesión desde donde lo intentó. Si fue usted, o para levantar el bloqueo de inmediato, abra este enlace en el plazo de una hora y luego inicie sesión:\n${v.link}\n\nSu contraseña sigue funcionando desde sus dispositivos habituales. Si no fue usted, le recomendamos elegir una nueva contraseña.\n`,
    }),
    'fr-FR': (v) => ({
      subject: `${v.orgName} : débloquez votre compte`,
      text: `Quelqu'un a essayé plusieurs fois de se connecter à votre compte avec un mauvais mot de passe ; nous retenons donc les connexions depuis l'endroit où il a essayé. Si c'était vous, ou pour lever le blocage tout de suite, ouvrez ce lien dans l'heure, puis connectez-vous :\n${v.link}\n\nVotre mot de passe fonctionne toujours depuis vos appareils habituels. Si ce n'était pas vous, pensez à choisir un nouveau mot de passe.\n`,
    }),
    'de-DE': (v) => ({
      subject: `${v.orgName}: Konto entsperren`,
      text: `Jemand hat mehrmals versucht, sich mit einem falschen Passwort bei Ihrem Konto anzumelden, daher halten wir Anmeldungen von dort zurück. Wenn Sie es waren, oder um die Sperre sofort aufzuheben, öffnen Sie diesen Link innerhalb einer Stunde und melden Sie sich dann an:\n${v.link}\n\nIhr Passwort funktioniert auf Ihren gewohnten Geräten weiterhin. Wenn Sie es nicht waren, wählen Sie am besten ein neues Passwort.\n`,
    }),
  },
  // The first confirmation after sign-up: it welcomes as well as asks (verify-account is the resend).
  'sign-up-confirmation': {
    'en-US': (v) => ({
      subject: `${v.orgName}: welcome! Please confirm your email address`,
      text: `Thank you for joining ${v.orgName}. To finish your registration, confirm your email address by opening this link within 48 hours:\n${v.link}\n\nIf you did not sign up, ignore this message; without the confirmation nobody can sign in to the account.\n`,
    }),
    'es-ES': (v) => ({
      subject: `${v.orgName}: ¡bienvenido! Confirme su dirección de correo electrónico`,
      text: `Gracias por unirse a ${v.orgName}. Para completar su registro, confirme su dirección de correo electrónico abriendo este enlace en un plazo de 48 horas:\n${v.link}\n\nSi no se ha registrado, ignore este mensaje; sin la confirmación nadie puede iniciar sesión en la cuenta.\n`,
    }),
    'fr-FR': (v) => ({
      subject: `${v.orgName} : bienvenue ! Confirmez votre adresse e-mail`,
      text: `Merci de rejoindre ${v.orgName}. Pour terminer votre inscription, confirmez votre adresse e-mail en ouvrant ce lien sous 48 heures :\n${v.link}\n\nSi vous ne vous êtes pas inscrit, ignorez ce message ; sans la confirmation, personne ne peut se connecter au compte.\n`,
    }),
    'de-DE': (v) => ({
      subject: `${v.orgName}: Willkommen! Bitte bestätigen Sie Ihre E-Mail-Adresse`,
      text: `Danke, dass Sie sich bei ${v.orgName} angemeldet haben. Um Ihre Registrierung abzuschließen, bestätigen Sie Ihre E-Mail-Adresse, indem Sie diesen Link innerhalb von 48 Stunden öffnen:\n${v.link}\n\nWenn Sie sich nicht angemeldet haben, ignorieren Sie diese Nachricht; ohne Bestätigung kann sich niemand bei dem Konto anmelden.\n`,
    }),
  },
  // The booking mails' texts live with the reservations (server/services/reservations/mail-text.ts).
  'booking-confirmation': bookingConfirmation,
  'booking-cancellation': bookingCancellation,
  // The account area's mails (issue 17): server/services/account/mail-text.ts.
  'email-change-confirm': emailChangeConfirm,
  'email-changed-notice': emailChangedNotice,
  'quote-sent': quoteSent,
  // The club's mails live with the club (server/services/club/mail-text.ts).
  'referral-invitation': referralInvitation,
} satisfies Record<string, Template>

export type TemplateName = keyof typeof templates

/** The recipient's language when we have the template in it, else the default (en-US). */
export function mailLanguage(language: string): MailLanguage {
  return (MAIL_LANGUAGES as readonly string[]).includes(language) ? (language as MailLanguage) : 'en-US'
}

export function render(name: TemplateName, language: string, vars: TemplateVars): Rendered & { language: MailLanguage } {
  const lang = mailLanguage(language)
  return { ...templates[name][lang](vars), language: lang }
}
