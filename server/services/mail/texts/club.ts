import { say, type MailDocument } from '../document'
import type { TemplateVars } from '../vars'

/*
 * The club's mails. A referral invitation goes to an address a member typed, so, like every mail,
 * it opens with our own sentence and carries none of the member's words: no name, no message
 * (docs/decisions.md#mails-open-with-our-words). `reward` is what the friend gets.
 */

const w = {
  subject: /*i18n*/ { id: '{orgName}: you are invited to join', message: '{orgName}: you are invited to join' },
  intro: /*i18n*/ {
    id: 'A member of {orgName} has invited you to join the travel club.',
    message: 'A member of {orgName} has invited you to join the travel club.',
  },
  action: /*i18n*/ {
    id: 'Sign up with this link and, after your first completed stay, you receive a discount card of {reward}:',
    message: 'Sign up with this link and, after your first completed stay, you receive a discount card of {reward}:',
  },
  button: /*i18n*/ { id: 'Join {orgName}', message: 'Join {orgName}' },
  outro: /*i18n*/ {
    id: 'If you do not want to join, ignore this message; we will not write to you again about it.',
    message: 'If you do not want to join, ignore this message; we will not write to you again about it.',
  },
}

/** `referral-invitation`: a member's invitation to a friend, with the campaign's sign-up link. */
export const referralInvitationMail = (v: TemplateVars): MailDocument => ({
  subject: say(w.subject, { orgName: v.orgName }),
  blocks: [
    { kind: 'text', words: say(w.intro, { orgName: v.orgName }) },
    { kind: 'action', words: say(w.action, { reward: v.reward ?? '' }), button: say(w.button, { orgName: v.orgName }), href: v.link },
    { kind: 'text', words: w.outro },
  ],
})
