import { beforeAll, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { activateLocale, i18n } from '@/lib/i18n'
import { OrganisationContact, telHref } from '@/shared/organisation/organisation-contact'

beforeAll(() => activateLocale('en-US'))

const show = (contact: { email: string | null; phone: string | null }) =>
  render(
    <I18nProvider i18n={i18n}>
      <OrganisationContact org={{ orgName: 'Acme Getaways', contact }} />
    </I18nProvider>,
  )

describe('OrganisationContact (where booking is not permitted)', () => {
  it('names the organisation and links its email (mailto) and phone (tel)', () => {
    show({ email: 'help@acme.example', phone: '+1 (555) 0100-26' })
    expect(screen.getByText('Please contact Acme Getaways to make this booking:')).toBeVisible()
    const ways = within(screen.getByRole('list', { name: 'How to reach Acme Getaways' }))
    expect(ways.getByRole('link', { name: 'help@acme.example' })).toHaveAttribute('href', 'mailto:help@acme.example')
    expect(ways.getByRole('link', { name: '+1 (555) 0100-26' })).toHaveAttribute('href', 'tel:+1555010026')
  })

  it('shows only what the organisation gave', () => {
    show({ email: null, phone: '020 7946 0000' })
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull()
    expect(screen.getByRole('link', { name: '020 7946 0000' })).toHaveAttribute('href', 'tel:02079460000')
  })

  it('with no contact at all, still names whom to contact', () => {
    show({ email: null, phone: null })
    expect(screen.getByText('Please contact Acme Getaways to make this booking.')).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('dials the digits and a leading + only', () => {
    expect(telHref(' +44 (0)20 7946-0000 ')).toBe('tel:+4402079460000')
  })
})
