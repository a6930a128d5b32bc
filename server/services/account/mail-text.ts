/*
 * The masked address the email-changed notice names (server/services/mail/texts/account.ts has its words).
 */

/** "maria@example.com" → "m•••a@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at)
  const shown = local.length <= 2 ? `${local[0] ?? ''}•••` : `${local[0]}•••${local.at(-1)}`
  return `${shown}${email.slice(at)}`
}
