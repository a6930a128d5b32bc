import type { TemplateVars } from '../mail/templates'

/*
 * The club's mails, in every language the product offers (tests/server/auth-mail.test.ts checks
 * none lacks one). A referral invitation goes to an address a member typed, so, like every mail,
 * it opens with our own sentence and carries none of the member's words: no name, no message
 * (docs/decisions.md#mails-open-with-our-words). `reward` is what the friend gets, already
 * formatted in the mail's language.
 */

type Rendered = { subject: string; text: string }
const rewardOf = (v: TemplateVars) => v.reward ?? ''

export const referralInvitation = {
  'en-US': (v: TemplateVars): Rendered => ({
    subject: `${v.orgName}: you are invited to join`,
    text: `A member of ${v.orgName} has invited you to join the travel club. Sign up with this link and, after your first completed stay, you receive a discount card of ${rewardOf(v)}:\n${v.link}\n\nIf you do not want to join, ignore this message; we will not write to you again about it.\n`,
  }),
  'es-ES': (v: TemplateVars): Rendered => ({
    subject: `${v.orgName}: le invitan a unirse`,
    text: `Un miembro de ${v.orgName} le ha invitado a unirse al club de viajes. Regístrese con este enlace y, tras su primera estancia completada, recibirá una tarjeta de descuento de ${rewardOf(v)}:\n${v.link}\n\nSi no desea unirse, ignore este mensaje; no volveremos a escribirle al respecto.\n`,
  }),
  'fr-FR': (v: TemplateVars): Rendered => ({
    subject: `${v.orgName} : vous êtes invité à nous rejoindre`,
    text: `Un membre de ${v.orgName} vous invite à rejoindre le club de voyage. Inscrivez-vous avec ce lien et, après votre premier séjour effectué, vous recevrez une carte de réduction de ${rewardOf(v)} :\n${v.link}\n\nSi vous ne souhaitez pas nous rejoindre, ignorez ce message ; nous ne vous écrirons plus à ce sujet.\n`,
  }),
  'de-DE': (v: TemplateVars): Rendered => ({
    subject: `${v.orgName}: Sie sind eingeladen`,
    text: `Ein Mitglied von ${v.orgName} hat Sie in den Reiseclub eingeladen. Melden Sie sich über diesen Link an, und nach Ihrem ersten abgeschlossenen Aufenthalt erhalten Sie eine Rabattkarte über ${rewardOf(v)}:\n${v.link}\n\nWenn Sie nicht beitreten möchten, ignorieren Sie diese Nachricht; wir schreiben Ihnen dazu nicht noch einmal.\n`,
  }),
}
