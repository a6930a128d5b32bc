/*
 * The process tests/server/payments-crash.test.ts kills: it opens the embedded store in the
 * folder it is given, books (or cancels) a ferry paid by the test provider, and kills itself
 * with SIGKILL right after the payment step it is told — no handler, no cleanup, as a power cut
 * or an OOM kill would leave it. Usage: node --import tsx payment-crash-child.ts <pg folder> <step> <key>
 */
import type { AppDeps } from '@server/app-env'
import { seedStore } from '@server/seed/seed'
import type { PaymentStep } from '@server/services/payments/charge'
import { createTestProvider } from '@server/services/payments/test-provider'
import { cancelReservation } from '@server/services/reservations/cancel'
import { createReservation } from '@server/services/reservations/create'
import { bookingMail } from '@server/services/reservations/notify'
import { openPgliteStore } from '@server/store/open'
import { lineRegistry } from '@server/suppliers/registry'
import { day, NOW } from './booking-api'
import { demoMember, ferryBooking, ferryLine } from './paid-line'

const [folder, step, key] = process.argv.slice(2) as [string, PaymentStep, string]
const store = await openPgliteStore(folder)
await store.migrate()
await seedStore(store.db, 'demo')
const { org, member, booker } = await demoMember(store.db)
const kill = (at: PaymentStep) => {
  if (at === step) process.kill(process.pid, 'SIGKILL')
}
const payments = { provider: createTestProvider(store.db), crashAfter: kill }
const deps = { db: store.db, lines: lineRegistry([ferryLine().supplier]), now: NOW, payments }
const mail = (template: 'booking-confirmation' | 'booking-cancellation') =>
  bookingMail({ now: () => NOW } as AppDeps, { origin: null, org, asked: 'en-US', today: day(0), template })

if (step === 'refund-pending') {
  const { row } = await createReservation(
    { ...deps, payments: { provider: payments.provider } },
    org,
    booker,
    ferryBooking(key),
    mail('booking-confirmation'),
  )
  await cancelReservation(deps, { org, kind: 'user', user: member }, row.confirmationNumber, mail('booking-cancellation'))
} else {
  await createReservation(deps, org, booker, ferryBooking(key), mail('booking-confirmation'))
}
// Reaching here means the step never came: the parent sees a clean exit and fails.
await store.close()
process.exit(0)
