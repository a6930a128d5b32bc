import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { CarOffer, CarStation } from '@contract/schemas/cars'

/** What an offer includes, in words. */
export const includedLabels: Record<CarOffer['included'][number], MessageDescriptor> = {
  'collision-damage-waiver': msg`Collision damage waiver`,
  'theft-protection': msg`Theft protection`,
  'third-party-liability': msg`Third-party liability`,
  'airport-fees': msg`Airport fees`,
  'roadside-assistance': msg`Roadside assistance`,
}

export const transmissionLabels: Record<CarOffer['transmission'], MessageDescriptor> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
}

export const fuelLabels: Record<CarOffer['fuel'], MessageDescriptor> = {
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  hybrid: msg`Hybrid`,
  electric: msg`Electric`,
}

/** "Open 08:00–19:00", or "Open 24 hours". */
export const hoursOf = (station: Pick<CarStation, 'opens' | 'closes'>) =>
  station.opens === '00:00' && station.closes === '24:00' ? msg`Open 24 hours` : msg`Open ${station.opens}–${station.closes}`

/** A local time ("10:30") is within a station's hours, both ends included (the server's rule, docs/rules.md#car-hire). */
export const openAt = (station: Pick<CarStation, 'opens' | 'closes'>, time: string) => time >= station.opens && time <= station.closes
