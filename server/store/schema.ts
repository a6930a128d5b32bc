/**
 * The one Drizzle schema, for PGlite and PostgreSQL alike. Each table group lives in its own
 * module under ./tables; later issues (users, sessions, wallet, inventory) add modules here.
 * drizzle-kit reads this file to generate the versioned migrations in ./migrations.
 */
export * from './tables/reference'
export * from './tables/organisations'
export * from './tables/users'
export * from './tables/sessions'
export * from './tables/sign-up'
export * from './tables/security'
export * from './tables/meta'
export * from './tables/wallet'
export * from './tables/inventory'
export * from './tables/reservations'
export * from './tables/account'
export * from './tables/agents'
export * from './tables/club'
export * from './tables/stays'
export * from './tables/activities'
export * from './tables/payments'
export * from './tables/cars'
export * from './tables/transfers'
export * from './tables/flights'
