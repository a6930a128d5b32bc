import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { renderApp } from './helpers/render-app'

/*
 * A page opened from inside the app starts at its top (src/shared/page-top.tsx): a new path
 * scrolls the window up, a new query or a step back does not, and focus left on nothing moves to
 * the main content while focus a page placed stays where it is.
 */

afterEach(() => vi.restoreAllMocks())

async function openPolicy() {
  const scrollTo = vi.spyOn(window, 'scrollTo')
  const view = await renderApp({ path: '/privacy-policy' })
  await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }, { timeout: 5_000 })
  const main = document.getElementById('main')!
  return { ...view, scrollTo, main, go: (to: string) => act(() => view.location.navigate(to)) }
}

describe('a new page starts at its top', () => {
  it('a new path scrolls up and gives the main content the focus nothing had', async () => {
    const { scrollTo, main, go } = await openPolicy()
    // The first page is the browser's: it is not scrolled.
    expect(scrollTo).not.toHaveBeenCalled()
    ;(document.activeElement as HTMLElement | null)?.blur()
    await go('/terms-of-use')
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' })
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0)
    expect(main).toHaveFocus()
  })

  it('the same path with another query keeps its place (results filtered or paged)', async () => {
    const { scrollTo, go } = await openPolicy()
    await go('/privacy-policy?section=cookies')
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('a step back or forward keeps the place the browser restores', async () => {
    const { scrollTo, go } = await openPolicy()
    window.dispatchEvent(new PopStateEvent('popstate'))
    await go('/terms-of-use')
    expect(scrollTo).not.toHaveBeenCalled()
    // Only that one step: the next new path scrolls again.
    await go('/privacy-policy')
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0)
  })

  it('focus a page or the visitor placed is not taken away', async () => {
    const { main, go } = await openPolicy()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    skip.focus()
    await go('/terms-of-use')
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' })
    expect(skip).toHaveFocus()
    expect(main).not.toHaveFocus()
  })
})
