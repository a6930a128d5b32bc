import { loadScript } from '@/lib/load-script'

/*
 * Stripe's own card form (Stripe.js, loaded from Stripe only when Stripe is configured; the
 * pages' Content-Security-Policy allows it only then). The checkout's payment view mounts the
 * card element here, and the checkout machine's createPaymentMethod actor (src/api/payments.ts)
 * asks this one mounted form for a payment method: the card never touches our pages' code.
 */

export const STRIPE_JS = 'https://js.stripe.com/v3/'

type StripeElement = {
  mount(target: HTMLElement): void
  destroy(): void
  on(event: 'change', handler: (e: { complete: boolean; error?: { message: string } }) => void): void
}
type StripeJs = {
  elements(): { create(kind: 'card', options?: object): StripeElement }
  createPaymentMethod(request: {
    type: 'card'
    card: StripeElement
  }): Promise<{ paymentMethod?: { id: string }; error?: { message: string } }>
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs
  }
}

let mounted: { stripe: StripeJs; card: StripeElement } | null = null

/** Loads Stripe.js and mounts its card form in `target`; `onChange` hears whether the card is complete. Answers the unmount. */
export async function mountStripeCard(
  publishableKey: string,
  target: HTMLElement,
  onChange: (complete: boolean) => void,
): Promise<() => void> {
  await loadScript(STRIPE_JS)
  if (!window.Stripe) throw new Error('Stripe.js did not load')
  const stripe = window.Stripe(publishableKey)
  const card = stripe.elements().create('card', { hidePostalCode: true })
  card.mount(target)
  card.on('change', (e) => onChange(e.complete))
  mounted = { stripe, card }
  return () => {
    card.destroy()
    if (mounted?.card === card) mounted = null
  }
}

/** A payment method of the card typed in the mounted form (Stripe's `pm_…`). */
export async function stripePaymentMethod(): Promise<string> {
  if (!mounted) throw new Error('no Stripe card form on the page')
  const answer = await mounted.stripe.createPaymentMethod({ type: 'card', card: mounted.card })
  if (!answer.paymentMethod) throw Object.assign(new Error(answer.error?.message ?? 'card not read'), { code: 'CARD_NOT_READ' })
  return answer.paymentMethod.id
}
