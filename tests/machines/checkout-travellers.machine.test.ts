import { describe, expect, it } from 'vitest'
import { clientPrefillOf, prefillOf } from '@machines/checkout.prefill'
import { profileFor } from '../helpers/fake-auth-api'
import { checkoutInput, memberPrefill, savedTraveller, sessions } from '../helpers/checkout-model'
import { run } from '../helpers/checkout-run'

/*
 * "Who's travelling?" at the checkout (issue 17): a member books for themselves, one of their
 * saved travellers, or someone else they may keep; the profile fills the title and phone.
 */

describe("the checkout's lead traveller for a member", () => {
  it('starts with the member, then takes a saved traveller’s title and names; the contact stays the member’s', async () => {
    const { actor, walletReady, sent, fill } = run({ input: { prefill: { ...memberPrefill, title: 'Mrs', phoneNumber: '5550100' } } })
    await walletReady()
    expect(actor.getSnapshot().context).toMatchObject({
      traveller: 'self',
      form: { title: 'Mrs', firstName: 'Maria', phoneNumber: '5550100' },
    })
    actor.send({ type: 'traveller.choose', pick: savedTraveller.id })
    expect(actor.getSnapshot().context.form).toMatchObject({
      title: 'Mr',
      firstName: 'Tom',
      lastName: 'Traveller',
      email: 'member@example.com',
      phoneNumber: '5550100',
    })
    fill()
    actor.send({ type: 'field.change', field: 'title', value: 'Mr' })
    actor.send({ type: 'form.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent.bookings[0]!.guest).toMatchObject({ title: 'Mr', firstName: 'Tom', lastName: 'Traveller', email: 'member@example.com' })
    expect(sent.bookings[0]).not.toHaveProperty('saveTraveller')
  })

  it('empties the names for someone else, who is saved only when asked, and only while chosen', async () => {
    const { actor, walletReady, sent, fill } = run()
    await walletReady()
    expect(actor.getSnapshot().can({ type: 'traveller.save', checked: true })).toBe(false)
    actor.send({ type: 'traveller.choose', pick: 'other' })
    expect(actor.getSnapshot().context.form).toMatchObject({ title: '', firstName: '', lastName: '', email: 'member@example.com' })
    actor.send({ type: 'traveller.save', checked: true })
    actor.send({ type: 'traveller.choose', pick: 'self' })
    expect(actor.getSnapshot().context).toMatchObject({ saveTraveller: false, form: { firstName: 'Maria', lastName: 'Member' } })
    actor.send({ type: 'traveller.choose', pick: 'other' })
    actor.send({ type: 'traveller.save', checked: true })
    for (const [field, value] of [
      ['firstName', 'Sam'],
      ['lastName', 'Someone'],
    ] as const)
      actor.send({ type: 'field.change', field, value })
    fill()
    actor.send({ type: 'form.submit' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(sent.bookings[0]).toMatchObject({ saveTraveller: true, guest: { firstName: 'Sam', lastName: 'Someone' } })
  })

  it('is not asked of a guest or an agent, and refuses a traveller the member does not have', async () => {
    for (const input of [
      checkoutInput({ session: sessions.guest, prefill: null }),
      checkoutInput({ session: sessions.agent, prefill: null }),
    ]) {
      const { actor, settle } = run({ input })
      await settle((s) => s.matches({ booking: { form: 'editing' } }))
      expect(actor.getSnapshot().context.traveller).toBeNull()
      expect(actor.getSnapshot().can({ type: 'traveller.choose', pick: 'other' })).toBe(false)
    }
    const { actor, walletReady } = run()
    await walletReady()
    expect(actor.getSnapshot().can({ type: 'traveller.choose', pick: 99 })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'traveller.choose', pick: savedTraveller.id })).toBe(true)
  })
})

describe('what the profile and a chosen client fill in', () => {
  it("maps the account's title to the booking's and fills the phone with its own country", () => {
    expect(prefillOf(profileFor({ title: 'Miss', phone_number: '7700900123', phone_country: 'GB', phone_country_code: '+44' }))).toEqual({
      title: 'Ms',
      firstName: 'Maria',
      lastName: 'Member',
      email: 'member@example.com',
      phoneNumber: '7700900123',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
    })
    // +1 is several countries: the account's own choice tells them apart.
    expect(prefillOf(profileFor({ phone_country: 'CA', phone_country_code: '+1' }))?.phoneCountry).toEqual({
      countryCode: 'CA',
      isdCode: '+1',
    })
    expect(prefillOf(profileFor({ title: null, phone_number: null }))).not.toHaveProperty('title')
    expect(prefillOf(profileFor({ usr_type: 1 }))).toBeNull()
  })

  it("fills an agent's checkout with the whole client", () => {
    expect(
      clientPrefillOf({
        title: 'Ms',
        firstName: 'Clara',
        lastName: 'Client',
        email: 'clara.client@example.com',
        phone: { countryCode: 'GB', isdCode: '+44', number: '7700900456' },
      }),
    ).toEqual({
      title: 'Ms',
      firstName: 'Clara',
      lastName: 'Client',
      email: 'clara.client@example.com',
      phoneNumber: '7700900456',
      phoneCountry: { countryCode: 'GB', isdCode: '+44' },
    })
  })
})
