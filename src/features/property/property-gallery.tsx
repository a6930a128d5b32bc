import { useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { PropertyImage } from '@contract/schemas/booking'
import { cn } from '@ui/cn'
import { textDirectionAt } from '@ui/direction'

/**
 * The property's photos (APG carousel, no auto-rotation): a large image with previous and next
 * buttons and a row of thumbnails. Arrow keys, Home and End move through them while focus is in
 * the gallery; the slide's name says which image shows ("Image 2 of 5") and is announced politely.
 */
export function PropertyGallery({ images, name }: { images: PropertyImage[]; name: string }) {
  const { t, i18n } = useLingui()
  const [index, setIndex] = useState(0)
  const count = images.length
  const go = (next: number) => setIndex(((next % count) + count) % count)
  const current = images[index]
  const position = index + 1

  function onKeyDown(event: KeyboardEvent) {
    // The arrows move the way they point: in a right-to-left page the next image is to the left.
    const forward = textDirectionAt(event.currentTarget) === 'rtl' ? -1 : 1
    const moves: Record<string, number> = { ArrowLeft: index - forward, ArrowRight: index + forward, Home: 0, End: count - 1 }
    if (!(event.key in moves) || count < 2) return
    event.preventDefault()
    go(moves[event.key]!)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the carousel takes the arrow keys of its slide and buttons (APG carousel)
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Photos of ${name}`}
      onKeyDown={onKeyDown}
      className="flex min-w-0 flex-col gap-2"
    >
      <div className="relative overflow-hidden rounded-lg bg-muted">
        <div
          role="group"
          aria-roledescription={t`slide`}
          aria-label={t`Image ${position} of ${count}`}
          aria-live="polite"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the slide takes focus so the arrow keys can page the photos
          tabIndex={0}
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary"
        >
          <img src={current!.url} alt={current!.alt} className="aspect-[16/9] w-full object-cover" />
        </div>
        {count > 1 && (
          <>
            <ArrowButton label={t`Previous image`} side="start" onClick={() => go(index - 1)} />
            <ArrowButton label={t`Next image`} side="end" onClick={() => go(index + 1)} />
            <p aria-hidden="true" className="absolute end-2 bottom-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
              {i18n.number(position)} / {i18n.number(count)}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => {
            const n = i + 1
            return (
              <li key={image.url} className="shrink-0">
                <button
                  type="button"
                  aria-label={t`Show image ${n}: ${image.alt}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  className={cn(
                    'block overflow-hidden rounded border-2 focus-visible:outline-2 focus-visible:outline-brand-primary',
                    i === index ? 'border-brand-primary' : 'border-transparent',
                  )}
                >
                  <img src={image.url} alt="" className="h-14 w-20 object-cover" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function ArrowButton({ label, side, onClick }: { label: string; side: 'start' | 'end'; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        'absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-surface/90 text-ink shadow',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary',
        side === 'start' ? 'start-2' : 'end-2',
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className={cn('size-5', side === 'end' && 'rotate-180', 'rtl:-scale-x-100')}
      >
        <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
      </svg>
    </button>
  )
}
