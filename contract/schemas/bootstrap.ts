import { z } from 'zod'
import { supportedLocales } from '@contract/constants'
import { checkLoginAnswer } from '@contract/schemas/auth'
import { currencyInfoAnswer } from '@contract/schemas/lookups'
import { cssPreAndPostLoginAnswer, externalConfig, orgConfig } from '@contract/schemas/organisation'

/**
 * What the server puts into every page it serves (issue 19, "one round trip to a useful first
 * paint"): each part is exactly what its call answers for the same request, so the client starts
 * its machines and lookups from it instead of calling. The calls stay for later changes (a language
 * or currency switch, a sign-in).
 */
export const pageBootstrap = z.object({
  /** POST /api/general/getOrgConfig's data. */
  orgConfig,
  /** POST /api/general/getExternalConfig's data. */
  externalConfig,
  /** POST /api/general/getCssPreAndPostLogin's data. */
  orgCss: cssPreAndPostLoginAnswer.shape.data,
  /** POST /api/layout/getCurrencyinfo's data. */
  currencyInfo: currencyInfoAnswer.shape.data,
  /**
   * The rate from USD to the currency the request resolves to (contract/settings.ts resolveSettings),
   * as POST /api/general/getCurrencyRate answers it; null when the store has none.
   */
  rate: z.object({ from: z.string(), to: z.string(), rate: z.number() }).nullable(),
  /**
   * The catalog of the language the request resolves to, compiled as the client's catalog chunk holds
   * it; null when the build has none (the client then loads the chunk).
   */
  locale: z.enum(supportedLocales),
  messages: z.record(z.string(), z.unknown()).nullable(),
  /**
   * POST /api/auth/checkLogin's answer for the request's cookie; null where the session check is
   * skipped (contract/paths.ts isSessionCheckSkipped).
   */
  session: checkLoginAnswer.nullable(),
})
export type PageBootstrap = z.infer<typeof pageBootstrap>
