import { useEffect, useEffectEvent, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation } from 'wouter'
import { stayDetailsUrl } from '@/lib/stay-params'
import { withCertificate } from '@/lib/certificate-param'
import { stayUnitMachine, type StayUnitInput } from '@machines/stay-unit.machine'
import { inspect } from '@/shared/inspection'

/**
 * The unit page's machine (its calls are its own actors) and its URL: each choice it settles on
 * replaces the query string, keeping the certificate the link named. The selected currency is
 * handed to it whenever the visitor changes it.
 */
export function useStayUnit(input: StayUnitInput, currency: string, certificate: string | null) {
  const [, navigate] = useLocation()
  const [machine] = useState(() =>
    stayUnitMachine.provide({
      actions: {
        choiceChanged: (_, choice) => navigate(withCertificate(stayDetailsUrl(input.unitId, choice), certificate), { replace: true }),
      },
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
