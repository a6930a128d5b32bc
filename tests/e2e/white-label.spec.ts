import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { datePicker } from '../helpers/calendar-page'
import { wordsOf } from '../helpers/catalog'
import { shellPage } from '../helpers/shell-page'
import { authPage } from '../helpers/auth-page'
import { expectAccessible } from '../helpers/a11y'

/**
 * White label on one running server: the organisation is chosen by host name, so
 * demo.localhost and atlas.localhost (Chromium resolves *.localhost to loopback) are two brands
 * with their own name, colours, products, language and currency. Expected values are the seed's
 * (server/seed/data/demo-organisation.ts and atlas-organisation.ts).
 */

type Brand = {
  host: string
  name: string
  welcome: string
  primaryColor: string
  lang: string
  featuredHeading: string
  productsLabel: string
  products: string[]
  /** The first featured destination's from-price, in the organisation's default currency. */
  price: RegExp
  currencySymbol: string
}

const demo: Brand = {
  host: 'demo.localhost',
  name: 'Demo Travel Club',
  welcome: 'Welcome to Demo Travel Club',
  primaryColor: '#0b5cab',
  lang: 'en-US',
  featuredHeading: 'Featured destinations',
  productsLabel: 'Products',
  products: [
    'Hotels',
    'Condos',
    'Packages',
    'Complimentary stays',
    'Weeks',
    'Resorts',
    'Vacation rentals',
    'Cruises',
    'Flights',
    'Cars',
    'Transfers',
    'Activities',
    'Join now',
    'All-inclusive',
    'Trips',
    'Daily deals',
  ],
  price: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  currencySymbol: '$',
}

const atlas: Brand = {
  host: 'atlas.localhost',
  name: 'Atlas Holidays',
  welcome: 'Bienvenido a Atlas Holidays',
  primaryColor: '#0f766e',
  lang: 'es-ES',
  featuredHeading: 'Destinos destacados',
  productsLabel: 'Productos',
  products: ['Hoteles', 'Paquetes', 'Vuelos', 'Coches', 'Traslados', 'Actividades'],
  // es-ES puts the euro sign after the amount, separated by a (no-break) space.
  price: /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
  currencySymbol: '€',
}

/** The home page of `host` on the server Playwright started (same port as the configured baseURL). */
function homeUrl(testInfo: TestInfo, host: string): string {
  const url = new URL(testInfo.project.use.baseURL!)
  url.hostname = host
  url.pathname = '/'
  return url.toString()
}

/** '#0b5cab' → 'rgb(11, 92, 171)', as getComputedStyle reports an opaque colour. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

/** What a visitor sees of the brand, read from the page once it has settled. */
function brandView(page: Page, brand: Brand) {
  return {
    bannerLink: page.getByRole('banner').getByRole('link', { name: brand.name }),
    title: page.getByRole('heading', { level: 1 }),
    // The hero is painted with bg-brand-primary (src/features/home/home-page.tsx).
    hero: page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) }),
    featured: page.getByRole('heading', { level: 2, name: brand.featuredHeading }),
    // The prices are painted with text-brand-primary (src/features/home/featured-destinations.tsx).
    prices: page.getByRole('list', { name: brand.featuredHeading }).locator('strong'),
    productNav: page.getByRole('navigation', { name: brand.productsLabel }),
  }
}

async function productNames(page: Page, brand: Brand): Promise<string[]> {
  const nav = brandView(page, brand).productNav
  await expect(nav.getByRole('listitem').first()).toBeVisible()
  // Entries are links, except "Daily deals", which is a button that starts a flow.
  return (await nav.getByRole('listitem').allInnerTexts()).map((name) => name.trim())
}

async function expectBrandedHome(page: Page, brand: Brand) {
  const view = brandView(page, brand)
  await expect(view.bannerLink).toBeVisible()
  await expect(view.title).toHaveText(brand.welcome)
  await expect(page).toHaveTitle(new RegExp(brand.name))
  await expect(page.locator('html')).toHaveAttribute('lang', brand.lang)
  await expect(view.featured).toBeVisible()
  await expect(view.hero).toHaveCSS('background-color', rgb(brand.primaryColor))
  await expect(view.prices.first()).toHaveText(brand.price)
  await expect(view.prices.first()).toHaveCSS('color', rgb(brand.primaryColor))
  expect(await productNames(page, brand)).toEqual(brand.products)
  await expectAccessible(page, `the ${brand.name} home page`)
}

for (const brand of [demo, atlas]) {
  test(`${brand.host} shows ${brand.name} with its own colours, products, language and currency`, async ({ page }, testInfo) => {
    await page.goto(homeUrl(testInfo, brand.host))
    await expectBrandedHome(page, brand)

    for (const price of await brandView(page, brand).prices.allInnerTexts()) {
      expect(price).toMatch(brand.price)
    }
    const screenshot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${brand.host}-home.png`) })
    await testInfo.attach(`${brand.host} home page`, { body: screenshot, contentType: 'image/png' })
  })
}

test('the two hosts of one server show two different organisations side by side', async ({ context }, testInfo) => {
  const seen = []
  for (const brand of [demo, atlas]) {
    const page = await context.newPage()
    await page.goto(homeUrl(testInfo, brand.host))
    await expectBrandedHome(page, brand)
    const view = brandView(page, brand)
    seen.push({
      name: (await view.bannerLink.innerText()).trim(),
      title: (await view.title.innerText()).trim(),
      heroColour: await view.hero.evaluate((el) => getComputedStyle(el).backgroundColor),
      products: await productNames(page, brand),
      lang: await page.locator('html').getAttribute('lang'),
      featured: (await view.featured.innerText()).trim(),
      price: (await view.prices.first().innerText()).trim(),
    })
  }
  const [onDemo, onAtlas] = seen
  expect(onDemo!.name).toBe('Demo Travel Club')
  expect(onAtlas!.name).toBe('Atlas Holidays')
  expect(onAtlas!.title).not.toBe(onDemo!.title)
  expect(onAtlas!.heroColour).not.toBe(onDemo!.heroColour)
  expect(onAtlas!.products).not.toEqual(onDemo!.products)
  expect(onDemo!.products).toContain('Cruises')
  expect(onAtlas!.lang).not.toBe(onDemo!.lang)
  expect(onAtlas!.featured).not.toBe(onDemo!.featured)
  expect(onDemo!.price).toContain(demo.currencySymbol)
  expect(onDemo!.price).not.toContain(atlas.currencySymbol)
  expect(onAtlas!.price).toContain(atlas.currencySymbol)
  expect(onAtlas!.price).not.toContain(demo.currencySymbol)
})

test('a language chosen on demo.localhost stays there: atlas.localhost keeps its Spanish default', async ({ context }, testInfo) => {
  const demoUrl = homeUrl(testInfo, demo.host)
  const atlasUrl = homeUrl(testInfo, atlas.host)

  const demoPage = await context.newPage()
  await demoPage.goto(demoUrl)
  await expect(demoPage.getByRole('heading', { name: demo.featuredHeading })).toBeVisible()
  await shellPage(demoPage).chooseSettings({ language: 'Français' })
  await expect(demoPage.getByRole('heading', { name: 'Destinations à la une' })).toBeVisible()
  await expect(demoPage.locator('html')).toHaveAttribute('lang', 'fr-FR')
  await expectAccessible(demoPage, 'the home page in French')

  // The choice is a cookie of demo.localhost only (cookies are per host).
  const demoCookies = await context.cookies(demoUrl)
  expect(demoCookies.find((c) => c.name === 'lan_code')).toMatchObject({ domain: demo.host })
  expect((await context.cookies(atlasUrl)).map((c) => c.name)).not.toContain('lan_code')

  const atlasPage = await context.newPage()
  await atlasPage.goto(atlasUrl)
  await expectBrandedHome(atlasPage, atlas)
  await expect(atlasPage.getByRole('heading', { name: 'Destinations à la une' })).toHaveCount(0)
  expect((await context.cookies(atlasUrl)).map((c) => c.name)).not.toContain('lan_code')

  // And demo still remembers its visitor's French after a reload.
  await demoPage.reload()
  await expect(demoPage.getByRole('heading', { name: 'Destinations à la une' })).toBeVisible()
  await expect(demoPage.locator('html')).toHaveAttribute('lang', 'fr-FR')
})

test('the sign-up dialog asks for the access code on demo.localhost and not on atlas.localhost', async ({ page }, testInfo) => {
  await page.goto(`${homeUrl(testInfo, demo.host)}?signup=1`)
  const demoDialog = page.getByRole('dialog', { name: 'Sign up' })
  await demoDialog.getByRole('button', { name: 'Sign up with email' }).click()
  await expect(demoDialog.getByLabel('Access code')).toBeVisible()
  await expectAccessible(page, 'the Demo Travel Club sign-up dialog')

  await page.goto(`${homeUrl(testInfo, atlas.host)}?signup=1`)
  const atlasDialog = page.getByRole('dialog', { name: 'Registrarse' })
  await atlasDialog.getByRole('button', { name: 'Registrarse con correo electrónico' }).click()
  await expect(atlasDialog.getByLabel('Correo electrónico')).toBeVisible()
  await expect(atlasDialog.getByLabel('Código de acceso')).toHaveCount(0)
  await expectAccessible(page, 'the Atlas Holidays sign-up dialog')
})

test('each organisation has its own logo, type and CSS, and the pages run under the Content-Security-Policy', async ({
  page,
}, testInfo) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto(homeUrl(testInfo, atlas.host))
  const banner = page.getByRole('banner')
  await expect(banner.locator('img[src="/api/brand/atlas/logo.svg"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Georgia/)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/api/brand/atlas/logo.svg')
  // Atlas's pre-login sheet (server/seed/data/atlas-organisation.ts) draws a 6 px wave under the header.
  await expect(page.locator('link[data-org-style-sheet="atlas"]')).toHaveAttribute(
    'href',
    /^\/api\/general\/getCss\/pre-login\.css\?v=[0-9a-f]{64}$/,
  )
  await expect(banner).toHaveCSS('border-bottom-width', '6px')

  await page.goto(homeUrl(testInfo, demo.host))
  await expect(page.getByRole('banner').locator('img[src="/api/brand/demo/logo.svg"]')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveCSS('font-family', /Georgia/)
  await expect(page.locator('link[data-org-style-sheet]')).toHaveCount(0)
  // A dialog locks the page's scroll with an inline <style>: allowed by the page's nonce alone.
  await authPage(page).openSignIn()
  await expect(page.locator('style[nonce]')).not.toHaveCount(0)
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
  expect(violations).toEqual([])
})

test('the Google Tag loads on demo.localhost only after the visitor allows analytics, and never on atlas.localhost', async ({
  page,
}, testInfo) => {
  const tagRequests: string[] = []
  // No network here: answer the tag library ourselves, and count who asked for it.
  await page.route('https://www.googletagmanager.com/**', (route) => {
    tagRequests.push(route.request().url())
    return route.fulfill({ contentType: 'text/javascript', body: '' })
  })
  await page.goto(homeUrl(testInfo, atlas.host))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(atlas.welcome)
  await expect(page.getByRole('region', { name: /cookie/i })).toHaveCount(0)

  await page.goto(homeUrl(testInfo, demo.host))
  const consent = page.getByRole('region', { name: 'Cookie consent' })
  await expect(consent).toBeVisible()
  expect(tagRequests).toEqual([])
  await consent.getByRole('button', { name: 'Allow analytics' }).click()
  await expect.poll(() => tagRequests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-DEMO202611'])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(demo.welcome)
  await expect(consent).toHaveCount(0)
})

test('the date picker starts its weeks on Monday on atlas.localhost and on Sunday on demo.localhost', async ({ page }, testInfo) => {
  const weeks = [
    { brand: atlas, weekdays: ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'], firstDay: 'lunes' },
    { brand: demo, weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], firstDay: 'Sunday' },
  ]
  for (const { brand, weekdays, firstDay } of weeks) {
    await page.goto(homeUrl(testInfo, brand.host))
    const words = wordsOf(brand.lang)
    const form = page.getByRole('form', { name: words('Search hotels') })
    const checkIn = datePicker(form, words, words('Choose check-in date'))
    expect(await checkIn.weekdays()).toEqual(weekdays)
    // The days agree with their headers: the first day of a whole week (the grid's second week) is in the first column.
    const secondWeek = checkIn.calendar.getByRole('row').nth(2)
    await expect(secondWeek.getByRole('gridcell').first()).toHaveAccessibleName(new RegExp(`^${firstDay},`))
  }
})
