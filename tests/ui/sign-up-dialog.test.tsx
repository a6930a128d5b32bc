import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { activateLocale } from '@/lib/i18n'
import type { SignUpPayload } from '@contract/schemas/sign-up'
import { demoOrg, fakeApi } from './helpers/fake-api'
import { renderSignUp } from './helpers/render-sign-up'
import { renderApp } from './helpers/render-app'
import { invitation, outcomes } from '../helpers/sign-up-model'

const withCode = fakeApi({ getOrgConfig: async () => ({ ...demoOrg, accessCodeEnabled: true, referralReplacesAccessCode: true }) })
let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  window.history.replaceState(null, '', '/')
})

async function openDetails(api = withCode, search = '') {
  const view = await renderSignUp({ api, search })
  stop = view.stop
  await userEvent.click(await screen.findByRole('button', { name: 'Sign up with email' }))
  return view
}
const submit = () => userEvent.click(screen.getByRole('button', { name: /^(Continue|Sign up)$/ }))
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent)

describe('sign-up dialog', () => {
  it("asks for each detail with the message (docs/rules.md#sign-up-details), in the table's order", async () => {
    await openDetails()
    const steps: [string | null, string][] = [
      [null, 'Please Enter The Access Code'],
      ['Access code', 'Please Enter Email ID'],
      ['Email=not-an-email', 'Invalid Mail'],
      ['Email=ana@example.com', 'Please Select Title'],
      ['Title', 'Please Enter First Name'],
      ['First name', 'Please Enter Last Name'],
    ]
    for (const [fill, message] of steps) {
      if (fill === 'Title') await userEvent.selectOptions(screen.getByLabelText('Title'), 'Mrs')
      else if (fill) {
        const [label, value = 'X'] = fill.split('=')
        await userEvent.clear(screen.getByLabelText(label!))
        await userEvent.type(screen.getByLabelText(label!), value === 'X' ? 'TRAVEL2026' : value)
      }
      await submit()
      expect(alerts()).toEqual([message])
    }
  })

  it('keeps only name characters and phone digits as they are typed', async () => {
    await openDetails()
    await userEvent.type(screen.getByLabelText('First name'), 'Zoë 3rd')
    await userEvent.type(screen.getByLabelText('Last name'), "O'Brien-Nguyễn#")
    await userEvent.type(screen.getByLabelText('Phone number'), '+44 (0)7700-900123456789')
    expect(screen.getByLabelText('First name')).toHaveValue('Zoë rd')
    expect(screen.getByLabelText('Last name')).toHaveValue("O'Brien-Nguyễn")
    expect(screen.getByLabelText('Phone number')).toHaveValue('440770090012345')
  })

  it('finds +44 by typing "united k" in the phone country-code picker, with the keyboard alone', async () => {
    await openDetails()
    const trigger = screen.getByRole('button', { name: /^Phone country code/ })
    expect(trigger).toHaveAccessibleName('Phone country code United States +1')
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('united k')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('button', { name: /^Phone country code/ })).toHaveAccessibleName('Phone country code United Kingdom +44')
  })

  it('filters nationalities by a case-insensitive prefix', async () => {
    await openDetails()
    const nationality = screen.getByRole('combobox', { name: 'Nationality' })
    expect(nationality).toHaveValue('American')
    await userEvent.clear(nationality)
    await userEvent.type(nationality, 'BRI')
    const list = screen.getByRole('listbox', { name: 'Nationality' })
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['British'])
  })

  it('shows the mismatch and the terms messages on the password step, and the back arrow keeps the details', async () => {
    await openDetails(fakeApi())
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Miss')
    await userEvent.type(screen.getByLabelText('First name'), 'Ana')
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva')
    await submit()
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret#2026')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret#2027')
    await submit()
    expect(alerts()).toEqual(['Passwords Do Not Match'])
    await userEvent.clear(screen.getByLabelText('Confirm password'))
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret#2026')
    await submit()
    expect(alerts()).toEqual(['please accept the terms & conditions to proceed'])
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy')
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use')
    await userEvent.click(screen.getByRole('button', { name: /Back to your details/ }))
    expect(screen.getByLabelText('First name')).toHaveValue('Ana')
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com')
  })

  it('says "User Already Exists. Please login with Email" for an existing email', async () => {
    await openDetails(fakeApi({ checkAccountForExists: async () => outcomes.accountExists }))
    await userEvent.type(screen.getByLabelText('Email'), 'member@example.com')
    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Mr')
    await userEvent.type(screen.getByLabelText('First name'), 'Ana')
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva')
    await submit()
    await waitFor(() => expect(alerts()).toEqual(['User Already Exists. Please login with Email']))
  })

  it('hides the access code when a referral code replaces it', async () => {
    await openDetails(withCode, '?signup=1&referral_code=MEMBER26')
    expect(screen.queryByLabelText('Access code')).toBeNull()
  })

  it('opens at the details, filled in from the invitation, on an invitation link', async () => {
    const view = await renderSignUp({
      api: fakeApi({ getInvitation: async () => ({ status: true, data: invitation }) }),
      search: '?key=demo-invitation-2026&signup=1',
    })
    stop = view.stop
    expect(await screen.findByLabelText('Email')).toHaveValue('invitee@example.com')
    expect(screen.getByLabelText('First name')).toHaveValue('Jane')
    expect(screen.getByLabelText('Title')).toHaveValue('Mrs')
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('British')
    expect(screen.getByRole('button', { name: /^Phone country code/ })).toHaveAccessibleName('Phone country code United Kingdom +44')
  })

  it('says why an invitation link cannot be used, and still offers sign-up', async () => {
    const view = await renderSignUp({ search: '?key=nope&signup=1' })
    stop = view.stop
    expect(await screen.findByText('THIS INVITATION LINK IS NOT VALID. YOU CAN STILL SIGN UP BELOW')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign up with email' })).toBeEnabled()
  })

  it('sends the payload (docs/api.md#sign-up) and shows the confirmation message', async () => {
    const sent: SignUpPayload[] = []
    await openDetails(
      fakeApi({
        signUp: async (payload) => (
          sent.push(payload), { status: true, data: { code: 200, resp: 'User Created successfully', isProfileCreated: true, reason: null } }
        ),
      }),
    )
    await userEvent.type(screen.getByLabelText('Email'), 'Ana@Example.com')
    await userEvent.selectOptions(screen.getByLabelText('Title'), 'Miss')
    await userEvent.type(screen.getByLabelText('First name'), 'Ana')
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva')
    await submit()
    await userEvent.type(await screen.findByLabelText('Password'), 'Secret#2026')
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret#2026')
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept/ }))
    await submit()
    expect(
      await screen.findByText(
        /AN EMAIL CONFIRMATION HAS BEEN SENT TO YOUR ACCOUNT\. PLEASE ACCEPT TO CONTINUE YOUR REGISTRATION PROCESS\./,
      ),
    ).toBeVisible()
    expect(sent[0]).toMatchObject({
      email_id: 'ana@example.com',
      password: 'Secret#2026',
      title: 'Miss',
      nationality: 235,
      site_id: demoOrg.orgId,
    })
  })

  it("speaks the visitor's language", async () => {
    const view = await renderSignUp({ api: withCode })
    stop = view.stop
    await activateLocale('es-ES')
    await userEvent.click(await screen.findByRole('button', { name: 'Registrarse con correo electrónico' }))
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(alerts()).toEqual(['Por favor, introduzca el código de acceso'])
    await activateLocale('en-US')
  })
})

describe('sign-up links', () => {
  it('?signup=1 opens the sign-up dialog over the page, and closing it forgets the link', async () => {
    window.history.replaceState(null, '', '/?signup=1&referral_code=MEMBER26')
    await renderApp()
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(window.location.search).toBe('')
  })
})
