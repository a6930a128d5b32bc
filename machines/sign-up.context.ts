import type { NationalityEntry } from '@contract/schemas/lookups'
import type { InvitationAnswer, InvitationInfo } from '@contract/schemas/sign-up'
import type { SocialSignUp } from '@machines/sign-up.payload'
import { defaultNationalityId, detailsFromInvitation, type Details } from '@machines/sign-up.rules'
import { phoneCountryOf, type PhoneCountry } from '@machines/sign-up.countries'

export type SignUpInput = {
  siteUrl: string
  /** The organisation id the config answered (site_id; docs/api.md#sign-up). */
  siteId: number
  /** The active language; an invitation's own language replaces it. */
  language: string
  accessCodeEnabled: boolean
  referralReplacesAccessCode: boolean
  /** From the link (query parameters; docs/screens.md#query-parameters): referral code and organisation, trip id, invitation key. */
  referralCode: string | null
  referralOrg: string | null
  tripId: string | null
  invitationKey: string | null
  isPromotionVisited: boolean
  /** The phone country before anything says otherwise (the organisation's country). */
  phoneCountry: PhoneCountry
  /**
   * A social login the sign-in dialog found no member for: once prepared, the dialog checks it
   * and opens "complete your information" straight away.
   */
  socialToken?: Pick<SocialSignUp, 'provider' | 'token'> | null
  /** The membership plan chosen on /JoinNow (issue 18), sent as plan_code. */
  planCode?: string | null
}

/** What the preparing step loads. `invitationError` is the reason a link's invitation cannot be used. */
export type Prepared = {
  nationalities: NationalityEntry[]
  invitation: InvitationInfo | null
  invitationError: string | null
}

export type SignUpContext = SignUpInput &
  Prepared & {
    social: SocialSignUp | null
    details: Details
    password: string
    confirmPassword: string
    termsAccepted: boolean
    /** A code (ours or the server's reason) and the server's text when it sent one; the view words it. */
    error: { code: string; message: string | null } | null
  }

export function initialContext(input: SignUpInput): SignUpContext {
  return {
    ...input,
    nationalities: [],
    invitation: null,
    invitationError: null,
    social: null,
    details: {
      accessCode: '',
      email: '',
      title: '',
      firstName: '',
      lastName: '',
      nationalityId: '1',
      phoneCountry: input.phoneCountry,
      phoneNumber: '',
    },
    password: '',
    confirmPassword: '',
    termsAccepted: false,
    error: null,
  }
}

/** The two calls the preparing step makes; the machine's default actor and the dialog's pass their own. */
export type PrepareCalls = {
  getNationalities: (signal?: AbortSignal) => Promise<NationalityEntry[]>
  getInvitation: (key: string, signal?: AbortSignal) => Promise<InvitationAnswer>
}

/**
 * What the preparing step loads: the nationality list and, for an invitation link, the
 * invitation (or why it cannot be used). A failed invitation call counts as no invitation.
 */
export async function loadPrepared(calls: PrepareCalls, invitationKey: string | null, signal?: AbortSignal): Promise<Prepared> {
  const [nationalities, answer] = await Promise.all([
    calls.getNationalities(signal),
    invitationKey ? calls.getInvitation(invitationKey, signal).catch(() => null) : null,
  ])
  const invitation = answer?.status ? answer.data : null
  const invitationError = answer && !answer.status ? answer.code : null
  return { nationalities, invitation, invitationError }
}

/** Applies what was prepared to the context (a pure update the machine's action calls). */
export function withPrepared(context: SignUpContext, p: Prepared): Partial<SignUpContext> {
  const details = p.invitation
    ? detailsFromInvitation(context.details, p.invitation, phoneCountryOf(p.invitation.countrycode))
    : context.details
  return {
    ...p,
    details: { ...details, nationalityId: String(defaultNationalityId(p.nationalities, p.invitation)) },
    language: p.invitation?.lang ?? context.language,
    tripId: context.tripId ?? p.invitation?.tripid ?? null,
  }
}
