import type { AnyStateMachine } from 'xstate'
import { changePasswordMachine } from '@machines/change-password.machine'
import { forgotPasswordMachine } from '@machines/forgot-password.machine'
import { logoutMachine } from '@machines/logout.machine'
import { sessionMachine } from '@machines/session-check.machine'
import { settingsMachine } from '@machines/settings.machine'
import { signInMachine } from '@machines/sign-in.machine'
import { signUpMachine } from '@machines/sign-up.machine'
import { ssoMachine } from '@machines/sso.machine'
import { unlockAccountMachine } from '@machines/unlock-account.machine'
import { verifyAccountMachine } from '@machines/verify-account.machine'
import { walletSelectionMachine } from '@machines/wallet-selection.machine'
import { checkoutMachine } from '@machines/checkout.machine'
import { reservationCancelMachine } from '@machines/reservation-cancel.machine'
import { propertyDetailsMachine } from '@machines/property-details.machine'
import { searchResultsMachine } from '@machines/search-results.machine'
import { manageBookingMachine } from '@machines/manage-booking.machine'
import { recordFormMachine } from '@machines/record-form.machine'
import { confirmActionMachine } from '@machines/confirm-action.machine'
import { quoteAcceptMachine } from '@machines/quote-accept.machine'
import { referralShareMachine } from '@machines/referral-share.machine'
import { redeemPointsMachine } from '@machines/redeem-points.machine'
import { joinPlanMachine } from '@machines/join-plan.machine'
import { dailyDealsMachine } from '@machines/daily-deals.machine'
import { stayResultsMachine } from '@machines/stay-results.machine'
import { stayUnitMachine } from '@machines/stay-unit.machine'
import { activityResultsMachine } from '@machines/activity-results.machine'
import { activityDetailsMachine } from '@machines/activity-details.machine'
import { carResultsMachine } from '@machines/car-results.machine'
import { carDetailsMachine } from '@machines/car-details.machine'
import { transferResultsMachine } from '@machines/transfer-results.machine'
import { transferDetailsMachine } from '@machines/transfer-details.machine'
import { flightResultsMachine } from '@machines/flight-results.machine'
import { flightDetailsMachine } from '@machines/flight-details.machine'

export type RegisteredMachine = {
  /** The machine's id, as its definition names it. */
  id: string
  /** Its file under machines/, for people. */
  file: string
  /** One sentence: what flow it runs. */
  summary: string
  machine: AnyStateMachine
}

/**
 * Every production machine, in one list: the flow inspector (/dev/flows) lists them, and
 * `npm run machines:doc` draws them. A new machine is added here when it lands.
 */
export const machineRegistry: RegisteredMachine[] = [
  {
    id: settingsMachine.id,
    file: 'settings.machine.ts',
    summary: 'Language and currency: resolved at start, chosen in the settings dialog.',
    machine: settingsMachine,
  },
  {
    id: sessionMachine.id,
    file: 'session-check.machine.ts',
    summary: "The app's session: checked on load, saved at sign-in, ended at logout.",
    machine: sessionMachine,
  },
  {
    id: signInMachine.id,
    file: 'sign-in.machine.ts',
    summary: 'The sign-in dialog: email and password or a social token.',
    machine: signInMachine,
  },
  {
    id: signUpMachine.id,
    file: 'sign-up.machine.ts',
    summary: 'The four-step sign-up dialog with access codes, invitations and social sign-up.',
    machine: signUpMachine,
  },
  {
    id: logoutMachine.id,
    file: 'logout.machine.ts',
    summary: 'Logout: the call, cleared cookies, a reload 500 ms later.',
    machine: logoutMachine,
  },
  {
    id: forgotPasswordMachine.id,
    file: 'forgot-password.machine.ts',
    summary: 'The forgot-password dialog: asks for a reset link.',
    machine: forgotPasswordMachine,
  },
  {
    id: changePasswordMachine.id,
    file: 'change-password.machine.ts',
    summary: '/change-password: a new password from a mailed link.',
    machine: changePasswordMachine,
  },
  {
    id: verifyAccountMachine.id,
    file: 'verify-account.machine.ts',
    summary: '/verify-account: confirms an email from a mailed link.',
    machine: verifyAccountMachine,
  },
  {
    id: unlockAccountMachine.id,
    file: 'unlock-account.machine.ts',
    summary: '/unlock-account: lifts the sign-in limits of an account from a mailed link.',
    machine: unlockAccountMachine,
  },
  {
    id: ssoMachine.id,
    file: 'sso.machine.ts',
    summary: "/login/sso: trades an identity provider's token for a session.",
    machine: ssoMachine,
  },
  {
    id: walletSelectionMachine.id,
    file: 'wallet-selection.machine.ts',
    summary: "The checkout's wallet for a product code: offers, auto-selection, the certificate modal, the cash card's amount.",
    machine: walletSelectionMachine,
  },
  {
    id: checkoutMachine.id,
    file: 'checkout.machine.ts',
    summary:
      "The checkout of every product line (/hotel-checkout for hotels and resorts): the item quote, booking permission, the lead traveller and the line's own fields with the member's wallet, one idempotent booking.",
    machine: checkoutMachine,
  },
  {
    id: reservationCancelMachine.id,
    file: 'reservation-cancel.machine.ts',
    summary: 'Cancelling a booking or one of its items: the confirmation dialog, the call, a retry after a passing failure.',
    machine: reservationCancelMachine,
  },
  {
    id: propertyDetailsMachine.id,
    file: 'property-details.machine.ts',
    summary: '/hotel-details: the property, its offers for the stay, reloaded when the stay or currency changes.',
    machine: propertyDetailsMachine,
  },
  {
    id: searchResultsMachine.id,
    file: 'search-results.machine.ts',
    summary: "A results page's search: loading, the page of results, a failure with retry; a new search aborts the one in flight.",
    machine: searchResultsMachine,
  },
  {
    id: manageBookingMachine.id,
    file: 'manage-booking.machine.ts',
    summary: '/manage-booking: a booking found by number and email, shown with its cancel action.',
    machine: manageBookingMachine,
  },
  // The travel club (issue 18).
  {
    id: referralShareMachine.id,
    file: 'referral-share.machine.ts',
    summary: "/referral/programs: copying the member's referral link, and an invitation the product mails to a friend.",
    machine: referralShareMachine,
  },
  {
    id: redeemPointsMachine.id,
    file: 'redeem-points.machine.ts',
    summary: '/your-rewards: redeeming points for a discount card the balance covers, confirmed, race-safe on the server.',
    machine: redeemPointsMachine,
  },
  {
    id: joinPlanMachine.id,
    file: 'join-plan.machine.ts',
    summary: '/JoinNow: a visitor signs up with the chosen plan; a member joins it (complimentary active, paid pending).',
    machine: joinPlanMachine,
  },
  {
    id: dailyDealsMachine.id,
    file: 'daily-deals.machine.ts',
    summary:
      "Daily deals: the savings membership, a short-lived savings code, then the organisation's site or today's deals on /daily-deals.",
    machine: dailyDealsMachine,
  },
  {
    id: recordFormMachine.id,
    file: 'record-form.machine.ts',
    summary:
      "A form of the member's and the agent's own area (details, preferences, email, password, deletion, travel profile, a traveller, a client, a CSV import, a quote): the kind's rules, its call, its refusals.",
    machine: recordFormMachine,
  },
  {
    id: confirmActionMachine.id,
    file: 'confirm-action.machine.ts',
    summary:
      'An action of the account area that changes something at once (remove, sign out a session, book a quote, download data): asked first, run once, retried after a passing failure.',
    machine: confirmActionMachine,
  },
  {
    id: quoteAcceptMachine.id,
    file: 'quote-accept.machine.ts',
    summary: "/quote: an agent's quote opened from its mailed link, priced again, accepted and booked by the client.",
    machine: quoteAcceptMachine,
  },
  {
    id: stayResultsMachine.id,
    file: 'stay-results.machine.ts',
    summary:
      "The stays results page's search: loading, the page of rentals, a failure with a way on; a new search aborts the one in flight.",
    machine: stayResultsMachine,
  },
  {
    id: stayUnitMachine.id,
    file: 'stay-unit.machine.ts',
    summary: '/stay-details: a rental with its calendar; the chosen dates and guests judged by the stay rules, then priced.',
    machine: stayUnitMachine,
  },
  {
    id: activityResultsMachine.id,
    file: 'activity-results.machine.ts',
    summary: "/activities/search-details: a destination's activities, filtered, sorted and paged; a new search aborts the one in flight.",
    machine: activityResultsMachine,
  },
  {
    id: activityDetailsMachine.id,
    file: 'activity-details.machine.ts',
    summary: '/activity-details: the day, a slot with the seats left, the ticket steppers, and on to the checkout.',
    machine: activityDetailsMachine,
  },
  {
    id: carResultsMachine.id,
    file: 'car-results.machine.ts',
    summary: "/cars/search-details: a station's cars for the rental, filtered, sorted and paged; a new search aborts the one in flight.",
    machine: carResultsMachine,
  },
  {
    id: carDetailsMachine.id,
    file: 'car-details.machine.ts',
    summary: '/car-details: one car at one rate, priced with its extras, and on to the checkout.',
    machine: carDetailsMachine,
  },
  {
    id: transferResultsMachine.id,
    file: 'transfer-results.machine.ts',
    summary:
      "/transfers/search-details: an airport's rides that take the party, by vehicle and order; a new search aborts the one in flight.",
    machine: transferResultsMachine,
  },
  {
    id: transferDetailsMachine.id,
    file: 'transfer-details.machine.ts',
    summary: '/transfer-details: one ride priced for the party, how to meet it, and on to the checkout.',
    machine: transferDetailsMachine,
  },
  {
    id: flightResultsMachine.id,
    file: 'flight-results.machine.ts',
    summary:
      '/flight/search-details: the offers for the trip and party, filtered, sorted and paged; a new search aborts the one in flight.',
    machine: flightResultsMachine,
  },
  {
    id: flightDetailsMachine.id,
    file: 'flight-details.machine.ts',
    summary: '/flight-details: one offer found again by its search, its ways and fare families, a family chosen and on to the checkout.',
    machine: flightDetailsMachine,
  },
]
