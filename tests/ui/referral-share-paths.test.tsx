import { beforeAll, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { referralShareMachine } from '@machines/referral-share.machine'
import { profileFor } from '../helpers/fake-auth-api'
import { fakeClubApi } from '../helpers/club-fixtures'
import { controllable } from '../helpers/controllable'
import { fewestCovering, unwalked } from '../helpers/graph-coverage'
import { referralSharePaths } from '../helpers/referral-share-model'
import { fakeApi } from './helpers/fake-api'
import { renderApp } from './helpers/render-app'

/*
 * Sharing a referral programme (/referral/programs), every generated path of the real machine
 * replayed through the rendered page: clicks and keystrokes, a controllable clipboard and
 * invitation call, and the screen checked in every state.
 */
const paths = fewestCovering(referralShareMachine, referralSharePaths())
type Path = (typeof paths)[number]

beforeAll(async () => {
  await import('@/features/referrals/programs-page')
})

const programme = () => screen.getByRole('article', { name: 'Refer a friend' })

function expectScreen(state: Path['state']) {
  const area = programme()
  expect(within(area).getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', state.matches({ copy: 'copying' }))
  const statuses = within(area)
    .getAllByRole('status')
    .map((s) => s.textContent ?? '')
  expect(statuses.some((s) => s.includes('Link copied.'))).toBe(state.matches({ copy: 'copied' }))
  expect(statuses.some((s) => s.includes('did not let us copy it'))).toBe(state.matches({ copy: 'copyFailed' }))
  const sent = state.matches({ mail: 'sent' })
  expect(statuses.some((s) => s.startsWith('Invitation sent to '))).toBe(sent)
  if (sent) expect(statuses).toContain(`Invitation sent to ${state.context.sentTo}.`)
  // An email input drops the spaces around its value; the machine trims them before sending.
  expect(within(area).getByLabelText('Invite a friend by email')).toHaveValue(state.context.email.trim())
  const fieldErrors = { REQUIRED: "Enter your friend's email address.", INVALID: 'Enter an email address like name@example.com.' }
  for (const [code, text] of Object.entries(fieldErrors)) {
    expect(within(area).queryByText(text) !== null).toBe(state.context.fieldError === code)
  }
  // The field's own message and the server's refusal are the only alerts.
  const alerts = within(area)
    .queryAllByRole('alert')
    .filter((a) => !Object.values(fieldErrors).includes(a.textContent ?? ''))
  expect(alerts.length).toBe(state.context.error ? 1 : 0)
  expect(within(area).getByRole('button', { name: /Send invitation/ })).toHaveProperty(
    'disabled',
    // Sending, or sent: another address is typed first.
    state.matches({ mail: 'sending' }) || sent,
  )
}

describe('sharing a referral programme, every generated path of the real machine', () => {
  it('the paths replayed here walk every transition', () => {
    expect(unwalked(referralShareMachine, paths)).toEqual([])
  })

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), path] as const))(
    '%s',
    { timeout: 20_000 },
    async (_, path) => {
      const user = userEvent.setup()
      const copy = controllable<void>()
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: copy.fn }, configurable: true })
      const mail = controllable<string>()
      const api = fakeApi({ checkLogin: async () => ({ status: true as const, result: profileFor() }) })
      await renderApp({ path: '/referral/programs', api, clubApi: fakeClubApi({ shareByMail: mail.fn as never }) })
      await screen.findByRole('article', { name: 'Refer a friend' }, { timeout: 5000 })
      const field = () => within(programme()).getByLabelText('Invite a friend by email')
      for (const step of path.steps) {
        const event = step.event as { type: string; value?: string; output?: string; error?: unknown }
        if (event.type === 'link.copy') await user.click(within(programme()).getByRole('button', { name: 'Copy link' }))
        // The whole value at once (user-event cannot place a caret in an email input in jsdom).
        if (event.type === 'email.change') {
          // The same value again changes nothing on a page: a person types a letter and takes it back.
          if ((field() as HTMLInputElement).value === event.value) fireEvent.change(field(), { target: { value: `${event.value}x` } })
          fireEvent.change(field(), { target: { value: event.value } })
        }
        if (event.type === 'mail.send') await user.click(within(programme()).getByRole('button', { name: /Send invitation/ }))
        if (event.type === 'xstate.done.actor.copyLink') await act(async () => copy.resolve())
        if (event.type === 'xstate.error.actor.copyLink') await act(async () => copy.reject(event.error))
        if (event.type === 'xstate.done.actor.sendMail') await act(async () => mail.resolve(event.output!))
        if (event.type === 'xstate.error.actor.sendMail') await act(async () => mail.reject(event.error))
        await waitFor(() => expectScreen(step.state))
      }
    },
  )
})
