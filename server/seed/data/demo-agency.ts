/** The demo agent's agency and clients (README "Demo data"): agent@example.com books for them. */
export const demoAgency = {
  agentEmail: 'agent@example.com',
  agencyName: 'Demo Travel Agency',
  agencyNumber: 'AG-1001',
  /** 10 % in basis points. */
  commissionBp: 1000,
}

export const demoClients = [
  {
    title: 'Ms',
    firstName: 'Clara',
    lastName: 'Client',
    email: 'clara.client@example.com',
    phoneCountry: 'GB',
    phoneIsdCode: '+44',
    phoneNumber: '7700900456',
    notes: 'Prefers quiet rooms on a high floor.',
  },
  {
    title: 'Mr',
    firstName: 'Bruno',
    lastName: 'Buyer',
    email: 'bruno.buyer@example.com',
    phoneCountry: 'ES',
    phoneIsdCode: '+34',
    phoneNumber: '600123456',
    notes: '',
  },
] as const
