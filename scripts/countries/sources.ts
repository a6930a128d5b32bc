import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** Version of an installed package, for the provenance note and the build log. */
export function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version
}

/** Folder of flag-icons' 4x3 SVG flags. */
export function flagIconsDir(): string {
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3')
}

/** Package versions the generated files were derived from. */
export const SOURCE_PACKAGES = ['i18n-iso-countries', 'world-countries', 'libphonenumber-js', 'flag-icons', '@resvg/resvg-js'] as const
