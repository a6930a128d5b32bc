import { useId, useRef, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@ui/dialog'
import type { Reservation } from '@contract/schemas/reservations'
import { CancelWhole, type CancelActions } from '@/features/reservations/item-brief'
import { BookingTotals, ChargedIn } from '@/features/reservations/price-breakdown'
import { ReservationItemView } from '@/features/reservations/reservation-item'
import { ReservationStatus } from '@/features/reservations/reservation-status'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 border-t border-line pt-3">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

/**
 * The whole booking: each item in full (what, when, who, policy, price and wallet cards), the
 * sums, the lead traveller, special requests; with `actions`, the cancel actions the policy allows.
 */
export function ReservationDetails({
  reservation: r,
  actions,
  header = true,
}: {
  reservation: Reservation
  actions?: CancelActions
  header?: boolean
}) {
  const several = r.items.length > 1
  return (
    <div className="flex flex-col gap-3">
      {header && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Trans>Confirmation number</Trans> <span className="font-mono font-semibold">{r.confirmationNumber}</span>
          <ReservationStatus reservation={r} />
        </p>
      )}
      {r.items.map((item) => (
        <ReservationItemView key={item.id} reservation={r} item={item} actions={actions} />
      ))}
      {several ? (
        <Section title={<Trans>Booking total</Trans>}>
          <BookingTotals reservation={r} />
          <ChargedIn reservation={r} />
        </Section>
      ) : (
        <ChargedIn reservation={r} />
      )}
      <Section title={<Trans>Contact</Trans>}>
        <p className="text-sm">
          {r.guest.firstName} {r.guest.lastName} · {r.guest.email} · {r.guest.phone.isdCode} {r.guest.phone.number}
        </p>
        {r.agent && (
          <p className="text-sm text-ink-muted">
            <Trans>
              Booked by {r.agent.name} ({r.agent.email})
            </Trans>
          </p>
        )}
      </Section>
      <Section title={<Trans>Special requests</Trans>}>
        <p className="text-sm whitespace-pre-line">{r.specialRequests || <Trans>None</Trans>}</p>
      </Section>
      {actions && (
        <div className="flex flex-wrap gap-2 border-t border-line pt-3">
          <CancelWhole reservation={r} actions={actions} />
        </div>
      )}
    </div>
  )
}

/** A "Details" button opening the booking in a dialog; `describedBy` names the card it belongs to for screen readers. */
export function ReservationDetailsDialog({ reservation: r, describedBy }: { reservation: Reservation; describedBy?: string }) {
  const title = useRef<HTMLHeadingElement>(null)
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-describedby={describedBy}>
          <Trans>Details</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent
        // A long read with its one button at the end: focus starts at its title, with the top in view
        // (the first focusable, Close, sat below the screen), and Tab goes on from there.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          title.current?.focus()
        }}
      >
        <DialogHeader>
          <div>
            <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
              {r.items[0]!.title}
            </DialogTitle>
            <DialogDescription>
              <Trans>Booking details</Trans>
            </DialogDescription>
          </div>
        </DialogHeader>
        <ReservationDetails reservation={r} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">
              <Trans>Close</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
