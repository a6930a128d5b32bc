import { say, type MailDocument } from '../document'
import type { TemplateVars } from '../vars'

/*
 * The accounts' mails (sign-up, confirmation, password reset, unlock, email change). Their words
 * are descriptors of the mail catalog (locales/<locale>/mail.po, `npm run i18n:extract`); like
 * every mail, each opens with our own sentence and greets nobody by name (issue 14).
 */

const resetPassword = {
  subject: /*i18n*/ { id: '{orgName}: reset your password', message: '{orgName}: reset your password' },
  intro: /*i18n*/ {
    id: 'We have received a request to reset the password of your {orgName} account.',
    message: 'We have received a request to reset the password of your {orgName} account.',
  },
  action: /*i18n*/ {
    id: 'To choose a new password, open this link within one hour:',
    message: 'To choose a new password, open this link within one hour:',
  },
  button: /*i18n*/ { id: 'Choose a new password', message: 'Choose a new password' },
  outro: /*i18n*/ {
    id: 'If you did not ask for this, ignore this message; your password stays as it is.',
    message: 'If you did not ask for this, ignore this message; your password stays as it is.',
  },
}

const verifyAccount = {
  subject: /*i18n*/ { id: '{orgName}: confirm your email address', message: '{orgName}: confirm your email address' },
  intro: /*i18n*/ {
    id: 'Please confirm your email address for your {orgName} account.',
    message: 'Please confirm your email address for your {orgName} account.',
  },
  action: /*i18n*/ { id: 'Open this link within 48 hours:', message: 'Open this link within 48 hours:' },
  button: /*i18n*/ { id: 'Confirm my email address', message: 'Confirm my email address' },
}

const unlockAccount = {
  subject: /*i18n*/ { id: '{orgName}: unlock your account', message: '{orgName}: unlock your account' },
  intro: /*i18n*/ {
    id: 'Someone tried to sign in to your account with a wrong password several times, so we are holding back sign-ins from where they tried.',
    message:
      'Someone tried to sign in to your account with a wrong password several times, so we are holding back sign-ins from where they tried.',
  },
  action: /*i18n*/ {
    id: 'If it was you, or to lift the hold at once, open this link within one hour and then sign in:',
    message: 'If it was you, or to lift the hold at once, open this link within one hour and then sign in:',
  },
  button: /*i18n*/ { id: 'Unlock my account', message: 'Unlock my account' },
  outro: /*i18n*/ {
    id: 'Your password still works from your usual devices. If it was not you, consider choosing a new password.',
    message: 'Your password still works from your usual devices. If it was not you, consider choosing a new password.',
  },
}

const signUp = {
  subject: /*i18n*/ {
    id: '{orgName}: welcome! Please confirm your email address',
    message: '{orgName}: welcome! Please confirm your email address',
  },
  intro: /*i18n*/ { id: 'Thank you for joining {orgName}.', message: 'Thank you for joining {orgName}.' },
  action: /*i18n*/ {
    id: 'To finish your registration, confirm your email address by opening this link within 48 hours:',
    message: 'To finish your registration, confirm your email address by opening this link within 48 hours:',
  },
  outro: /*i18n*/ {
    id: 'If you did not sign up, ignore this message; without the confirmation nobody can sign in to the account.',
    message: 'If you did not sign up, ignore this message; without the confirmation nobody can sign in to the account.',
  },
}

const emailChange = {
  subject: /*i18n*/ { id: '{orgName}: confirm your new email address', message: '{orgName}: confirm your new email address' },
  intro: /*i18n*/ {
    id: 'Someone asked to use this address for an account at {orgName}.',
    message: 'Someone asked to use this address for an account at {orgName}.',
  },
  action: /*i18n*/ {
    id: "To confirm it and make it the account's sign-in address, open this link within 24 hours:",
    message: "To confirm it and make it the account's sign-in address, open this link within 24 hours:",
  },
  button: /*i18n*/ { id: 'Confirm the new address', message: 'Confirm the new address' },
  outro: /*i18n*/ {
    id: 'If you did not ask for this, ignore this message; nothing changes.',
    message: 'If you did not ask for this, ignore this message; nothing changes.',
  },
}

const emailChanged = {
  subject: /*i18n*/ { id: '{orgName}: your email address was changed', message: '{orgName}: your email address was changed' },
  intro: /*i18n*/ {
    id: 'The email address of your {orgName} account was changed to {maskedEmail}. From now on you sign in with the new address, and our mails go there.',
    message:
      'The email address of your {orgName} account was changed to {maskedEmail}. From now on you sign in with the new address, and our mails go there.',
  },
  action: /*i18n*/ {
    id: 'If you did not make this change, contact us at once and choose a new password from the sign-in page:',
    message: 'If you did not make this change, contact us at once and choose a new password from the sign-in page:',
  },
  button: /*i18n*/ { id: 'Go to the sign-in page', message: 'Go to the sign-in page' },
}

const org = (v: TemplateVars) => ({ orgName: v.orgName })

/** `reset-password`: the link that chooses a new password. */
export const resetPasswordMail = (v: TemplateVars): MailDocument => ({
  subject: say(resetPassword.subject, org(v)),
  blocks: [
    { kind: 'text', words: say(resetPassword.intro, org(v)) },
    { kind: 'action', words: resetPassword.action, button: resetPassword.button, href: v.link },
    { kind: 'text', words: resetPassword.outro },
  ],
})

/** `verify-account`: a new confirmation link (the resend). */
export const verifyAccountMail = (v: TemplateVars): MailDocument => ({
  subject: say(verifyAccount.subject, org(v)),
  blocks: [
    { kind: 'text', words: say(verifyAccount.intro, org(v)) },
    { kind: 'action', words: verifyAccount.action, button: verifyAccount.button, href: v.link },
  ],
})

/** `unlock-account`: sent when failed sign-ins lock an address out or throttle the account (sign-in-limits.ts). */
export const unlockAccountMail = (v: TemplateVars): MailDocument => ({
  subject: say(unlockAccount.subject, org(v)),
  blocks: [
    { kind: 'text', words: unlockAccount.intro },
    { kind: 'action', words: unlockAccount.action, button: unlockAccount.button, href: v.link },
    { kind: 'text', words: unlockAccount.outro },
  ],
})

/** `sign-up-confirmation`: the first confirmation after sign-up; it welcomes as well as asks. */
export const signUpConfirmationMail = (v: TemplateVars): MailDocument => ({
  subject: say(signUp.subject, org(v)),
  blocks: [
    { kind: 'text', words: say(signUp.intro, org(v)) },
    { kind: 'action', words: signUp.action, button: verifyAccount.button, href: v.link },
    { kind: 'text', words: signUp.outro },
  ],
})

/** `email-change-confirm`: to the new address, with the link that makes the change. */
export const emailChangeConfirmMail = (v: TemplateVars): MailDocument => ({
  subject: say(emailChange.subject, org(v)),
  blocks: [
    { kind: 'text', words: say(emailChange.intro, org(v)) },
    { kind: 'action', words: emailChange.action, button: emailChange.button, href: v.link },
    { kind: 'text', words: emailChange.outro },
  ],
})

/** `email-changed-notice`: to the old address once the change is made, naming the new one masked. */
export const emailChangedNoticeMail = (v: TemplateVars): MailDocument => ({
  subject: say(emailChanged.subject, org(v)),
  blocks: [
    { kind: 'text', words: say(emailChanged.intro, { ...org(v), maskedEmail: v.maskedEmail ?? '…' }) },
    { kind: 'action', words: emailChanged.action, button: emailChanged.button, href: v.link },
  ],
})
