import { Trans } from '@lingui/react/macro'
import type { PropertyDetailsInput } from '@machines/property-details.machine'
import { useSettings } from '@/shared/settings/settings-context'
import { PropertyAbout } from '@/features/property/property-about'
import { PropertyGallery } from '@/features/property/property-gallery'
import { PropertyHeader } from '@/features/property/property-header'
import { PropertyPolicies } from '@/features/property/property-policies'
import { LoadFailed } from '@/shared/booking/load-failed'
import { PropertyNotFound, PropertySkeleton } from '@/features/property/property-states'
import { RoomOffers } from '@/features/property/room-offers'
import { StayEditor } from '@/features/property/stay-editor'
import { usePropertyDetails } from '@/features/property/use-property-details'
import { usePageTitle } from '@/shared/page-title'
import { useGuestRoomCap } from '@/shared/organisation/use-guest-room-cap'

/** The property page's states: loading, not found, failed, and the property with its stay and offers. */
export function PropertyView({ input }: { input: PropertyDetailsInput }) {
  const { currency } = useSettings()
  const [state, send] = usePropertyDetails(input, currency.code)
  const guestRoomCap = useGuestRoomCap()
  const { data, stay } = state.context
  usePageTitle(data?.property.name ?? null)
  if (state.matches('notFound')) return <PropertyNotFound />
  if (state.matches('failed')) {
    return (
      <LoadFailed onRetry={() => send({ type: 'load.retry' })}>
        <Trans>This property could not be loaded.</Trans>
      </LoadFailed>
    )
  }
  if (!state.matches('ready') || !data) return <PropertySkeleton />
  const property = data.property
  return (
    <article className="flex flex-col gap-6">
      <PropertyHeader property={property} stay={stay} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <PropertyGallery images={property.images} name={property.name} />
        <aside className="flex flex-col gap-4 self-start lg:sticky lg:top-4 lg:col-start-2 lg:row-span-4 lg:row-start-1">
          <StayEditor
            kind={property.kind}
            stay={stay}
            guestRoomCap={guestRoomCap}
            onChange={(next) => send({ type: 'stay.change', stay: next })}
          />
        </aside>
        <RoomOffers
          property={property}
          stay={stay}
          offers={state.matches({ ready: 'shown' }) ? data.offers : null}
          status={state.matches({ ready: 'reloadFailed' }) ? 'failed' : state.matches({ ready: 'shown' }) ? 'shown' : 'loading'}
          onRetry={() => send({ type: 'load.retry' })}
        />
        <PropertyAbout property={property} />
        <PropertyPolicies property={property} offers={state.matches({ ready: 'shown' }) ? data.offers : null} />
      </div>
    </article>
  )
}
