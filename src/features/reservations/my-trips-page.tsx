// Scaffold: replaced by the booking issue's page (issue 7).
export default function MyTripsPage() {
  return null
}
