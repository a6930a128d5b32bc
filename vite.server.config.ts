import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

/**
 * The server as `npm start` runs it: server/index.ts bundled to dist-server/index.mjs for plain
 * Node. Nothing is transpiled at start, which saves the TypeScript loader's half-second and ~30 MB
 * of memory. The packages every request uses (Drizzle, zod, Hono) are bundled too: Node otherwise
 * resolves and reads their ~280 module files one by one at start (issue 19: start under 1 s).
 * The rest stay in node_modules: PGlite and argon2 load files of their own (WASM, a native
 * addon), and the packages only some requests need are imported when first used.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@/': dir('./src/'),
      '@contract/': dir('./contract/'),
      '@server/': dir('./server/'),
    },
  },
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist-server',
    target: 'node20',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'index.mjs', format: 'es' } },
  },
  ssr: { noExternal: ['drizzle-orm', 'zod', 'hono', '@hono/node-server'] },
  publicDir: false,
  logLevel: 'warn',
})
