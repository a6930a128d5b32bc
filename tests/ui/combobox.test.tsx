import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Combobox, type ComboboxProps } from '@ui/combobox'
import { Dialog, DialogContent, DialogTitle } from '@ui/dialog'
import './helpers/dom-polyfills'

const nationalities = [
  { value: 'AF', label: 'Afghan' },
  { value: 'US', label: 'American' },
  { value: 'WS', label: 'Samoan' },
  { value: 'GB', label: 'British' },
  { value: 'BR', label: 'Brazilian' },
  { value: 'AE', label: 'Émirati' },
]

function renderCombobox(props: Partial<ComboboxProps> = {}) {
  const onChange = vi.fn()
  function Harness() {
    const [value, setValue] = useState(props.value ?? null)
    return (
      <Combobox
        label="Nationality"
        options={nationalities}
        noResults="No nationality matches"
        placeholder="Search"
        {...props}
        value={value}
        onChange={(next) => {
          onChange(next)
          setValue(next)
        }}
      />
    )
  }
  render(<Harness />)
  return { user: userEvent.setup(), onChange, input: screen.getByRole('combobox', { name: 'Nationality' }) }
}

const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent)

describe('Combobox', () => {
  it('is a labelled combobox whose list is closed until the user types', () => {
    const { input } = renderCombobox({ value: 'US' })
    expect(input).toHaveValue('American')
    expect(input).toHaveAttribute('aria-autocomplete', 'list')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveAttribute('aria-controls')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('filters by a case-insensitive prefix of the label: "am" finds American, not Samoan', async () => {
    const { user, input } = renderCombobox()
    await user.type(input, 'am')
    expect(input).toHaveAttribute('aria-expanded', 'true')
    const listbox = screen.getByRole('listbox', { name: 'Nationality' })
    expect(input).toHaveAttribute('aria-controls', listbox.id)
    expect(optionNames()).toEqual(['American'])

    await user.clear(input)
    await user.type(input, 'BR')
    expect(optionNames()).toEqual(['British', 'Brazilian'])
  })

  it('ignores accents when matching', async () => {
    const { user, input } = renderCombobox()
    await user.type(input, 'emi')
    expect(optionNames()).toEqual(['Émirati'])
  })

  it('moves the active option with the arrow keys (wrapping), Home and End, and picks it with Enter', async () => {
    const { user, input, onChange } = renderCombobox()
    await user.type(input, 'b')
    expect(input).not.toHaveAttribute('aria-activedescendant')
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')

    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveAccessibleName('British')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveAccessibleName('Brazilian')
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveAccessibleName('British')
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveAccessibleName('Brazilian')
    await user.keyboard('{Home}')
    expect(active()).toHaveAccessibleName('British')
    await user.keyboard('{End}')
    expect(active()).toHaveAccessibleName('Brazilian')

    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('BR')
    expect(input).toHaveValue('Brazilian')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).toHaveFocus()

    // Opening again shows every option, the selected one active and marked selected.
    await user.keyboard('{ArrowDown}')
    expect(optionNames()).toHaveLength(nationalities.length)
    expect(active()).toHaveAccessibleName('Brazilian')
    expect(screen.getByRole('option', { name: 'Brazilian' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('option', { name: 'British' })).toHaveAttribute('aria-selected', 'false')
  })

  it('closes on the first Escape and restores the selected label on the second', async () => {
    const { user, input, onChange } = renderCombobox({ value: 'US' })
    await user.clear(input)
    await user.type(input, 'bri')
    expect(screen.getByRole('listbox')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(input).toHaveValue('bri')

    await user.keyboard('{Escape}')
    expect(input).toHaveValue('American')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('selects an option clicked with the mouse, keeping focus in the input', async () => {
    const { user, input, onChange } = renderCombobox()
    await user.click(input)
    expect(input).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('option', { name: 'Samoan' }))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('WS')
    expect(input).toHaveValue('Samoan')
    expect(input).toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('says so when nothing matches', async () => {
    const { user, input } = renderCombobox()
    await user.type(input, 'zz')
    expect(screen.getByRole('status')).toHaveTextContent('No nationality matches')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('on leaving, chooses the option the text names or the only one it matches, else restores the selection', async () => {
    const { user, input, onChange } = renderCombobox({ value: 'US' })
    // "b" matches British and Brazilian, "x" nothing: the selection stays.
    for (const text of ['b', 'x']) {
      await user.clear(input)
      await user.type(input, text)
      await user.tab()
      expect(input).toHaveValue('American')
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    }
    expect(onChange).not.toHaveBeenCalled()

    await user.clear(input)
    await user.type(input, 'british')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith('GB')
    expect(input).toHaveValue('British')

    // "bra" matches Brazilian alone: it is chosen, as a typed city with one airport is.
    await user.clear(input)
    await user.type(input, 'bra')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith('BR')
    expect(input).toHaveValue('Brazilian')
  })

  it('ties its error to the input', () => {
    const { input } = renderCombobox({ error: 'Please select a nationality' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Please select a nationality')
  })

  it('accepts another filter', async () => {
    const { user, input } = renderCombobox({ filter: (option, query) => option.label.toLowerCase().includes(query.toLowerCase()) })
    await user.type(input, 'am')
    expect(optionNames()).toEqual(['American', 'Samoan'])
  })

  it('inside a dialog, Escape closes the list and undoes the typing before it closes the dialog', async () => {
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Sign up</DialogTitle>
          <Combobox label="Nationality" options={nationalities} value="US" onChange={() => {}} noResults="None" />
        </DialogContent>
      </Dialog>,
    )
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Sign up' })
    const input = within(dialog).getByRole('combobox', { name: 'Nationality' })
    await user.clear(input)
    await user.type(input, 'b')
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument()

    await user.keyboard('{Escape}')
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('American')
    expect(onOpenChange).not.toHaveBeenCalled()

    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
