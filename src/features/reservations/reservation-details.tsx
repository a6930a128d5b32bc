import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@ui/dialog'
import type { LegacyReservation } from '@contract/schemas/reservations'
import { CancellationDeadline } from '@/features/reservations/cancellation-deadline'
import { PriceBreakdown } from '@/features/reservations/price-breakdown'
import { ReservationStatus } from '@/features/reservations/reservation-status'
import { StaySummary } from '@/features/reservations/stay-summary'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-line pt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  )
}

/** The whole booking: stay, guest, price with wallet deductions, special requests and the cancellation policy. */
export function ReservationDetails({ reservation: r }: { reservation: LegacyReservation }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Trans>Confirmation number</Trans> <span className="font-mono font-semibold">{r.confirmationNumber}</span>
        <ReservationStatus reservation={r} />
      </p>
      <StaySummary reservation={r} />
      <Section title={<Trans>Contact</Trans>}>
        <p className="text-sm">
          {r.guest.email} · {r.guest.phone.isdCode} {r.guest.phone.number}
        </p>
        {r.agent && (
          <p className="text-sm text-ink-muted">
            <Trans>
              Booked by {r.agent.name} ({r.agent.email})
            </Trans>
          </p>
        )}
      </Section>
      <Section title={<Trans>Price</Trans>}>
        <PriceBreakdown reservation={r} />
      </Section>
      <Section title={<Trans>Special requests</Trans>}>
        <p className="text-sm whitespace-pre-line">{r.specialRequests || <Trans>None</Trans>}</p>
      </Section>
      <Section title={<Trans>Cancellation</Trans>}>
        <CancellationDeadline reservation={r} />
      </Section>
    </div>
  )
}

/** A "Details" button opening the booking in a dialog; `describedBy` names the card it belongs to for screen readers. */
export function ReservationDetailsDialog({ reservation: r, describedBy }: { reservation: LegacyReservation; describedBy?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-describedby={describedBy}>
          <Trans>Details</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <div>
            <DialogTitle>{r.property.name}</DialogTitle>
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
