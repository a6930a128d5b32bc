/**
 * The values of the security headers every answer carries (server/http/security-headers.ts sets
 * them; vite.config.ts gives the dev server's pages the ones a dev server can keep). Plain data,
 * no imports, so the Vite config can read it too.
 */

/**
 * The pages' Content-Security-Policy, directive by directive: our own origin, plus exactly the
 * third parties a page may use (Google Identity Services and Facebook's SDK for social sign-in,
 * the Google Tag after consent). An organisation's CSS (checked on save) cannot load from
 * elsewhere even if a check were missed: styles, images and fonts come from 'self' (and data:
 * images) only. The one inline style element allowed is the one carrying the answer's nonce
 * (`styleSrc` gets it): the dialogs' scroll lock (react-remove-scroll) writes one, and the client
 * reads the nonce from the page (src/app/main.tsx). `frameAncestors 'self'`: no other site may
 * frame a page (clickjacking).
 */
export const pagePolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client', 'https://connect.facebook.net', 'https://www.googletagmanager.com'],
  styleSrc: ["'self'", 'https://accounts.google.com/gsi/style'],
  imgSrc: ["'self'", 'data:', 'https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://www.facebook.com'],
  fontSrc: ["'self'"],
  connectSrc: [
    "'self'",
    'https://accounts.google.com/gsi/',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
    'https://graph.facebook.com',
  ],
  frameSrc: ['https://accounts.google.com/gsi/', 'https://www.facebook.com', 'https://web.facebook.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
}

/**
 * What Stripe's card form needs (its script, its frames, its API), added to the pages' policy only
 * where Stripe is configured (STRIPE_PUBLISHABLE_KEY): elsewhere no page may load it.
 */
export const stripePolicy = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
}

/** The pages' policy, with Stripe's sources when Stripe takes the cards. */
export function pagePolicyFor(options: { stripe: boolean }) {
  if (!options.stripe) return pagePolicy
  return {
    ...pagePolicy,
    scriptSrc: [...pagePolicy.scriptSrc, ...stripePolicy.scriptSrc],
    frameSrc: [...pagePolicy.frameSrc, ...stripePolicy.frameSrc],
    connectSrc: [...pagePolicy.connectSrc, ...stripePolicy.connectSrc],
  }
}

/** Sent with every answer: no MIME sniffing, and a referrer that leaves the site as its origin only. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'
export const FRAME_OPTIONS = 'SAMEORIGIN'

/**
 * How long a browser keeps to HTTPS after one answer over HTTPS (Strict-Transport-Security):
 * one year, the value browsers' preload rules and most guides ask for. No `includeSubDomains`:
 * an organisation's host is often one name of its own domain, whose other sites are not ours
 * to force onto HTTPS.
 */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * What the dev server (Vite) can keep of the pages' policy: its pages need inline scripts and a
 * websocket for hot reload, so only the directives that do not touch scripts and styles.
 */
export const devPagePolicy = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'"
