import { z } from 'zod'

/**
 * An organisation's mail sender, `Display Name <address@domain>` (`mailFrom` in the organisation
 * file): the name its members see in their inbox and an address. The name may not hold the
 * characters that would make the header mean something else (RFC 5322 specials such as `,` or
 * `<`), so it goes out exactly as written.
 */
const MAILBOX = /^([^<>()[\]\\,;:@"\r\n]{1,64}?)\s*<([^<>\s]+)>$/

export const mailbox = z
  .string()
  .trim()
  .max(254 + 70)
  .superRefine((value, ctx) => {
    const match = MAILBOX.exec(value)
    const name = match?.[1]?.trim()
    if (!match || !name) {
      ctx.addIssue({ code: 'custom', message: 'must be a name and an address, like Coastline Escapes <bookings@coastline.example>' })
      return
    }
    if (!z.email().max(254).safeParse(match[2]).success) {
      ctx.addIssue({ code: 'custom', message: `${JSON.stringify(match[2])} is not an email address` })
    }
  })
  // One space between the name and the address, whatever was typed.
  .transform((value) => value.replace(MAILBOX, (_, name: string, address: string) => `${name.trim()} <${address}>`))
