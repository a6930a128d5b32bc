import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig, type Config } from './config'
import { seedStore } from './seed/seed'
import { createLogger } from './services/logger'
import { openStore } from './store/open'
import { projectPaths } from './paths'

function readConfig(): Config {
  try {
    return loadConfig(process.env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

async function main() {
  const config = readConfig()
  const logger = createLogger(config.LOG_LEVEL)
  const store = await openStore(config)
  await store.migrate()
  await seedStore(store.db, config.SEED, { ssoDemoSecret: config.SSO_DEMO_SECRET })

  const distDir = projectPaths.clientDist
  const clientDir = config.NODE_ENV === 'production' && existsSync(distDir) ? distDir : undefined
  if (config.NODE_ENV === 'production' && !clientDir) logger.warn('no dist/ build: serving the API only')
  const app = createApp({ store, config, logger, clientDir })

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, () => {
    logger.info(`listening on http://${config.HOST}:${config.PORT}`)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info('shutting down', { signal })
    server.close(() => {
      store.close().finally(() => process.exit(0))
    })
    // Keep-alive connections can hold close() open; do not wait for them forever.
    setTimeout(() => store.close().finally(() => process.exit(0)), 5000).unref()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error('could not start:', error)
  process.exit(1)
})
