import { expect, test } from '@playwright/test'
import { authPage, signedInMenu } from '../helpers/auth-page'

// Runs in the `dev` project only (playwright.config.ts): the pages come from Vite's dev server and
// every /api call goes through its proxy to the API under tsx watch, as `npm run dev` serves them.

const member = { email: 'member@example.com', password: 'Member#2026' }

test('through npm run dev the demo member signs in and stays signed in; an unknown path answers 404', async ({ page }) => {
  // The dev server compiles each module on its first request: the first load is slower than a build's.
  test.setTimeout(120_000)
  const home = await page.goto('/')
  // What the dev server keeps of the pages' security headers (vite.config.ts): no sniffing, no framing by other sites.
  expect(home?.headers()['x-content-type-options']).toBe('nosniff')
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
  const auth = authPage(page)
  // Sign-in and the session check after it are state-changing POSTs: the same-origin rule must hold through the proxy.
  await auth.signIn(member.email, member.password)
  await page.reload()
  await expect.poll(() => auth.menuItemNames()).toEqual(signedInMenu)

  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
})
