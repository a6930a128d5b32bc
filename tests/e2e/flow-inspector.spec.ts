import { readFileSync } from 'node:fs'
import { expect, test, type TestInfo } from '@playwright/test'
import { authPage } from '../helpers/auth-page'
import { flowInspectorPage } from '../helpers/flow-inspector-page'
import { expectAccessible } from '../helpers/a11y'

// The production build, where the demo organisation lets testers inspect (testerInspection) and atlas does not.
// A wide window, so the panel on the right and the centred sign-in dialog sit side by side.
test.use({ viewport: { width: 1600, height: 1000 } })

// The registry's files, read as text: its machines import JSON that this runner cannot load.
const registryFiles = [...readFileSync('machines/registry.ts', 'utf8').matchAll(/file: '([^']+\.machine\.ts)'/g)].map((m) => m[1])

const member = { email: 'member@example.com', password: 'Member#2026' }

function urlOn(testInfo: TestInfo, host: string, path: string): string {
  const url = new URL(path, testInfo.project.use.baseURL!)
  url.hostname = host
  return url.toString()
}

test('a tester watches the sign-in machine move through loading to failure on a wrong password', async ({ page }, testInfo) => {
  // The server answers slowly enough for the loading state to be seen.
  await page.route('**/api/auth/signIn', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.goto('/?inspect=1')
  const inspector = flowInspectorPage(page)
  await inspector.open()
  await expect(inspector.panel.getByRole('list', { name: 'Running actors' }).getByRole('button')).toHaveText([/^settings/, /^session/])

  const auth = authPage(page)
  await auth.openSignIn()
  // The newest actor, the sign-in dialog's, is shown until the tester picks another.
  await expect(inspector.highlightedState('signIn')).toHaveAttribute('aria-label', 'State idle')
  await expect(inspector.panel.getByRole('list', { name: 'Running actors' }).getByRole('button')).toHaveText([
    /^settings/,
    /^session/,
    /^signIn\s*idle$/,
  ])
  await auth.fill(member.email, 'Wrong#2026')
  await auth.submit()
  await expect(inspector.highlightedState('signIn')).toHaveAttribute('aria-label', 'State loading')
  await expect(inspector.highlightedState('signIn')).toHaveAttribute('aria-label', 'State failure')
  await expect(auth.dialog.getByRole('alert')).toHaveText('INVALID EMAIL ADDRESS OR PASSWORD')
  await expectAccessible(page, 'the flow inspector beside the sign-in dialog')

  const log = inspector.eventLog()
  await expect(log.first()).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}\s*xstate\.error\.actor\.signIn\s*→ failure$/)
  await expect(log.filter({ hasText: /form\.submit\s*→ loading/ })).toHaveCount(1)
  await expect(log.last()).toHaveText(/xstate\.init\s*→ idle$/)
  await testInfo.attach('the panel beside the sign-in dialog', {
    body: await page.screenshot({ path: testInfo.outputPath('panel.png') }),
    contentType: 'image/png',
  })
})

test('/dev/flows lists every machine of the registry and draws each one', async ({ page }, testInfo) => {
  test.slow()
  await page.goto('/dev/flows?inspect=1')
  const inspector = flowInspectorPage(page)
  // The page lays out every machine's chart before it shows: on CI's two cores, shared with two
  // browsers and their servers, that took over the default 10 s twice in one run.
  await expect(page.getByRole('heading', { level: 1, name: 'Flows' })).toBeVisible({ timeout: 45_000 })
  expect(registryFiles.length).toBeGreaterThanOrEqual(10)
  await expect(inspector.machines()).toHaveCount(registryFiles.length)
  for (const file of registryFiles) {
    const article = inspector.machines().filter({ hasText: `machines/${file}` })
    await expect(article).toHaveCount(1)
    const id = await article.getByRole('heading', { level: 2 }).innerText()
    await expect(article.getByRole('group', { name: `State chart of ${id}` })).toBeVisible()
    await expect(article.locator('svg')).toHaveCount(1)
  }
  // The page's settings and session actors run here: their charts show where they are.
  await expect(page.getByRole('article', { name: 'settings' }).locator('[aria-current="true"]')).toHaveCount(1)
  await expectAccessible(page, '/dev/flows')
  const screenshot = await page.screenshot({ fullPage: true, path: testInfo.outputPath('dev-flows.png') })
  await testInfo.attach('/dev/flows', { body: screenshot, contentType: 'image/png' })
})

test('on atlas.localhost (inspection off for testers) /dev/flows is the 404 page, even with ?inspect=1', async ({ page }, testInfo) => {
  await page.goto(urlOn(testInfo, 'atlas.localhost', '/dev/flows?inspect=1'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada')
  await expect(page.getByRole('button', { name: 'Flows' })).toHaveCount(0)
  await expectAccessible(page, 'the atlas 404 page')
})
