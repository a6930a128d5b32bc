import { assign, fromPromise, setup } from 'xstate'
import { EMAIL_PATTERN } from '@contract/schemas/sign-up'
import { sanitiseEmail } from '@contract/schemas/auth'
import { clubErrorCode, type ClubErrorCode } from '@machines/club-errors'

/*
 * Sharing a referral programme (/referral/programs, docs/screens.md#referral-programmes): copy the
 * member's link, or have the product mail it to a friend. Two independent parts, so copying never
 * waits for a mail and a mail never clears the "copied" note.
 */

export type ReferralShareInput = { campaign: string; link: string; lang: string }
export type ReferralShareEvent = { type: 'link.copy' } | { type: 'email.change'; value: string } | { type: 'mail.send' }
export type EmailFieldError = 'REQUIRED' | 'INVALID'

type Context = ReferralShareInput & {
  email: string
  fieldError: EmailFieldError | null
  error: ClubErrorCode | null
  /** The address the last invitation went to. */
  sentTo: string | null
}

/** What is wrong with the typed address, if anything (the server checks the same pattern). */
export function emailError(email: string): EmailFieldError | null {
  const clean = sanitiseEmail(email)
  if (clean === '') return 'REQUIRED'
  return EMAIL_PATTERN.test(clean) ? null : 'INVALID'
}

export const referralShareMachine = setup({
  types: { context: {} as Context, events: {} as ReferralShareEvent, input: {} as ReferralShareInput },
  actors: {
    copyLink: fromPromise<void, string>(async ({ input }) => {
      await navigator.clipboard.writeText(input)
    }),
    sendMail: fromPromise<string, { campaign: string; email: string; lang: string }>(async ({ input, signal }) =>
      (await import('@/api/referrals')).shareByMail(input, signal),
    ),
  },
  guards: {
    emailRefused: ({ context }) => emailError(context.email) !== null,
  },
  actions: {
    // Stryker disable next-line ConditionalExpression: only email.change runs this action, so the event check is always true
    setEmail: assign(({ event }) => (event.type === 'email.change' ? { email: event.value, fieldError: null, error: null } : {})),
    markEmail: assign(({ context }) => ({ fieldError: emailError(context.email), error: null })),
  },
}).createMachine({
  id: 'referralShare',
  context: ({ input }) => ({ ...input, email: '', fieldError: null, error: null, sentTo: null }),
  type: 'parallel',
  states: {
    copy: {
      initial: 'ready',
      states: {
        ready: { description: 'The link and its "Copy link" button.', on: { 'link.copy': 'copying' } },
        copying: {
          description: 'The link goes to the clipboard.',
          invoke: { id: 'copyLink', src: 'copyLink', input: ({ context }) => context.link, onDone: 'copied', onError: 'copyFailed' },
        },
        copied: { description: '"Link copied" shows; copying again is allowed.', on: { 'link.copy': 'copying' } },
        copyFailed: {
          description: 'The browser refused the clipboard: the link is selected for the member to copy by hand.',
          on: { 'link.copy': 'copying' },
        },
      },
    },
    mail: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The friend\'s email and "Send invitation"; a refusal shows under the field or above the button.',
          on: {
            'email.change': { actions: 'setEmail' },
            'mail.send': [
              { guard: 'emailRefused', description: 'No address, or not one: said under the field, nothing sent.', actions: 'markEmail' },
              { target: 'sending', actions: 'markEmail' },
            ],
          },
        },
        sending: {
          description: 'The product mails the link; the button shows a spinner.',
          invoke: {
            id: 'sendMail',
            src: 'sendMail',
            input: ({ context }) => ({ campaign: context.campaign, email: sanitiseEmail(context.email), lang: context.lang }),
            onDone: {
              target: 'sent',
              actions: assign(({ context }) => ({ sentTo: sanitiseEmail(context.email), email: '' })),
            },
            onError: {
              target: 'editing',
              description: 'TOO_MANY_REQUESTS, CAMPAIGN_ENDED, NOT_SIGNED_IN or FAILED shows; the address stays.',
              actions: assign({ error: ({ event }) => clubErrorCode(event.error) }),
            },
          },
        },
        sent: {
          description: '"Invitation sent to …"; typing another address starts the next invitation.',
          on: { 'email.change': { target: 'editing', actions: 'setEmail' } },
        },
      },
    },
  },
})
