import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { CountryCodePicker, type CountryOption } from '@ui/country-code-picker'
import { Dialog, DialogContent, DialogTitle } from '@ui/dialog'
import countries from '@/data/countries.json'
import './helpers/dom-polyfills'

const unitedKingdom = countries.find((country) => country.countryCode === 'GB')!

function renderPicker(initial = 'US') {
  const onChange = vi.fn()
  function Harness() {
    const [value, setValue] = useState(initial)
    return (
      <>
        <CountryCodePicker
          countries={countries}
          value={value}
          onChange={(country: CountryOption) => {
            onChange(country)
            setValue(country.countryCode)
          }}
          label="Phone country code"
          searchLabel="Search countries"
          noResults="No country found"
        />
        <input aria-label="Phone number" />
      </>
    )
  }
  render(<Harness />)
  const trigger = () => screen.getByRole('button', { name: /^Phone country code/ })
  const search = () => screen.getByRole('combobox', { name: 'Search countries' })
  const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)
  return { user: userEvent.setup(), onChange, trigger, search, optionNames }
}

describe('CountryCodePicker', () => {
  it('shows the selected flag and dialling prefix, and names both', () => {
    const { trigger } = renderPicker('GB')
    expect(trigger()).toHaveAccessibleName('Phone country code United Kingdom +44')
    expect(trigger()).toHaveTextContent('+44')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(trigger().querySelector('img')).toHaveAttribute('src', '/flags/gb_80.png')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens on a click with the search focused and the selected country active', async () => {
    const { user, trigger, search } = renderPicker('US')
    await user.click(trigger())
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(search()).toHaveFocus()
    const listbox = screen.getByRole('listbox', { name: 'Phone country code' })
    expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length)
    const active = document.getElementById(search().getAttribute('aria-activedescendant') ?? '')
    expect(active).toHaveAccessibleName('United States +1')
    expect(active).toHaveAttribute('aria-selected', 'true')
  })

  it('finds "united k" by name and selecting it reports the GB entry', async () => {
    const { user, trigger, search, optionNames, onChange } = renderPicker('US')
    await user.click(trigger())
    await user.type(search(), 'united k')
    expect(optionNames()).toEqual(['United Kingdom +44'])
    await user.click(screen.getByRole('option', { name: 'United Kingdom +44' }))

    expect(onChange).toHaveBeenCalledExactlyOnceWith(unitedKingdom)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
    expect(trigger()).toHaveTextContent('+44')
    expect(trigger()).toHaveAccessibleName('Phone country code United Kingdom +44')
  })

  it('finds countries by dialling prefix, with or without "+", and by country code', async () => {
    const { user, trigger, search } = renderPicker()
    await user.click(trigger())
    const names = () => screen.getAllByRole('option').map((option) => option.textContent?.replace(/ \+.*/, ''))
    const plus44 = ['Guernsey', 'Isle of Man', 'Jersey', 'United Kingdom']
    await user.type(search(), '+44')
    expect(names()).toEqual(plus44)
    for (const option of screen.getAllByRole('option')) expect(option).toHaveTextContent('+44')

    await user.clear(search())
    await user.type(search(), '44')
    expect(names()).toEqual(plus44)

    await user.clear(search())
    await user.type(search(), 'gb')
    expect(names()).toEqual(['United Kingdom'])

    await user.clear(search())
    await user.type(search(), '1868')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Trinidad and Tobago +1-868'])
  })

  it('is operated with the keyboard alone', async () => {
    const { user, trigger, search, onChange } = renderPicker('US')
    await user.tab()
    expect(trigger()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(search()).toHaveFocus()
    await user.keyboard('united k')
    expect(search()).not.toHaveAttribute('aria-activedescendant')
    await user.keyboard('{ArrowDown}')
    expect(document.getElementById(search().getAttribute('aria-activedescendant') ?? '')).toHaveAccessibleName('United Kingdom +44')
    await user.keyboard('{Enter}')

    expect(onChange).toHaveBeenCalledExactlyOnceWith(unitedKingdom)
    expect(trigger()).toHaveFocus()
    expect(trigger()).toHaveTextContent('+44')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens with ArrowDown and Space too', async () => {
    const { user, trigger, search } = renderPicker()
    trigger().focus()
    await user.keyboard('{ArrowDown}')
    expect(search()).toHaveFocus()
    await user.keyboard('{Escape}')
    await user.keyboard(' ')
    expect(search()).toHaveFocus()
  })

  it('closes on Escape, returning focus to the trigger without a change', async () => {
    const { user, trigger, search, onChange } = renderPicker()
    await user.click(trigger())
    await user.type(search(), 'fr')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(trigger()).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('closes when focus or a press goes elsewhere', async () => {
    const { user, trigger } = renderPicker()
    await user.click(trigger())
    await user.tab()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus()

    await user.click(trigger())
    await user.click(document.body)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()

    await user.click(trigger())
    await user.tab({ shift: true })
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('says so when nothing matches, and shows no image for the entry without a flag', async () => {
    const { user, trigger, search } = renderPicker()
    await user.click(trigger())
    await user.type(search(), 'zzz')
    expect(screen.getByRole('status')).toHaveTextContent('No country found')
    expect(screen.queryAllByRole('option')).toHaveLength(0)

    await user.clear(search())
    await user.type(search(), 'western')
    const westernSahara = screen.getByRole('option', { name: 'Western Sahara +212' })
    expect(westernSahara.querySelector('img')).toBeNull()
  })

  it('inside a dialog, Escape closes the popup, not the dialog', async () => {
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Sign up</DialogTitle>
          <CountryCodePicker
            countries={countries}
            value="US"
            onChange={() => {}}
            label="Phone country code"
            searchLabel="Search countries"
            noResults="No country found"
          />
        </DialogContent>
      </Dialog>,
    )
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Sign up' })
    const trigger = within(dialog).getByRole('button', { name: /^Phone country code/ })
    await user.click(trigger)
    expect(within(dialog).getByRole('combobox', { name: 'Search countries' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})

describe('CountryCodePicker in a right-to-left page', () => {
  it('writes each dialling prefix left to right, so "+44" never reads "44+"', async () => {
    document.documentElement.dir = 'rtl'
    try {
      const { user, trigger } = renderPicker('GB')
      const shown = within(trigger()).getByText('+44')
      expect(shown.closest('[dir]')).toHaveAttribute('dir', 'ltr')
      await user.click(trigger())
      const row = screen.getByRole('option', { name: /United Kingdom/ })
      expect(within(row).getByText('+44').closest('[dir]')).toHaveAttribute('dir', 'ltr')
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })
})
