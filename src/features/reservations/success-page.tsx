// Scaffold: replaced by the booking issue's page (issue 7).
export default function SuccessPage() {
  return null
}
