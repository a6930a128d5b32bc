import { BOOTSTRAP_ELEMENT_ID } from '@contract/constants'
import type { PageBootstrap } from '@contract/schemas/bootstrap'

/**
 * What the served page holds for its first render (server/http/page-bootstrap.ts), or null when it
 * holds nothing usable (the dev server's page, a store that failed): the app then calls as before.
 * Read with JSON.parse from a data block, never run; not validated with zod, which stays out of the
 * first script: it is our own server's answer to this very page request.
 */
export function readBootstrap(doc: Document = document): PageBootstrap | null {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as PageBootstrap | null
    return value && typeof value === 'object' && 'orgConfig' in value ? value : null
  } catch {
    return null
  }
}
