import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import Cookies from 'js-cookie'
import { catalogLocale } from '@contract/settings'
import { renderApp, noCandidates } from './helpers/render-app'

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' })
})

describe('languages', () => {
  it.each([
    [{ ...noCandidates, ssoLanguage: 'de-DE', queryLanguage: 'fr-FR' }, 'Willkommen bei Acme Getaways', 'de-DE'],
    [{ ...noCandidates, queryLanguage: 'fr', cookieLanguage: 'es-ES' }, 'Bienvenue chez Acme Getaways', 'fr-FR'],
    [{ ...noCandidates, cookieLanguage: 'es-ES' }, 'Bienvenido a Acme Getaways', 'es-ES'],
  ])('renders the resolved language without a reload (%o)', async (candidates, heading, lang) => {
    await renderApp({ candidates })
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(document.documentElement.lang).toBe(lang)
    expect(document.documentElement.dir).toBe('ltr')
    // A choice that was only resolved is not written back to the cookie.
    expect(Cookies.get('lan_code')).toBeUndefined()
  })

  it('maps language codes to the catalogs we have', () => {
    expect(catalogLocale('es')).toBe('es-ES')
    expect(catalogLocale('de_DE')).toBe('de-DE')
    expect(catalogLocale('it')).toBe('it-IT')
    expect(catalogLocale('ar-SA')).toBe('ar-SA')
    expect(catalogLocale('ko-KR')).toBeNull()
  })
})
