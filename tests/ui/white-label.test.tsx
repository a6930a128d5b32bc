import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { applyBranding } from '@/shared/organisation/branding'
import { reloadConsent } from '@/features/consent/analytics-consent'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'
import { noSessionAnswer, profileFor } from '../helpers/fake-auth-api'

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST000001'
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src)
const withTag = fakeApi({ getOrgConfig: async () => ({ ...demoOrg, googleTagId: 'G-TEST000001' }) })

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
}
beforeEach(() => {
  clearCookies()
  reloadConsent()
})
afterEach(() => {
  document.querySelectorAll('script, link[data-org-style-sheet]').forEach((el) => el.remove())
  delete window.gtag
  delete window.dataLayer
})

describe('branding', () => {
  it("sets colours and fonts as root variables and points the favicon at the organisation's", () => {
    const root = document.createElement('html')
    root.innerHTML = '<head><link rel="icon" href="/favicon.svg"></head>'
    applyBranding(
      { ...demoOrg.branding, fontFamily: 'Georgia, serif', headingFontFamily: null, faviconUrl: '/api/brand/acme/logo.svg' },
      root,
    )
    expect(root.style.getPropertyValue('--brand-primary')).toBe('#0a7a5a')
    expect(root.style.getPropertyValue('--brand-font')).toBe('Georgia, serif')
    expect(root.style.getPropertyValue('--brand-heading-font')).toBe('')
    expect(root.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/api/brand/acme/logo.svg')
  })
})

describe("the organisation's own CSS", () => {
  const sheets = {
    preLogin: { url: '/api/general/getCss/pre-login.css?v=aa', sha256: 'aa' },
    postLogin: { url: '/api/general/getCss/post-login.css?v=bb', sha256: 'bb' },
  }
  const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[data-org-style-sheet]')].map((l) => l.getAttribute('href'))

  it('links the pre-login sheet for a visitor, last in <head>', async () => {
    await renderApp({ api: fakeApi({ getCssPreAndPostLogin: async () => sheets }) })
    await waitFor(() => expect(linked()).toEqual([sheets.preLogin.url]))
    expect(document.head.lastElementChild?.getAttribute('href')).toBe(sheets.preLogin.url)
  })

  it('links the post-login sheet instead for a signed-in member', async () => {
    const api = fakeApi({ getCssPreAndPostLogin: async () => sheets, checkLogin: async () => ({ status: true, result: profileFor() }) })
    await renderApp({ api })
    await waitFor(() => expect(linked()).toEqual([sheets.postLogin.url]))
  })

  it('links nothing for an organisation without CSS', async () => {
    await renderApp({ api: fakeApi({ checkLogin: async () => noSessionAnswer }) })
    await screen.findByRole('heading', { level: 1 })
    expect(linked()).toEqual([])
  })
})

describe('Google Tag after consent', () => {
  it('asks nothing and loads nothing for an organisation without a tag', async () => {
    await renderApp()
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(scripts()).not.toContain(GTAG)
  })

  it('loads the tag only after the visitor allows analytics, and remembers the choice', async () => {
    const view = await renderApp({ api: withTag })
    const banner = await screen.findByRole('region', { name: 'Cookie consent' })
    expect(scripts()).not.toContain(GTAG)
    await userEvent.click(within(banner).getByRole('button', { name: 'Allow analytics' }))
    expect(scripts().filter((src) => src === GTAG)).toHaveLength(1)
    expect(Cookies.get('analytics_consent')).toBe('granted')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    view.unmount()
    await renderApp({ api: withTag })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('loads nothing when the visitor keeps to necessary cookies; "Cookie preferences" asks again', async () => {
    await renderApp({ api: withTag })
    await userEvent.click(await screen.findByRole('button', { name: 'Only necessary cookies' }))
    expect(Cookies.get('analytics_consent')).toBe('denied')
    expect(scripts()).not.toContain(GTAG)
    await userEvent.click(screen.getByRole('button', { name: 'Cookie preferences' }))
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
  })
})
