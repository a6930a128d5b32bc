import { eq } from 'drizzle-orm'
import { organisations } from '@server/store/schema'
import type { TestApp } from './test-app'

/**
 * A same-origin JSON POST to `host`, the way a browser on that site sends it: the URL and the
 * Host header name the host, and Origin matches it.
 */
export function postOn(t: TestApp, host: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return t.app.request(`http://${host}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host, origin: `http://${host}`, ...headers },
    body: JSON.stringify(body),
  })
}

export async function orgIdOf(t: TestApp, code: string): Promise<number> {
  const [org] = await t.store.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.code, code))
  return org!.id
}
