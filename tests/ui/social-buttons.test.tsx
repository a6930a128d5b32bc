import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '@lingui/react'
import { i18n, activateLocale } from '@/lib/i18n'
import { SocialButtons } from '@/features/auth/social/social-buttons'
import { loadScript } from '@/lib/load-script'

const GIS_SRC = 'https://accounts.google.com/gsi/client'
const FB_SRC = 'https://connect.facebook.net/en_US/sdk.js'

type Providers = Parameters<typeof SocialButtons>[0]['providers']

async function renderButtons(providers: Providers, mode: 'signIn' | 'signUp' = 'signIn') {
  await activateLocale('en-US')
  const onToken = vi.fn()
  const view = render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <SocialButtons providers={providers} onToken={onToken} mode={mode} />
      </I18nProvider>
    </StrictMode>,
  )
  return { ...view, onToken }
}

const scripts = () => [...document.querySelectorAll('script')]
// jsdom fetches no external script, so a test plays the browser: define the SDK, then say "loaded".
const finishLoading = (src: string) =>
  act(
    () =>
      void scripts()
        .find((s) => s.src === src)!
        .dispatchEvent(new Event('load')),
  )

function fakeGoogle() {
  const id = { initialize: vi.fn(), renderButton: vi.fn() }
  window.google = { accounts: { id } }
  return id
}

function fakeFacebook() {
  const fb = { init: vi.fn(), login: vi.fn() }
  window.FB = fb
  return fb
}

afterEach(() => {
  scripts().forEach((s) => s.remove())
  delete window.google
  delete window.FB
})

describe('social sign-in buttons', () => {
  it('renders nothing and adds no script without providers', async () => {
    const { container } = await renderButtons([])
    expect(container).toBeEmptyDOMElement()
    expect(scripts()).toHaveLength(0)
  })

  it('loads Google Identity Services once and hands its credential to onToken', async () => {
    const { onToken } = await renderButtons([{ provider: 'google', clientId: 'google-client' }])
    expect(scripts().map((s) => s.src)).toEqual([GIS_SRC])
    const gis = fakeGoogle()
    await finishLoading(GIS_SRC)
    await waitFor(() => expect(gis.renderButton).toHaveBeenCalled())
    expect(gis.initialize).toHaveBeenLastCalledWith(expect.objectContaining({ client_id: 'google-client' }))
    expect(gis.renderButton).toHaveBeenLastCalledWith(
      expect.any(HTMLElement),
      expect.objectContaining({ type: 'standard', text: 'signin_with', locale: 'en-US', width: expect.any(Number) }),
    )
    const { callback } = gis.initialize.mock.lastCall![0]
    act(() => callback({ credential: 'google-id-token' }))
    expect(onToken).toHaveBeenCalledExactlyOnceWith('google', 'google-id-token')
  })

  it('asks Google for its sign-up wording in sign-up mode', async () => {
    await renderButtons([{ provider: 'google', clientId: 'google-client' }], 'signUp')
    const gis = fakeGoogle()
    await finishLoading(GIS_SRC)
    await waitFor(() =>
      expect(gis.renderButton).toHaveBeenLastCalledWith(expect.any(HTMLElement), expect.objectContaining({ text: 'signup_with' })),
    )
  })

  it('logs in with Facebook on click and hands the access token to onToken', async () => {
    const { onToken } = await renderButtons([{ provider: 'facebook', clientId: 'fb-app' }])
    expect(scripts().map((s) => s.src)).toEqual([FB_SRC])
    const button = screen.getByRole('button', { name: 'Continue with Facebook' })
    expect(button).toBeDisabled()
    const fb = fakeFacebook()
    await finishLoading(FB_SRC)
    await waitFor(() => expect(button).toBeEnabled())
    expect(fb.init).toHaveBeenCalledExactlyOnceWith({ appId: 'fb-app', version: 'v19.0', cookie: false, xfbml: false })

    fb.login.mockImplementationOnce((cb) => cb({ authResponse: { accessToken: 'fb-access-token' } }))
    await userEvent.click(button)
    expect(fb.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'email' })
    expect(onToken).toHaveBeenCalledExactlyOnceWith('facebook', 'fb-access-token')
  })

  it('does nothing when the Facebook login is cancelled', async () => {
    const { onToken } = await renderButtons([{ provider: 'facebook', clientId: 'fb-app' }])
    const fb = fakeFacebook()
    await finishLoading(FB_SRC)
    const button = screen.getByRole('button', { name: 'Continue with Facebook' })
    await waitFor(() => expect(button).toBeEnabled())
    fb.login.mockImplementation((cb) => cb({ authResponse: null, status: 'unknown' }))
    await userEvent.click(button)
    fb.login.mockImplementation((cb) => cb({}))
    await userEvent.click(button)
    expect(fb.login).toHaveBeenCalledTimes(2)
    expect(onToken).not.toHaveBeenCalled()
  })

  it('shows the providers in the order given', async () => {
    await renderButtons([
      { provider: 'facebook', clientId: 'fb-app' },
      { provider: 'google', clientId: 'google-client' },
    ])
    expect(scripts().map((s) => s.src)).toEqual([FB_SRC, GIS_SRC])
    const gis = fakeGoogle()
    await finishLoading(GIS_SRC)
    await waitFor(() => expect(gis.renderButton).toHaveBeenCalled())
    const googleSlot: HTMLElement = gis.renderButton.mock.lastCall![0]
    const facebook = screen.getByRole('button', { name: 'Continue with Facebook' })
    expect(facebook.compareDocumentPosition(googleSlot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

describe('loadScript', () => {
  it('adds a script once per src and lets a failed load be tried again', async () => {
    const src = 'https://cdn.example/sdk.js'
    const first = loadScript(src)
    expect(loadScript(src)).toBe(first)
    expect(scripts()).toHaveLength(1)
    scripts()[0]!.dispatchEvent(new Event('error'))
    await expect(first).rejects.toThrow(src)
    expect(scripts()).toHaveLength(0)

    const retry = loadScript(src)
    expect(retry).not.toBe(first)
    scripts()[0]!.dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBeUndefined()
    expect(loadScript(src)).toBe(retry)
  })
})
