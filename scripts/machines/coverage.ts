/**
 * The share of a machine's transitions its model-based test walks: the same generated paths the
 * machine's test under tests/machines/ walks (shared through tests/helpers/<name>-model.ts),
 * judged by the same check (tests/helpers/graph-coverage.ts). A machine with no entry here is
 * walked by UI tests only, and its share is "not measured".
 */
import type { AnyStateMachine } from 'xstate'
import type { StatePath } from 'xstate/graph'
import { allTransitions, walkedTransitions } from '../../tests/helpers/graph-coverage'
import { changePasswordPaths } from '../../tests/helpers/change-password-model'
import { forgotPasswordPaths } from '../../tests/helpers/forgot-password-model'
import { logoutPaths } from '../../tests/helpers/logout-model'
import { sessionPaths } from '../../tests/helpers/session-model'
import { settingsPaths } from '../../tests/helpers/settings-model'
import { signInPaths } from '../../tests/helpers/sign-in-model'
import { signUpTestPaths } from '../../tests/helpers/sign-up-model'
import { ssoPaths } from '../../tests/helpers/sso-model'
import { verifyAccountPaths } from '../../tests/helpers/verify-account-model'
import { walletTestPaths } from '../../tests/helpers/wallet-model'
import { checkoutTestPaths } from '../../tests/helpers/checkout-model'
import { reservationCancelPaths } from '../../tests/helpers/reservation-cancel-model'
import { propertyDetailsPaths } from '../../tests/helpers/property-details-model'
import { searchResultsTestPaths } from '../../tests/helpers/search-results-model'
import { manageBookingPaths } from '../../tests/helpers/manage-booking-model'
import { recordFormPaths } from '../../tests/helpers/record-form-model'
import { confirmActionPaths } from '../../tests/helpers/confirm-action-model'
import { quoteAcceptPaths } from '../../tests/helpers/quote-accept-model'
import { referralSharePaths } from '../../tests/helpers/referral-share-model'
import { redeemPointsPaths } from '../../tests/helpers/redeem-points-model'
import { joinPlanTestPaths } from '../../tests/helpers/join-plan-model'
import { dailyDealsTestPaths } from '../../tests/helpers/daily-deals-model'
import { stayResultsPaths } from '../../tests/helpers/stay-results-model'
import { stayUnitPaths } from '../../tests/helpers/stay-unit-model'
import { activityResultsTestPaths } from '../../tests/helpers/activity-results-model'
import { activityDetailsPaths } from '../../tests/helpers/activity-details-model'

export type PathsFor = Record<string, () => StatePath<any, any>[]>

/** By machine id: the paths its machine test walks. */
export const modelPaths: PathsFor = {
  settings: () => settingsPaths(),
  session: () => sessionPaths(),
  signIn: () => signInPaths(),
  signUp: () => signUpTestPaths(),
  logout: () => logoutPaths(),
  forgotPassword: () => forgotPasswordPaths(),
  changePassword: () => changePasswordPaths(),
  verifyAccount: () => verifyAccountPaths(),
  sso: () => ssoPaths(),
  walletSelection: () => walletTestPaths(),
  checkout: () => checkoutTestPaths(),
  reservationCancel: () => reservationCancelPaths(),
  propertyDetails: () => propertyDetailsPaths(),
  searchResults: () => searchResultsTestPaths(),
  manageBooking: () => manageBookingPaths(),
  recordForm: () => recordFormPaths(),
  confirmAction: () => confirmActionPaths(),
  quoteAccept: () => quoteAcceptPaths(),
  referralShare: () => referralSharePaths(),
  redeemPoints: () => redeemPointsPaths(),
  joinPlan: () => joinPlanTestPaths(),
  dailyDeals: () => dailyDealsTestPaths(),
  stayResults: () => stayResultsPaths(),
  stayUnit: () => stayUnitPaths(),
  activityResults: () => activityResultsTestPaths(),
  activityDetails: () => activityDetailsPaths(),
}

export type Coverage = { all: string[]; walked: Set<string> }

/** Every transition, and those the paths walk (keys of tests/helpers/graph-coverage.ts). */
export function coverageOf(machine: AnyStateMachine, paths: StatePath<any, any>[]): Coverage {
  const all = allTransitions(machine)
  const walkedAny = walkedTransitions(machine, paths)
  return { all, walked: new Set(all.filter((key) => walkedAny.has(key))) }
}

/** `25 of 25 (100%)`. */
export function shareOf(coverage: Coverage): string {
  const total = coverage.all.length
  const walked = coverage.walked.size
  const percent = total === 0 ? 100 : Math.floor((100 * walked) / total)
  return `${walked} of ${total} (${percent}%)`
}
