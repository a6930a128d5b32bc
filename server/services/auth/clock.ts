import type { AppDeps } from '../../app-env'

/** The app's clock: the injected one (tests), else the wall clock. */
export const clockOf = (deps: Pick<AppDeps, 'now'>) => deps.now?.() ?? new Date()
