import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { lingui } from '@lingui/vite-plugin'
import { getConfig } from '@lingui/conf'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { compression } from 'vite-plugin-compression2'
import { isKnownPagePath } from './contract/paths.ts'
import { devPagePolicy, FRAME_OPTIONS, REFERRER_POLICY } from './server/http/page-policy.ts'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const startPackages = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  'swr',
  'ky',
  'wouter',
  'xstate',
  '@xstate/react',
  '@lingui/core',
  '@lingui/react',
  'tailwind-merge',
  'clsx',
  'class-variance-authority',
  'js-cookie',
]
const startModules = new RegExp(
  [`node_modules/(${startPackages.join('|')})/`, 'src/api/(client|lookups|organisation|auth)\\.ts$']
    .join('|')
    // Either separator, so the build groups the same modules on Windows.
    .replaceAll('/', '[\\\\/]'),
)

/**
 * `npm run dev`'s proxy to the API (scripts/dev.ts), a truthful one as a production proxy is: the
 * browser's own Host reaches the API (Vite's shorthand would rewrite it to 127.0.0.1:3001, and the
 * same-origin check would then refuse every POST, and the organisation would be chosen by the
 * wrong host), and X-Forwarded-For/-Proto/-Host are set from this connection, replacing whatever
 * the client sent. The API believes them only because dev.ts makes this loopback proxy its one
 * TRUSTED_PROXIES entry; production's setting is untouched.
 */
const apiProxy: ProxyOptions = {
  target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`,
  changeOrigin: false,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true
      proxyReq.setHeader('X-Forwarded-For', req.socket.remoteAddress ?? '')
      proxyReq.setHeader('X-Forwarded-Proto', encrypted ? 'https' : 'http')
      proxyReq.setHeader('X-Forwarded-Host', req.headers.host ?? '')
    })
  },
}

/**
 * The dev server's answer for a page path, as the production server gives it (server/routes/client.ts):
 * index.html with 200 for the routes the client knows, 404 for any other (the client then draws
 * its 404 page). Vite's SPA fallback rewrites every unknown path to /index.html with 200; this runs
 * right after that rewrite and answers the unknown ones itself.
 */
function pageStatus(): Plugin {
  return {
    name: 'travel-club:page-status',
    apply: 'serve',
    configureServer(server) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const asked = req.originalUrl ?? req.url ?? '/'
          const pathname = new URL(asked, 'http://localhost').pathname
          if (req.url !== '/index.html' || pathname === '/index.html' || isKnownPagePath(pathname)) return next()
          try {
            const html = await server.transformIndexHtml(asked, await readFile(dir('./index.html'), 'utf8'), req.originalUrl)
            res.statusCode = 404
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(req.method === 'HEAD' ? undefined : html)
          } catch (error) {
            next(error)
          }
        })
      }
    },
  }
}

/**
 * The dev server's pages and files carry what they can of the production server's security headers
 * (server/http/security-headers.ts): nosniff, the Referrer-Policy, no framing by other sites. Not the
 * pages' full Content-Security-Policy: Vite's pages need inline scripts and a hot-reload websocket.
 * Set before any of Vite's own middleware answers; what the API answers through the proxy keeps the API's.
 */
function securityHeaders(): Plugin {
  return {
    name: 'travel-club:security-headers',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((_req, res, next) => {
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Referrer-Policy', REFERRER_POLICY)
        res.setHeader('X-Frame-Options', FRAME_OPTIONS)
        res.setHeader('Content-Security-Policy', devPagePolicy)
        next()
      })
    },
  }
}

/**
 * Each locale's compiled catalog as JSON in dist/catalogs/<locale>.json, the same messages the
 * catalog chunk exports (compiled the way @lingui/vite-plugin compiles a .po it is asked for): the
 * server puts the active one into the page it serves (server/http/page-bootstrap.ts), so the first
 * render needs no catalog request.
 */
function catalogsAsJson(): Plugin {
  return {
    name: 'travel-club:catalogs-as-json',
    apply: 'build',
    async generateBundle() {
      const config = getConfig({ cwd: dir('.') })
      for (const catalog of await getCatalogs(config)) {
        for (const locale of config.locales) {
          const { messages } = await catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale ?? 'en-US',
          })
          const { source } = createCompiledCatalog(locale, messages, { namespace: 'json', pseudoLocale: config.pseudoLocale })
          // The json namespace wraps the messages as {"messages": …}; the file holds the messages alone.
          const compiled = (JSON.parse(source) as { messages: Record<string, unknown> }).messages
          this.emitFile({ type: 'asset', fileName: `catalogs/${locale}.json`, source: JSON.stringify(compiled) })
        }
      }
    },
  }
}

/**
 * The built files the server sends compressed (issue 19): each script, style sheet and SVG of at least
 * 1 KiB gets a .br (brotli at its highest quality: built once, sent many times) and a .gz beside it,
 * and the server picks one by the browser's Accept-Encoding (server/routes/client.ts). Below 1 KiB
 * the headers and the decoder cost more than compression saves. Pages and JSON are compressed by
 * the server as it answers (server/http/compression.ts).
 */
const precompressed = compression({
  algorithms: ['gzip', 'brotliCompress'],
  include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
})

/**
 * Tailwind 4 has no tailwind.config.ts: its theme lives in CSS (`@theme` in src/styles.css),
 * where the organisation's branding is a set of CSS variables. See README "Styling".
 */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    tailwindcss(),
    securityHeaders(),
    pageStatus(),
    catalogsAsJson(),
    precompressed,
  ],
  resolve: {
    alias: {
      '@/': dir('./src/'),
      '@contract/': dir('./contract/'),
      '@machines/': dir('./machines/'),
      '@ui/': dir('./ui/'),
      '@server/': dir('./server/'),
    },
  },
  server: {
    proxy: { '/api': apiProxy },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads each route's chunks from it (server/http/route-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // What the home page needs at start, in one chunk. Left alone, the bundler splits every
        // module a lazy page shares with the shell into its own small chunk (ky, swr, the api
        // modules, ...), and each extra file costs the first load its own gzip stream and request.
        codeSplitting: {
          groups: [{ name: 'start', test: startModules }],
        },
      },
    },
  },
})
