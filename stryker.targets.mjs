// @ts-check
const AUTH_LIMITS = 'server/services/auth/{password,password-scrypt,throttle,sign-in-limits}.ts'

/**
 * The folders `npm run mutation` scores, one Stryker run each (README "Mutation testing"): the
 * files mutated, and the test files run against them. Every server test builds the whole app, so
 * Vitest's `related` alone would run the whole server suite for any service; each folder names
 * the tests written for it instead (the score is then, if anything, lower than the whole suite's).
 *
 * The zod shapes of contract/schemas are left out: they hold no rule of their own, and their edges
 * are the API tests' (tests/server/*bad-input*).
 * @type {Record<string, { mutate: string[]; client: string[]; server: string[] }>}
 */
export const MUTATION_TARGETS = {
  machines: {
    mutate: ['machines/**/*.ts', '!machines/registry.ts'],
    client: ['tests/{machines,unit}/**/*.test.ts'],
    server: [],
  },
  // The rules both sides compute.
  contract: {
    mutate: ['contract/*.ts'],
    client: ['tests/{machines,unit}/**/*.test.ts'],
    server: [],
  },
  'server/services/wallet': {
    mutate: ['server/services/wallet/**/*.ts'],
    client: [],
    server: ['tests/server/wallet*.test.ts', 'tests/server/currency.test.ts'],
  },
  'server/services/reservations': {
    mutate: ['server/services/reservations/**/*.ts'],
    client: [],
    server: [
      'tests/server/reservations-*.test.ts',
      'tests/server/{new-member-booking,line-registry,wallet-deductions-agree,mail-links}.test.ts',
      // Paying a booking with the wallet and by card, a rental's and a supplier's booking, the
      // migration of older reservations: reservation services each of them, tested from the API.
      'tests/server/{wallet-redeem,payments,stays-booking,supplier-booking,migration-reservation-items}.test.ts',
      // An agent's booking on the agency's credit, and a crash between payment and booking.
      'tests/server/{agent-credit,payments-crash}.test.ts',
    ],
  },
  // Sign-in, sign-up keys, sessions, SSO and mails; the hashes and limits are the next target's.
  'server/services/auth': {
    mutate: ['server/services/auth/**/*.ts', `!${AUTH_LIMITS}`],
    client: [],
    // Not forgot-password-timing.test.ts: it compares response times (a mutant could fail it by
    // chance on a busy machine) and takes fifteen seconds a run; auth-mail.test.ts checks what
    // forgot-password answers and mails.
    server: ['tests/server/{auth,sign-in,sign-up,social}-*.test.ts', 'tests/server/{sign-up,mail-links}.test.ts'],
  },
  // The password hashes and the brute-force limits. Every request of the auth suite passes through
  // them (each sign-in counts an attempt), so each of their mutants would run the whole suite,
  // minutes apiece on two cores: they are scored against the tests written for them.
  'server/services/auth/limits': {
    mutate: [AUTH_LIMITS],
    client: [],
    server: [
      'tests/server/auth-{password,limits,unlock,mail}.test.ts',
      'tests/server/sign-in-{edges,service}.test.ts',
      'tests/server/sign-up-access-codes.test.ts',
    ],
  },
}

/** A target's name as a file name: `server/services/auth` → `server-services-auth`. */
export const targetSlug = (/** @type {string} */ target) => target.replaceAll('/', '-')
