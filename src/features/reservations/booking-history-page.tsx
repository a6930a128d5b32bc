// Scaffold: replaced by the booking issue's page (issue 7).
export default function BookingHistoryPage(_: { scope: 'own' | 'agent' }) {
  return null
}
