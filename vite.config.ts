import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { lingui } from '@lingui/vite-plugin'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))

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
      '@machines/': dir('./machines/'),
      '@ui/': dir('./ui/'),
      '@server/': dir('./server/'),
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: { outDir: 'dist', sourcemap: false },
})
