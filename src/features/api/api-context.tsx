import { createContext, useContext, type ReactNode } from 'react'
import { SWRConfig, type Cache } from 'swr'
import * as lookups from '@/api/lookups'
import * as organisation from '@/api/organisation'
import * as auth from '@/api/auth'
import * as signUp from '@/api/sign-up'
import * as wallet from '@/api/wallet'
import { lookupRevalidation } from '@contract/constants'

/** The calls the views use, behind a context so tests hand in fakes instead of mocking modules. */
export type Api = {
  getOrgConfig: typeof organisation.getOrgConfig
  getCurrencyInfo: typeof lookups.getCurrencyInfo
  getCurrencyRate: typeof lookups.getCurrencyRate
  getFeaturedDestinations: typeof lookups.getFeaturedDestinations
  getExternalConfig: typeof organisation.getExternalConfig
  getCssPreAndPostLogin: typeof organisation.getCssPreAndPostLogin
  signIn: typeof auth.signIn
  checkLogin: typeof auth.checkLogin
  logout: typeof auth.logout
  forgotPassword: typeof auth.forgotPassword
  changePassword: typeof auth.changePassword
  verifyAccount: typeof auth.verifyAccount
  resendVerification: typeof auth.resendVerification
  signInWithSso: typeof auth.signInWithSso
  getNationalities: typeof lookups.getNationalities
  checkAccountForExists: typeof signUp.checkAccountForExists
  validateAccessCode: typeof signUp.validateAccessCode
  signUp: typeof signUp.signUp
  getInvitation: typeof signUp.getInvitation
  getPaymentCardByOrg: typeof wallet.getPaymentCardByOrg
  getPaymentCardsByUser: typeof wallet.getPaymentCardsByUser
}

export const defaultApi: Api = {
  getOrgConfig: organisation.getOrgConfig,
  getCurrencyInfo: lookups.getCurrencyInfo,
  getCurrencyRate: lookups.getCurrencyRate,
  getFeaturedDestinations: lookups.getFeaturedDestinations,
  getExternalConfig: organisation.getExternalConfig,
  getCssPreAndPostLogin: organisation.getCssPreAndPostLogin,
  signIn: auth.signIn,
  checkLogin: auth.checkLogin,
  logout: auth.logout,
  forgotPassword: auth.forgotPassword,
  changePassword: auth.changePassword,
  verifyAccount: auth.verifyAccount,
  resendVerification: auth.resendVerification,
  signInWithSso: auth.signInWithSso,
  getNationalities: lookups.getNationalities,
  checkAccountForExists: signUp.checkAccountForExists,
  validateAccessCode: signUp.validateAccessCode,
  signUp: signUp.signUp,
  getInvitation: signUp.getInvitation,
  getPaymentCardByOrg: wallet.getPaymentCardByOrg,
  getPaymentCardsByUser: wallet.getPaymentCardsByUser,
}

const ApiContext = createContext<Api>(defaultApi)

/** Supplies the API and the SWR cache policy for lookups (SPEC §9: no revalidation). */
export function ApiProvider({ api = defaultApi, cache, children }: {
  api?: Api
  /** A fresh cache per test; the app uses SWR's global one. */
  cache?: () => Cache
  children: ReactNode
}) {
  return (
    <ApiContext.Provider value={api}>
      <SWRConfig value={{ ...lookupRevalidation, shouldRetryOnError: false, ...(cache ? { provider: cache } : {}) }}>
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  )
}

export function useApi(): Api {
  return useContext(ApiContext)
}
