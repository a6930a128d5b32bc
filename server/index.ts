import { ConfigError, loadConfig, type Config } from './config'
import { createLogger } from './services/logger'
import { openStore } from './store/open'

/*
 * The server's entry (`npm start` runs its bundle, `npm run dev` runs it with tsx). It opens the
 * store before anything else loads: booting the embedded store (PGlite's WebAssembly and Postgres,
 * on a thread of its own) is the longest part of a start, and the rest of the server (./run.ts,
 * most of the bundle) loads and evaluates on this thread meanwhile (issue 19: start under 1 s).
 * So this module imports only what opening the store needs.
 */

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/**
 * A bad setting was refused in readConfig, by name. What fails after it (opening the store, a
 * migration, the seed) may quote a query and its parameters in its message: the line gets only
 * the error's safe fields (code, table, frames), whatever LOG_LEVEL says, on stderr.
 */
function couldNotStart(error: unknown): never {
  createLogger('error', (line) => process.stderr.write(`${line}\n`)).error('could not start', { error })
  process.exit(1)
}

const config = readConfig()
const opening = openStore(config)
// Awaited by run(); a failure before then is reported there, not as an unhandled rejection.
opening.catch(() => {})
import('./run').then(({ run }) => run(config, opening)).catch(couldNotStart)
