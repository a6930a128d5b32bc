import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import type { Place } from '@/features/search/search-form-rules'
import { useMyLocation } from '@/features/search/use-my-location'

/**
 * "Use my location" asks the browser for its position; once a position is stored (the
 * searchLatitude/searchLongitude cookies), "Near me" uses it at once. A refused or unavailable
 * location says so and leaves the destination to type.
 */
export function LocationControls({ onPlace }: { onPlace: (place: Place) => void }) {
  const { t } = useLingui()
  const location = useMyLocation()
  const near = (where: { latitude: number; longitude: number }) => onPlace({ type: 'near', ...where })
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {location.stored && (
        <Button variant="secondary" size="sm" onClick={() => near(location.stored!)}>
          <Trans>Near me</Trans>
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => location.locate(near)} disabled={location.status === 'locating'}>
        <PinIcon />
        {location.stored ? <Trans>Update my location</Trans> : <Trans>Use my location</Trans>}
      </Button>
      {location.status === 'locating' && <Spinner label={t`Finding your location`} />}
      {(location.status === 'refused' || location.status === 'unavailable' || location.status === 'unsupported') && (
        <p role="alert" className="text-red-700">
          {location.status === 'refused' ? (
            <Trans>Location access was refused. Allow it in your browser, or type a destination.</Trans>
          ) : location.status === 'unavailable' ? (
            <Trans>Your location is not available right now. Type a destination instead.</Trans>
          ) : (
            <Trans>This browser cannot share your location. Type a destination instead.</Trans>
          )}
        </p>
      )}
    </div>
  )
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path d="M10 2a6 6 0 0 0-6 6c0 4.2 6 10 6 10s6-5.8 6-10a6 6 0 0 0-6-6Zm0 8.2A2.2 2.2 0 1 1 10 5.8a2.2 2.2 0 0 1 0 4.4Z" />
    </svg>
  )
}
