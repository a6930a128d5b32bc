import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers'
import type { Config } from '../config'
import { httpsThroughTrustedProxy } from './client-ip'
import { FRAME_OPTIONS, HSTS_MAX_AGE_SECONDS, pagePolicyFor, REFERRER_POLICY } from './page-policy'

/**
 * The security headers, on every answer the app gives (pages, files, JSON, errors and 404s alike),
 * set in one place after the handler ran, so no route can forget them: the pages'
 * Content-Security-Policy (with a fresh style nonce per page, the page handler reads it with
 * {@link styleNonce}; the /api calls' answers carry it without one), `X-Content-Type-Options:
 * nosniff`, a Referrer-Policy and X-Frame-Options for browsers without `frame-ancestors`. A header
 * a route set itself is kept: an organisation's file keeps its stricter `default-src 'none'`.
 * Hono's secureHeaders does the work; of its other headers, the cross-origin opener and resource
 * policies stay off (Google's and Facebook's sign-in popups talk to their opener; mail and other
 * sites may show our images).
 *
 * `Strict-Transport-Security` only when a TRUSTED_PROXIES peer says the client came over HTTPS:
 * this server speaks plain HTTP, so without such a proxy there is no HTTPS to hold the browser to.
 */
export function securityHeaders(
  config: Pick<Config, 'TRUSTED_PROXIES'> & Partial<Pick<Config, 'STRIPE_PUBLISHABLE_KEY'>>,
): MiddlewareHandler {
  // Stripe's card form is allowed only where Stripe takes the cards (issue 20).
  const policy = pagePolicyFor({ stripe: Boolean(config.STRIPE_PUBLISHABLE_KEY) })
  const [self, ...others] = policy.styleSrc
  const headers = (styleSrc: (string | ContentSecurityPolicyOptionHandler)[]) =>
    secureHeaders({
      contentSecurityPolicy: { ...policy, styleSrc },
      xContentTypeOptions: true,
      referrerPolicy: REFERRER_POLICY,
      xFrameOptions: FRAME_OPTIONS,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      overwrite: false,
    })
  const pages = headers([self!, NONCE, ...others])
  // The calls answer JSON and files, never a page: nothing in them to style, so no nonce to draw
  // (random bytes and a policy written anew on every call, ~5 % of a session check's main thread).
  const calls = headers([self!, ...others])
  const hsts = `max-age=${HSTS_MAX_AGE_SECONDS}`
  return async (c, next) => {
    await (c.req.path.startsWith('/api/') ? calls : pages)(c, next)
    // A 304 tells the browser to reuse its stored page with that page's stored headers; a policy
    // here would replace the stored one, and its new nonce would not match the stored page's.
    if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy')
    if (httpsThroughTrustedProxy(c, config)) c.res.headers.set('Strict-Transport-Security', hsts)
  }
}

/** This answer's style nonce, the one its Content-Security-Policy names (set by {@link securityHeaders}). */
export function styleNonce(c: Context): string | undefined {
  return c.get('secureHeadersNonce')
}
