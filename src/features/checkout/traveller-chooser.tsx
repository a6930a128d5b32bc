import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '@ui/checkbox'
import type { TravellerPick } from '@machines/checkout.machine'
import type { CheckoutProps } from '@/features/checkout/checkout-view'

/**
 * "Who's travelling?" (issue 17): a member books for themselves, one of their saved travellers,
 * or someone else (typed in, and kept among their travellers if they like). The title and names
 * follow the choice; the contact email and phone stay the member's.
 */
export function TravellerChooser({ state, send }: CheckoutProps) {
  const { t } = useLingui()
  const { traveller, travellers, prefill, saveTraveller } = state.context
  if (traveller === null) return null
  const firstName = prefill?.firstName ?? ''
  const lastName = prefill?.lastName ?? ''
  const choose = (pick: TravellerPick) => send({ type: 'traveller.choose', pick })
  const options: { pick: TravellerPick; label: string }[] = [
    { pick: 'self', label: prefill?.firstName || prefill?.lastName ? t`Me (${firstName} ${lastName})` : t`Me` },
    ...travellers.map((x) => ({ pick: x.id, label: `${x.firstName} ${x.lastName}` })),
    { pick: 'other', label: t`Someone else` },
  ]
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold">
        <Trans>Who's travelling?</Trans>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={String(option.pick)} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="checkout-traveller"
              className="size-4 accent-brand-primary"
              checked={traveller === option.pick}
              onChange={() => choose(option.pick)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {traveller === 'other' && (
        <Checkbox
          label={t`Save this traveller to my profile`}
          checked={saveTraveller}
          onChange={(e) => send({ type: 'traveller.save', checked: e.target.checked })}
        />
      )}
    </fieldset>
  )
}
