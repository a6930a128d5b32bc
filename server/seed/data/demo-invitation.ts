/**
 * The demo organisation's invitation (docs/api.md "Sign-up"). Its key is fixed and documented so
 * the prefilled sign-up can be tried: /?key=demo-invitation-2026&signup=1. Only its SHA-256 is stored.
 */
export const DEMO_INVITATION_KEY = 'demo-invitation-2026'

export const demoInvitation = {
  mastercode: 'MC-2026-001',
  email: 'invitee@example.com',
  firstName: 'Jane',
  lastName: 'Traveller',
  title: 'Mrs' as const,
  phoneNumber: '7700900123',
  countryCode: 'GB',
  lang: 'en-US',
  tripId: 'TRIP-1001',
  expiresAt: new Date('2027-12-31T23:59:59Z'),
}
