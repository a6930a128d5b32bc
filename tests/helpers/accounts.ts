import { expect, type Page } from '@playwright/test'
import { latestMailLink } from './outbox'

/** The demo organisation's access code (server/seed/data/demo-organisation.ts). */
const ACCESS_CODE = 'TRAVEL2026'

/**
 * A member of its own for a journey that changes what it signs in with (the password), so that a
 * failure halfway leaves the shared demo accounts as every other journey expects them. Signs up
 * through the API from the site's page (the same-origin rule holds) and confirms the email from the
 * mailed link, as the sign-up journey does in the browser (tests/e2e/sign-up.spec.ts); leaves the page
 * on the sign-in dialog that confirming opens, closed.
 */
export async function confirmedMember(page: Page, password: string): Promise<{ email: string; password: string }> {
  const email = `journey.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await page.goto('/')
  const answer = await page.evaluate(
    async (jsonRegister) => {
      const response = await fetch('/api/signUp', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonRegister }),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    {
      accesscode: ACCESS_CODE,
      email_id: email,
      password,
      nationality: 1,
      title: 'Mrs',
      userdetails: { email_id: email, first_name: 'Journey', last_name: 'Member' },
    },
  )
  expect(answer, `signing up ${email}`).toMatchObject({ status: 200, body: { status: true, data: { code: 200 } } })

  let link: string | null = null
  await expect.poll(() => (link = latestMailLink({ template: 'sign-up-confirmation', path: '/verify-account', to: email }))).not.toBeNull()
  await page.goto(new URL(link!).pathname + new URL(link!).search)
  const signIn = page.getByRole('dialog', { name: 'Sign in' })
  await expect(signIn.getByLabel('Email')).toHaveValue(email)
  await signIn.getByRole('button', { name: 'Close' }).first().click()
  await expect(signIn).toBeHidden()
  return { email, password }
}
