import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DatePicker, type DatePickerProps } from '@ui/date-picker'
import { Dialog, DialogContent, DialogTitle } from '@ui/dialog'
import './helpers/dom-polyfills'

const labels = { open: 'Choose check-in date', previousMonth: 'Previous month', nextMonth: 'Next month' }

// Today is Thursday 3 December 2026 in the visitor's calendar.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 3, 12))
})
afterEach(() => vi.useRealTimers())

function renderPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn()
  function Harness() {
    const [value, setValue] = useState(props.value ?? null)
    return (
      <DatePicker
        label="Check-in"
        weekStartsOn={0}
        locale="en-US"
        labels={labels}
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
  return {
    user: userEvent.setup(),
    onChange,
    input: screen.getByRole('textbox', { name: 'Check-in' }),
    button: screen.getByRole('button', { name: labels.open }),
  }
}

const columnHeaders = () => screen.getAllByRole('columnheader').map((header) => header.textContent)
const day = (name: string) => screen.getByRole('button', { name })

describe('DatePicker', () => {
  it('opens a dialog named by its month, with the grid focused on the selected date', async () => {
    const { user, input, button } = renderPicker({ value: '2026-12-07' })
    expect(input).toHaveValue('12/07/2026')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'December 2026' })
    expect(dialog).toHaveAttribute('aria-modal', 'false')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('grid', { name: 'December 2026' })).toBeInTheDocument()
    expect(day('Monday, December 7, 2026')).toHaveFocus()
    expect(screen.getByRole('gridcell', { selected: true })).toHaveAccessibleName('Monday, December 7, 2026')
    expect(day('Thursday, December 3, 2026')).toHaveAttribute('aria-current', 'date')
    expect(within(dialog).getAllByRole('button', { name: /December/ })).toHaveLength(31)
  })

  it('without a value, focuses the first allowed date', async () => {
    const { user, button } = renderPicker({ minDate: '2026-12-05' })
    await user.click(button)
    expect(day('Saturday, December 5, 2026')).toHaveFocus()
  })

  it("heads the columns with the locale's short weekday names from the week start", async () => {
    const sunday = renderPicker({ weekStartsOn: 0 })
    await sunday.user.click(sunday.button)
    expect(columnHeaders()).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'])
  })

  it('starts the week on Monday when told to', async () => {
    const { user, button } = renderPicker({ weekStartsOn: 1 })
    await user.click(button)
    expect(columnHeaders()).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(screen.getByRole('columnheader', { name: 'Mon' })).toHaveAttribute('abbr', 'Monday')
  })

  it('speaks the active locale: Spanish names, headers and input format', async () => {
    const { user, input } = renderPicker({ weekStartsOn: 1, locale: 'es-ES', value: '2026-12-07' })
    expect(input).toHaveValue('07/12/2026')
    await user.click(screen.getByRole('button', { name: labels.open }))
    expect(screen.getByRole('dialog', { name: 'diciembre de 2026' })).toBeInTheDocument()
    expect(columnHeaders()[0]).toBe('lun')
    expect(columnHeaders()).toHaveLength(7)
    expect(day('lunes, 7 de diciembre de 2026')).toHaveFocus()
  })

  it('disables the days before minDate: a click or the keyboard cannot choose them', async () => {
    const { user, button, onChange } = renderPicker({ minDate: '2026-12-05' })
    await user.click(button)
    const first = day('Saturday, December 5, 2026')
    const before = day('Friday, December 4, 2026')
    expect(before).toHaveAttribute('aria-disabled', 'true')
    expect(first).not.toHaveAttribute('aria-disabled')

    await user.click(before)
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(first).toHaveFocus()

    await user.keyboard('{ArrowLeft}{ArrowUp}{Home}{PageUp}{Shift>}{PageUp}{/Shift}')
    expect(screen.getByRole('dialog', { name: 'December 2026' })).toBeInTheDocument()
    expect(first).toHaveFocus()

    const previous = screen.getByRole('button', { name: 'Previous month' })
    expect(previous).toHaveAttribute('aria-disabled', 'true')
    await user.click(previous)
    expect(screen.getByRole('dialog', { name: 'December 2026' })).toBeInTheDocument()

    await user.tab()
    await user.tab()
    expect(first).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-12-05')
  })

  it('disables the days after maxDate', async () => {
    const { user, button } = renderPicker({ value: '2026-12-20', maxDate: '2026-12-24' })
    await user.click(button)
    expect(day('Friday, December 25, 2026')).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true')
    await user.keyboard('{PageDown}')
    expect(day('Thursday, December 24, 2026')).toHaveFocus()
  })

  it('moves by day and week with the arrows, and by month or year with PageUp/PageDown', async () => {
    const { user, button } = renderPicker({ value: '2026-12-07' })
    await user.click(button)
    await user.keyboard('{ArrowRight}')
    expect(day('Tuesday, December 8, 2026')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(day('Tuesday, December 15, 2026')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(day('Monday, December 14, 2026')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(day('Monday, December 7, 2026')).toHaveFocus()

    await user.keyboard('{PageDown}')
    expect(screen.getByRole('dialog', { name: 'January 2027' })).toBeInTheDocument()
    expect(day('Thursday, January 7, 2027')).toHaveFocus()
    await user.keyboard('{Shift>}{PageUp}{/Shift}')
    expect(screen.getByRole('dialog', { name: 'January 2026' })).toBeInTheDocument()
    expect(day('Wednesday, January 7, 2026')).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('dialog', { name: 'December 2025' })).toBeInTheDocument()
    expect(day('Wednesday, December 31, 2025')).toHaveFocus()
  })

  it('in a right-to-left page, moves the way the arrow points: ArrowLeft to the next day, ArrowRight to the previous', async () => {
    document.documentElement.dir = 'rtl'
    try {
      const { user, button } = renderPicker({ value: '2026-12-07' })
      await user.click(button)
      await user.keyboard('{ArrowLeft}')
      expect(day('Tuesday, December 8, 2026')).toHaveFocus()
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(day('Sunday, December 6, 2026')).toHaveFocus()
      await user.keyboard('{ArrowDown}')
      expect(day('Sunday, December 13, 2026')).toHaveFocus()
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })

  it('clamps PageDown to the end of a shorter month', async () => {
    const { user, button } = renderPicker({ value: '2027-01-31' })
    await user.click(button)
    await user.keyboard('{PageDown}')
    expect(day('Sunday, February 28, 2027')).toHaveFocus()
  })

  it.each([
    { week: 'a Sunday', weekStartsOn: 0 as const, home: 'Sunday, December 6, 2026', end: 'Saturday, December 12, 2026' },
    { week: 'a Monday', weekStartsOn: 1 as const, home: 'Monday, December 7, 2026', end: 'Sunday, December 13, 2026' },
  ])('Home and End go to the ends of the week starting on $week', async ({ weekStartsOn, home, end }) => {
    const { user, button } = renderPicker({ weekStartsOn, value: '2026-12-09' })
    await user.click(button)
    await user.keyboard('{Home}')
    expect(day(home)).toHaveFocus()
    await user.keyboard('{End}')
    expect(day(end)).toHaveFocus()
  })

  it('Enter chooses the focused day, shows it in the input and returns focus to the button', async () => {
    const { user, input, button, onChange } = renderPicker({ value: '2026-12-07' })
    await user.click(button)
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-12-14')
    expect(input).toHaveValue('12/14/2026')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(screen.getByRole('gridcell', { selected: true })).toHaveAccessibleName('Monday, December 14, 2026')
    await user.keyboard('{ArrowRight}{ }')
    expect(onChange).toHaveBeenLastCalledWith('2026-12-15')
    expect(button).toHaveFocus()
  })

  it('a click on a day chooses it', async () => {
    const { user, input, button, onChange } = renderPicker()
    await user.click(button)
    await user.click(day('Friday, December 25, 2026'))
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-12-25')
    expect(input).toHaveValue('12/25/2026')
  })

  it('Escape closes without choosing and returns focus to the button', async () => {
    const { user, button, onChange } = renderPicker({ value: '2026-12-07' })
    await user.click(button)
    await user.keyboard('{ArrowRight}{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('the month buttons change the month and keep focus on themselves', async () => {
    const { user, button } = renderPicker({ value: '2026-12-07' })
    await user.click(button)
    const next = screen.getByRole('button', { name: 'Next month' })
    await user.click(next)
    expect(screen.getByRole('dialog', { name: 'January 2027' })).toBeInTheDocument()
    expect(next).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(screen.getByRole('dialog', { name: 'November 2026' })).toBeInTheDocument()
  })

  it('Tab cycles through the month buttons and the focused day', async () => {
    const { user, button } = renderPicker({ value: '2026-12-07' })
    await user.click(button)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus()
    await user.tab()
    expect(day('Monday, December 7, 2026')).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus()
  })

  it('closes when the user presses outside, or presses Escape back in the input', async () => {
    const { user, input, button } = renderPicker()
    await user.click(button)
    await user.click(document.body)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(button)
    await user.click(input)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('accepts a typed locale or ISO date when it is valid and allowed, and restores the date otherwise', async () => {
    const { user, input, onChange } = renderPicker({ value: '2026-12-07', minDate: '2026-12-05' })
    await user.clear(input)
    await user.type(input, '12/24/2026')
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith('2026-12-24')
    expect(input).toHaveValue('12/24/2026')

    await user.clear(input)
    await user.type(input, '2026-12-31{Enter}')
    expect(onChange).toHaveBeenLastCalledWith('2026-12-31')
    expect(input).toHaveValue('12/31/2026')

    for (const rejected of ['12/01/2026', '02/30/2027', 'soon']) {
      await user.clear(input)
      await user.type(input, rejected)
      await user.tab()
      expect(input).toHaveValue('12/31/2026')
    }
    expect(onChange).toHaveBeenCalledTimes(2)

    await user.clear(input)
    await user.tab()
    expect(onChange).toHaveBeenLastCalledWith(null)
    expect(input).toHaveValue('')
  })

  it("reads a typed date in the locale's order", async () => {
    const { user, input, onChange } = renderPicker({ locale: 'es-ES' })
    await user.type(input, '24/12/2026')
    await user.tab()
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2026-12-24')
    expect(input).toHaveValue('24/12/2026')
  })

  describe('in Arabic (ar-SA): Arabic-Indic digits as Intl writes them, either digits typed', () => {
    const arabicDigits = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '')

    it('heads the columns with the narrow weekday names (its short ones are its long ones), the long ones as abbr', async () => {
      const { user, button } = renderPicker({ locale: 'ar-SA', weekStartsOn: 0 })
      await user.click(button)
      expect(columnHeaders()).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س'])
      expect(screen.getAllByRole('columnheader')[3]).toHaveAttribute('abbr', 'الأربعاء')
    })

    it("numbers the days in Arabic-Indic digits, as the month's heading writes its year", async () => {
      const { user, button } = renderPicker({ locale: 'ar-SA', value: '2026-12-07' })
      await user.click(button)
      const shown = screen
        .getAllByRole('gridcell')
        .map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)
        .filter(Boolean)
      expect(shown).toHaveLength(31)
      expect([shown[0], shown[6], shown[30]]).toEqual(['١', '٧', '٣١'])
    })

    it('shows the date in Arabic-Indic digits and reads it back', async () => {
      const { user, input, onChange } = renderPicker({ locale: 'ar-SA', value: '2026-12-07', minDate: '2026-12-05' })
      expect(arabicDigits((input as HTMLInputElement).value)).toBe('٠٧/١٢/٢٠٢٦')
      // What the input shows, blurred unchanged, is the same date: no change is reported.
      await user.click(input)
      await user.tab()
      expect(onChange).not.toHaveBeenCalled()
      expect(arabicDigits((input as HTMLInputElement).value)).toBe('٠٧/١٢/٢٠٢٦')
    })

    it.each([
      ['٧/١٢/٢٠٢٦', '2026-12-07'],
      ['7/12/2026', '2026-12-07'],
      ['٢٤/١٢/٢٠٢٦', '2026-12-24'],
      ['۲۴/۱۲/۲۰۲۶', '2026-12-24'],
      ['٢٠٢٦-١٢-٣١', '2026-12-31'],
    ])('takes "%s" as %s, day first', async (typed, date) => {
      const { user, input, onChange } = renderPicker({ locale: 'ar-SA' })
      await user.type(input, typed)
      await user.tab()
      expect(onChange).toHaveBeenCalledExactlyOnceWith(date)
    })

    it.each(['٣٠/٠٢/٢٠٢٧', '٠٤/١٢/٢٠٢٦'])('refuses "%s" (no such day, or before the first allowed day)', async (typed) => {
      const { user, input, onChange } = renderPicker({ locale: 'ar-SA', minDate: '2026-12-05' })
      await user.type(input, typed)
      await user.tab()
      expect(onChange).not.toHaveBeenCalled()
    })

    it.each([
      { week: 'Sunday', weekStartsOn: 0 as const, first: 'الأحد', last: 'السبت' },
      { week: 'Monday', weekStartsOn: 1 as const, first: 'الاثنين', last: 'الأحد' },
    ])("starts the week on the organisation's $week, whatever the locale's own week", async ({ weekStartsOn, first, last }) => {
      const { user, button } = renderPicker({ locale: 'ar-SA', weekStartsOn, value: '2026-12-09' })
      await user.click(button)
      const headers = screen.getAllByRole('columnheader')
      expect(headers).toHaveLength(7)
      expect(headers[0]).toHaveAttribute('abbr', first)
      expect(headers[6]).toHaveAttribute('abbr', last)
    })
  })

  it('ties its error to the input', () => {
    const { input } = renderPicker({ error: 'Choose a check-in date' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Choose a check-in date')
  })

  it('inside a dialog, Escape closes the calendar first and the dialog only on the next press', async () => {
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Search stays</DialogTitle>
          <DatePicker label="Check-in" value="2026-12-07" onChange={() => {}} weekStartsOn={0} locale="en-US" labels={labels} />
        </DialogContent>
      </Dialog>,
    )
    const user = userEvent.setup()
    const dialog = screen.getByRole('dialog', { name: 'Search stays' })
    const button = within(dialog).getByRole('button', { name: labels.open })
    await user.click(button)
    expect(within(dialog).getByRole('dialog', { name: 'December 2026' })).toBeInTheDocument()
    expect(day('Monday, December 7, 2026')).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'December 2026' })).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(onOpenChange).not.toHaveBeenCalled()

    await user.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
