import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { lingui } from '@lingui/vite-plugin'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

const startPackages = [
  'react', 'react-dom', 'scheduler', 'use-sync-external-store', 'swr', 'ky', 'wouter', 'xstate', '@xstate/react',
  '@lingui/core', '@lingui/react', 'tailwind-merge', 'clsx', 'class-variance-authority', 'js-cookie',
]
const startModules = new RegExp(
  [
    `node_modules/(${startPackages.join('|')})/`,
    'src/api/(client|lookups|organisation|auth|sign-up|wallet)\\.ts$',
  ]
    .join('|')
    // Either separator, so the build groups the same modules on Windows.
    .replaceAll('/', '[\\\\/]'),
)

/**
 * Tailwind 4 has no tailwind.config.ts: its theme lives in CSS (`@theme` in src/styles.css),
 * where the organisation's branding is a set of CSS variables. See README "Styling".
 */
export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    tailwindcss(),
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
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What the home page needs at start, in one chunk. Left alone, the bundler splits every
        // module a lazy page shares with the shell into its own small chunk (ky, swr, the api
        // modules, ...), and each extra file costs the first load its own gzip stream and request.
        codeSplitting: { groups: [{ name: 'start', test: startModules }] },
      },
    },
  },

})
