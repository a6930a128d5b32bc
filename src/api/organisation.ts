import { call } from '@/api/client'
import type { OrgConfig } from '@contract/schemas/organisation'

/** POST /api/general/getOrgConfig: the organisation this site runs for. Throws ApiError. */
export async function getOrgConfig(signal?: AbortSignal): Promise<OrgConfig> {
  return (await call('post', 'general/getOrgConfig', (s) => s.orgConfigAnswer, { json: {}, signal })).data
}

/** POST /api/general/getExternalConfig. Throws ApiError. */
export async function getExternalConfig(signal?: AbortSignal) {
  return (await call('post', 'general/getExternalConfig', (s) => s.externalConfigAnswer, { json: {}, signal })).data
}

/** POST /api/general/getCssPreAndPostLogin: the organisation's style sheets before and after sign-in. Throws ApiError. */
export async function getCssPreAndPostLogin(request: { pageCode?: string; apikey?: string }, signal?: AbortSignal) {
  return (await call('post', 'general/getCssPreAndPostLogin', (s) => s.cssPreAndPostLoginAnswer, { json: request, signal })).data
}
