import { Trans } from '@lingui/react/macro'
import type { PropertyDetails } from '@contract/schemas/booking'
import { useAmenityLabel } from '@/features/property/property-format'

/** The description, paragraph by paragraph, and the property's amenities. */
export function PropertyAbout({ property }: { property: PropertyDetails }) {
  const label = useAmenityLabel()
  return (
    <section aria-labelledby="property-about" className="flex flex-col gap-3">
      <h2 id="property-about" className="text-xl font-semibold">
        <Trans>About this property</Trans>
      </h2>
      {property.description.map((paragraph, i) => (
        <p key={i} className="leading-relaxed">
          {paragraph}
        </p>
      ))}
      {property.amenities.length > 0 && (
        <>
          <h3 id="property-amenities" className="text-lg font-semibold">
            <Trans>Amenities</Trans>
          </h3>
          <ul aria-labelledby="property-amenities" className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            {property.amenities.map((code) => (
              <li key={code} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-brand-primary">
                  ✓
                </span>
                {label(code)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
