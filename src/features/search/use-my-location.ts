import { useState } from 'react'
import { getCookie, setCookie } from '@/lib/cookies'

export type Coordinates = { latitude: number; longitude: number }
export type LocationStatus = 'idle' | 'locating' | 'refused' | 'unavailable' | 'unsupported'

/** About a metre: enough to search near, and no more of the visitor's position than that is kept. */
const round = (n: number) => Math.round(n * 1e5) / 1e5

/** The location a previous search stored (searchLatitude/searchLongitude; docs/rules.md#cookies), if both are readable. */
export function storedLocation(): Coordinates | null {
  const latitude = Number(getCookie('searchLatitude') ?? NaN)
  const longitude = Number(getCookie('searchLongitude') ?? NaN)
  return Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
    ? { latitude, longitude }
    : null
}

/**
 * The browser's location for a "near me" search: asked once per press, stored in the
 * searchLatitude/searchLongitude cookies when given, so the next visit offers it at once.
 */
export function useMyLocation() {
  const [status, setStatus] = useState<LocationStatus>('idle')
  const [stored, setStored] = useState(storedLocation)
  function locate(onFound: (where: Coordinates) => void) {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation
    if (!geolocation) return setStatus('unsupported')
    setStatus('locating')
    geolocation.getCurrentPosition(
      (position) => {
        const where = { latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }
        setCookie('searchLatitude', String(where.latitude))
        setCookie('searchLongitude', String(where.longitude))
        setStored(where)
        setStatus('idle')
        onFound(where)
      },
      // 1 is GeolocationPositionError.PERMISSION_DENIED; the others (position unavailable, timeout) may pass.
      (error) => setStatus(error.code === 1 ? 'refused' : 'unavailable'),
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }
  return { status, stored, locate, dismiss: () => setStatus('idle') }
}
