import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SWRConfig } from 'swr'
import { lookupRevalidation } from '@contract/constants'
import { useCalendarSettings } from '@/shared/calendar/use-calendar-settings'
import { demoOrg, fakeApi, serveFakeCalls, type Api } from './helpers/fake-api'

function renderSettings(api: Api) {
  serveFakeCalls(api)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ ...lookupRevalidation, shouldRetryOnError: false, provider: () => new Map() }}>{children}</SWRConfig>
  )
  return renderHook(() => useCalendarSettings(), { wrapper })
}

// Today is 30 December 2026 in the visitor's calendar.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(2026, 11, 30, 18))
})
afterEach(() => vi.useRealTimers())

describe('useCalendarSettings', () => {
  it("follows the organisation's week start and minimum check-in once its config arrives", async () => {
    const monday = { ...demoOrg, orgBySite: { orgCountryData: { calendarType: 'monday' as const, code: 'GB' }, minCheckinDays: 3 } }
    const { result } = renderSettings(fakeApi({ getOrgConfig: async () => monday }))
    expect(result.current).toEqual({ weekStartsOn: 0, minDate: '2026-12-30', maxDate: '2027-12-30' })
    await waitFor(() => expect(result.current).toEqual({ weekStartsOn: 1, minDate: '2027-01-02', maxDate: '2027-12-30' }))
  })

  it('keeps the defaults (Sunday, from today) when the config fails', async () => {
    const getOrgConfig = vi.fn(async () => Promise.reject(new Error('down')))
    const { result } = renderSettings(fakeApi({ getOrgConfig }))
    await waitFor(() => expect(getOrgConfig).toHaveBeenCalled())
    expect(result.current).toEqual({ weekStartsOn: 0, minDate: '2026-12-30', maxDate: '2027-12-30' })
  })
})
