import { useEffect, useEffectEvent, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { detailsUrl } from '@/lib/booking-params'
import { propertyDetailsMachine, type PropertyDetailsInput } from '@machines/property-details.machine'
import { inspect } from '@/shared/inspection'

/**
 * The property page's machine (its call, aborted when the machine leaves the state that made it,
 * is the machine's own actor) and its URL: each stay it settles on replaces the query string. The
 * selected currency is handed to it whenever the visitor changes it.
 */
export function usePropertyDetails(input: PropertyDetailsInput, currency: string) {
  const [, navigate] = useLocation()
  const [machine] = useState(() =>
    propertyDetailsMachine.provide({
      actions: { stayChanged: (_, stay) => navigate(detailsUrl(input.propertyId, stay), { replace: true }) },
    }),
  )
  const [state, send] = useMachine(machine, { input, inspect })
  const handOver = useEffectEvent((selected: string) => {
    if (selected !== state.context.currency) send({ type: 'currency.change', currency: selected })
  })
  // Only a change of the selected currency is handed over; the machine's own value is not a trigger.
  useEffect(() => handOver(currency), [currency])
  return [state, send] as const
}
