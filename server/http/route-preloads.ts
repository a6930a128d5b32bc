import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The page module each route renders first, as src/app/routes.tsx lazy-loads it (a route missing
 * here still works: its chunk loads when the page script asks for it, one round trip later). The
 * bench's results-page figures show whether a route's chunk arrives with the page's own scripts.
 */
const routeModules: Record<string, string[]> = {
  '/': ['src/features/search/home-search.tsx'],
  '/home': ['src/features/search/home-search.tsx'],
  '/hotel': ['src/features/search/search-page.tsx'],
  '/resorts': ['src/features/search/search-page.tsx'],
  '/search-detail': ['src/features/search/results-page.tsx'],
  '/resorts/search-details': ['src/features/search/results-page.tsx'],
  '/hotel-details': ['src/features/property/property-page.tsx'],
  '/hotel-checkout': ['src/features/checkout/checkout-page.tsx'],
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean }

/**
 * From the client build's manifest (vite.config.ts `build.manifest`): for each route of
 * {@link routeModules}, the scripts its page module needs (the module and every chunk it imports
 * statically), less those the entry already preloads. Empty without a manifest.
 */
export function routePreloads(clientDir: string): (pathname: string) => string[] {
  const file = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return () => []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>
  const entryFiles = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) walk(imported, into)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, entryFiles)
  const byRoute = new Map<string, string[]>()
  for (const [route, modules] of Object.entries(routeModules)) {
    const files = new Set<string>()
    for (const module of modules) walk(module, files)
    byRoute.set(
      route,
      [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`),
    )
  }
  return (pathname) => byRoute.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname) ?? []
}
