import type { CampaignColumn, PlanColumn, PromotionColumn, RewardsColumn } from '../../store/tables/club'

/*
 * The seeded travel club (issue 18; README "Demo data"): what the demo and atlas organisation
 * files set for referrals, promotions, rewards and plans, and the demo member's referrals and
 * points, so every page shows real content. Dates are fixed, as the wallet's are; texts are in
 * the four languages the product speaks.
 */

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' })
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' })

export const demoCampaigns: CampaignColumn[] = [
  {
    code: 'friends',
    title: { 'en-US': 'Refer a friend', 'es-ES': 'Recomienda a un amigo', 'fr-FR': 'Parrainez un ami', 'de-DE': 'Freunde werben' },
    summary: {
      'en-US': "You and your friend each get a 25 USD discount card after your friend's first completed stay.",
      'es-ES': 'Tú y tu amigo recibís cada uno una tarjeta de descuento de 25 USD cuando tu amigo complete su primera estancia.',
      'fr-FR': 'Votre ami et vous recevez chacun une carte de réduction de 25 USD après le premier séjour effectué de votre ami.',
      'de-DE': 'Sie und Ihr Freund erhalten je eine Rabattkarte über 25 USD, sobald Ihr Freund seinen ersten Aufenthalt abgeschlossen hat.',
    },
    rules: [
      {
        'en-US': 'Share your link or your code with friends who are not members yet.',
        'es-ES': 'Comparte tu enlace o tu código con amigos que aún no sean miembros.',
        'fr-FR': 'Partagez votre lien ou votre code avec des amis qui ne sont pas encore membres.',
        'de-DE': 'Teilen Sie Ihren Link oder Code mit Freunden, die noch keine Mitglieder sind.',
      },
      {
        'en-US': 'Your friend signs up with your link and confirms their email address.',
        'es-ES': 'Tu amigo se registra con tu enlace y confirma su dirección de correo.',
        'fr-FR': 'Votre ami s’inscrit avec votre lien et confirme son adresse e-mail.',
        'de-DE': 'Ihr Freund meldet sich über Ihren Link an und bestätigt seine E-Mail-Adresse.',
      },
      {
        'en-US': "When your friend's first stay is over and was not cancelled, you each receive a discount card in your wallet.",
        'es-ES': 'Cuando termine la primera estancia de tu amigo, sin cancelarse, cada uno recibe una tarjeta de descuento en su monedero.',
        'fr-FR':
          'Lorsque le premier séjour de votre ami est terminé sans annulation, vous recevez chacun une carte de réduction dans votre portefeuille.',
        'de-DE':
          'Ist der erste Aufenthalt Ihres Freundes vorbei und wurde nicht storniert, erhalten Sie beide eine Rabattkarte in Ihrer Geldbörse.',
      },
      {
        'en-US': 'The stay must end within 365 days of your friend signing up. Discount cards are valid for 12 months.',
        'es-ES': 'La estancia debe terminar en los 365 días siguientes al registro de tu amigo. Las tarjetas son válidas 12 meses.',
        'fr-FR': 'Le séjour doit se terminer dans les 365 jours suivant l’inscription de votre ami. Les cartes sont valables 12 mois.',
        'de-DE': 'Der Aufenthalt muss innerhalb von 365 Tagen nach der Anmeldung Ihres Freundes enden. Rabattkarten gelten 12 Monate.',
      },
    ],
    reward: { referrer: usd(2500), friend: usd(2500), validityDays: 365 },
    qualifyingDays: 365,
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: null,
  },
  {
    code: 'autumn-2025',
    title: {
      'en-US': 'Autumn friends 2025',
      'es-ES': 'Amigos de otoño 2025',
      'fr-FR': 'Amis d’automne 2025',
      'de-DE': 'Herbstfreunde 2025',
    },
    summary: {
      'en-US': 'Last autumn: 40 USD for you and 20 USD for your friend after their first stay within 180 days.',
      'es-ES': 'El otoño pasado: 40 USD para ti y 20 USD para tu amigo tras su primera estancia en 180 días.',
      'fr-FR': 'L’automne dernier : 40 USD pour vous et 20 USD pour votre ami après son premier séjour sous 180 jours.',
      'de-DE': 'Letzten Herbst: 40 USD für Sie und 20 USD für Ihren Freund nach seinem ersten Aufenthalt innerhalb von 180 Tagen.',
    },
    rules: [
      {
        'en-US': 'Friends signed up from September to December 2025.',
        'es-ES': 'Amigos registrados de septiembre a diciembre de 2025.',
        'fr-FR': 'Amis inscrits de septembre à décembre 2025.',
        'de-DE': 'Freunde, die sich von September bis Dezember 2025 angemeldet haben.',
      },
      {
        'en-US': 'The first stay had to end within 180 days of signing up.',
        'es-ES': 'La primera estancia debía terminar en los 180 días siguientes al registro.',
        'fr-FR': 'Le premier séjour devait se terminer dans les 180 jours suivant l’inscription.',
        'de-DE': 'Der erste Aufenthalt musste innerhalb von 180 Tagen nach der Anmeldung enden.',
      },
    ],
    reward: { referrer: usd(4000), friend: usd(2000), validityDays: 365 },
    qualifyingDays: 180,
    validFrom: '2025-09-01T00:00:00Z',
    validUntil: '2026-01-01T00:00:00Z',
  },
]

export const demoRewards: RewardsColumn = {
  name: { 'en-US': 'Club Points', 'es-ES': 'Puntos del Club', 'fr-FR': 'Points du Club', 'de-DE': 'Clubpunkte' },
  currency: 'USD',
  earn: { hotel: 10, resort: 8 },
  tiers: [
    {
      code: 'blue',
      name: { 'en-US': 'Blue', 'es-ES': 'Azul', 'fr-FR': 'Bleu', 'de-DE': 'Blau' },
      threshold: 0,
      benefits: [
        {
          'en-US': 'Points on every completed stay',
          'es-ES': 'Puntos en cada estancia completada',
          'fr-FR': 'Des points pour chaque séjour effectué',
          'de-DE': 'Punkte für jeden abgeschlossenen Aufenthalt',
        },
        { 'en-US': 'Member prices', 'es-ES': 'Precios para miembros', 'fr-FR': 'Prix membres', 'de-DE': 'Mitgliederpreise' },
      ],
    },
    {
      code: 'silver',
      name: { 'en-US': 'Silver', 'es-ES': 'Plata', 'fr-FR': 'Argent', 'de-DE': 'Silber' },
      threshold: 5000,
      benefits: [
        {
          'en-US': 'Late check-out on request',
          'es-ES': 'Salida tardía bajo petición',
          'fr-FR': 'Départ tardif sur demande',
          'de-DE': 'Später Check-out auf Anfrage',
        },
        {
          'en-US': 'Priority support line',
          'es-ES': 'Línea de atención prioritaria',
          'fr-FR': 'Assistance prioritaire',
          'de-DE': 'Bevorzugter Kundendienst',
        },
      ],
    },
    {
      code: 'gold',
      name: { 'en-US': 'Gold', 'es-ES': 'Oro', 'fr-FR': 'Or', 'de-DE': 'Gold' },
      threshold: 15000,
      benefits: [
        {
          'en-US': 'Room upgrade when available',
          'es-ES': 'Mejora de habitación si hay disponibilidad',
          'fr-FR': 'Surclassement selon disponibilité',
          'de-DE': 'Zimmer-Upgrade nach Verfügbarkeit',
        },
        {
          'en-US': 'Welcome gift at resorts',
          'es-ES': 'Regalo de bienvenida en resorts',
          'fr-FR': 'Cadeau de bienvenue dans les resorts',
          'de-DE': 'Willkommensgeschenk in Resorts',
        },
      ],
    },
    {
      code: 'platinum',
      name: { 'en-US': 'Platinum', 'es-ES': 'Platino', 'fr-FR': 'Platine', 'de-DE': 'Platin' },
      threshold: 40000,
      benefits: [
        {
          'en-US': 'A personal travel concierge',
          'es-ES': 'Un asistente de viajes personal',
          'fr-FR': 'Un concierge de voyage personnel',
          'de-DE': 'Ein persönlicher Reise-Concierge',
        },
      ],
    },
  ],
  redemptions: [
    { code: '10-usd', points: 1000, amount: usd(1000) },
    { code: '25-usd', points: 2500, amount: usd(2500) },
    { code: '50-usd', points: 5000, amount: usd(5000) },
  ],
  cardValidityDays: 365,
}

export const demoPlans: PlanColumn[] = [
  {
    code: 'explorer',
    name: { 'en-US': 'Explorer', 'es-ES': 'Explorador', 'fr-FR': 'Explorateur', 'de-DE': 'Entdecker' },
    summary: {
      'en-US': 'Free membership: member prices, points and referrals.',
      'es-ES': 'Membresía gratuita: precios para miembros, puntos y recomendaciones.',
      'fr-FR': 'Adhésion gratuite : prix membres, points et parrainage.',
      'de-DE': 'Kostenlose Mitgliedschaft: Mitgliederpreise, Punkte und Empfehlungen.',
    },
    benefits: [
      {
        'en-US': 'Member prices on hotels and resorts',
        'es-ES': 'Precios para miembros en hoteles y resorts',
        'fr-FR': 'Prix membres sur les hôtels et resorts',
        'de-DE': 'Mitgliederpreise für Hotels und Resorts',
      },
      {
        'en-US': 'Club Points on every completed stay',
        'es-ES': 'Puntos del Club en cada estancia completada',
        'fr-FR': 'Des points du Club pour chaque séjour effectué',
        'de-DE': 'Clubpunkte für jeden abgeschlossenen Aufenthalt',
      },
      {
        'en-US': 'Discount cards for every friend you refer',
        'es-ES': 'Tarjetas de descuento por cada amigo que recomiendes',
        'fr-FR': 'Des cartes de réduction pour chaque ami parrainé',
        'de-DE': 'Rabattkarten für jeden geworbenen Freund',
      },
    ],
    price: null,
    vacations: [],
  },
  {
    code: 'club',
    name: { 'en-US': 'Club Annual', 'es-ES': 'Club Anual', 'fr-FR': 'Club Annuel', 'de-DE': 'Club Jahresmitgliedschaft' },
    summary: {
      'en-US': 'Everything in Explorer, and a complimentary resort week every year.',
      'es-ES': 'Todo lo de Explorador y una semana de resort gratis cada año.',
      'fr-FR': 'Tout Explorateur, plus une semaine en resort offerte chaque année.',
      'de-DE': 'Alles aus Entdecker und jedes Jahr eine kostenlose Resortwoche.',
    },
    benefits: [
      {
        'en-US': 'A complimentary resort week each plan year',
        'es-ES': 'Una semana de resort gratis cada año del plan',
        'fr-FR': 'Une semaine en resort offerte chaque année d’adhésion',
        'de-DE': 'Eine kostenlose Resortwoche pro Mitgliedsjahr',
      },
      {
        'en-US': 'Certificates for hotel nights',
        'es-ES': 'Certificados para noches de hotel',
        'fr-FR': 'Des certificats pour des nuits d’hôtel',
        'de-DE': 'Gutscheine für Hotelnächte',
      },
    ],
    price: usd(19900),
    vacations: [
      {
        code: 'week',
        title: {
          'en-US': 'Complimentary resort week',
          'es-ES': 'Semana de resort gratis',
          'fr-FR': 'Semaine en resort offerte',
          'de-DE': 'Kostenlose Resortwoche',
        },
        product: 'RST',
        value: usd(45000),
        perYear: 1,
      },
    ],
  },
]

/** Promotion images: generated, one per offer, in the demo colours (docs/decisions.md: no remote images). */
const promoImage = (
  sky: string,
  sea: string,
  sun: string,
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" role="img" aria-label="${label}">
<rect width="640" height="320" fill="${sky}"/>
<circle cx="500" cy="90" r="46" fill="${sun}"/>
<path d="M0 210q80-30 160 0t160 0 160 0 160 0V320H0Z" fill="${sea}"/>
<path d="M0 250q80-24 160 0t160 0 160 0 160 0V320H0Z" fill="#ffffff" opacity=".35"/>
<path d="M120 210c10-60 30-90 60-110M180 100c-30-4-50 6-64 24M180 100c-6-24-24-36-46-38M180 100c20-16 44-18 64-8" fill="none" stroke="#14532d" stroke-width="8" stroke-linecap="round"/>
</svg>
`
export const demoPromotionAssets = [
  { name: 'promo-caribbean.svg', contentType: 'image/svg+xml', body: promoImage('#bae6fd', '#0284c7', '#f59e0b', 'Caribbean beach') },
  { name: 'promo-europe.svg', contentType: 'image/svg+xml', body: promoImage('#fde68a', '#1d4ed8', '#ea580c', 'European coast') },
]

export const demoPromotions: PromotionColumn[] = [
  {
    code: 'caribbean-weeks',
    title: {
      'en-US': 'Caribbean resort weeks',
      'es-ES': 'Semanas de resort en el Caribe',
      'fr-FR': 'Semaines en resort aux Caraïbes',
      'de-DE': 'Resortwochen in der Karibik',
    },
    text: {
      'en-US': 'Trade winter for white sand: book a resort week in Cancún or Punta Cana and use your resort certificate.',
      'es-ES': 'Cambia el invierno por arena blanca: reserva una semana de resort en Cancún o Punta Cana y usa tu certificado.',
      'fr-FR': 'Échangez l’hiver contre le sable blanc : réservez une semaine en resort à Cancún ou Punta Cana avec votre certificat.',
      'de-DE': 'Tauschen Sie den Winter gegen weißen Sand: Buchen Sie eine Resortwoche in Cancún oder Punta Cana mit Ihrem Gutschein.',
    },
    image: 'promo-caribbean.svg',
    imageAlt: {
      'en-US': 'A palm tree over a turquoise sea',
      'es-ES': 'Una palmera sobre un mar turquesa',
      'fr-FR': 'Un palmier au-dessus d’une mer turquoise',
      'de-DE': 'Eine Palme über türkisfarbenem Meer',
    },
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2028-12-31T23:59:59Z',
    products: ['resorts', 'weeks'],
    destinations: ['cancun-mx', 'punta-cana-do'],
    cta: {
      label: { 'en-US': 'Find a resort week', 'es-ES': 'Buscar una semana', 'fr-FR': 'Trouver une semaine', 'de-DE': 'Resortwoche finden' },
      kind: 'resort',
      destination: 'cancun-mx',
    },
  },
  {
    code: 'city-breaks',
    title: {
      'en-US': 'European city breaks',
      'es-ES': 'Escapadas urbanas en Europa',
      'fr-FR': 'Escapades urbaines en Europe',
      'de-DE': 'Städtereisen in Europa',
    },
    text: {
      'en-US': 'Two nights in Paris, Rome or Barcelona, and ten Club Points for every dollar of your stay.',
      'es-ES': 'Dos noches en París, Roma o Barcelona, y diez puntos del Club por cada dólar de tu estancia.',
      'fr-FR': 'Deux nuits à Paris, Rome ou Barcelone, et dix points du Club par dollar de votre séjour.',
      'de-DE': 'Zwei Nächte in Paris, Rom oder Barcelona und zehn Clubpunkte für jeden Dollar Ihres Aufenthalts.',
    },
    image: 'promo-europe.svg',
    imageAlt: {
      'en-US': 'A sunny European coast',
      'es-ES': 'Una costa europea soleada',
      'fr-FR': 'Une côte européenne ensoleillée',
      'de-DE': 'Eine sonnige europäische Küste',
    },
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2028-06-30T23:59:59Z',
    products: ['hotel'],
    destinations: ['paris-fr', 'rome-it', 'barcelona-es'],
    cta: {
      label: {
        'en-US': 'Search Paris hotels',
        'es-ES': 'Buscar hoteles en París',
        'fr-FR': 'Hôtels à Paris',
        'de-DE': 'Hotels in Paris suchen',
      },
      kind: 'hotel',
      destination: 'paris-fr',
    },
  },
]

export const atlasPromotions: PromotionColumn[] = [
  {
    code: 'primavera',
    title: { 'es-ES': 'Primavera en el sur', 'en-US': 'Spring in the south' },
    text: {
      'es-ES': 'Sevilla y Lisboa en flor: escapadas de dos noches para empezar la temporada.',
      'en-US': 'Seville and Lisbon in bloom: two-night breaks to start the season.',
    },
    image: null,
    imageAlt: null,
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2028-12-31T23:59:59Z',
    products: ['hotel'],
    destinations: ['sevilla-es', 'lisboa-pt'],
    cta: { label: { 'es-ES': 'Buscar en Sevilla', 'en-US': 'Search Seville' }, kind: 'hotel', destination: 'sevilla-es' },
  },
]

export const atlasPlans: PlanColumn[] = [
  {
    code: 'viajero',
    name: { 'es-ES': 'Viajero', 'en-US': 'Traveller' },
    summary: { 'es-ES': 'Membresía gratuita con precios para miembros.', 'en-US': 'Free membership with member prices.' },
    benefits: [{ 'es-ES': 'Precios para miembros', 'en-US': 'Member prices' }],
    price: null,
    vacations: [],
  },
  {
    code: 'atlas-plus',
    name: 'Atlas Plus',
    summary: { 'es-ES': 'Dos noches de hotel gratis al año.', 'en-US': 'Two complimentary hotel nights a year.' },
    benefits: [{ 'es-ES': 'Dos noches de hotel gratis cada año', 'en-US': 'Two free hotel nights each year' }],
    price: eur(9900),
    vacations: [
      {
        code: 'nights',
        title: { 'es-ES': 'Noches de hotel gratis', 'en-US': 'Free hotel nights' },
        product: 'HLT',
        value: eur(24000),
        perYear: 1,
      },
    ],
  },
]

/** The demo member's plan is Club Annual from this day: its plan year (and vacation certificate) is counted from it. */
export const DEMO_PLAN_STARTS_AT = '2026-07-01T00:00:00Z'

/** A friend the demo member referred, in the state each referral status needs (README "Demo data"). */
export type FriendSeed = {
  email: string
  firstName: string
  lastName: string
  campaign: string
  signedUpAt: string
  confirmed: boolean
  /** The friend's first booking: a hotel stay at this property of the inventory. */
  stay?: { confirmationNumber: string; bookedAt: string; checkIn: string; checkOut: string; totalMinor: number }
  /** Rewarded: the member's card (used since) and the friend's. */
  rewardedAt?: string
}

export const demoInvites = [{ email: 'noah.friend@example.com', campaign: 'friends', invitedAt: '2026-11-02T10:00:00Z' }]

export const demoFriends: FriendSeed[] = [
  {
    email: 'liam.friend@example.com',
    firstName: 'Liam',
    lastName: 'Fischer',
    campaign: 'friends',
    signedUpAt: '2026-10-20T09:00:00Z',
    confirmed: false,
  },
  {
    email: 'emma.friend@example.com',
    firstName: 'Emma',
    lastName: 'García',
    campaign: 'friends',
    signedUpAt: '2026-09-15T18:30:00Z',
    confirmed: true,
  },
  {
    email: 'ava.friend@example.com',
    firstName: 'Ava',
    lastName: 'Rossi',
    campaign: 'friends',
    signedUpAt: '2026-08-01T12:00:00Z',
    confirmed: true,
    stay: {
      confirmationNumber: 'TC-FRAVA226',
      bookedAt: '2026-08-05T12:00:00Z',
      checkIn: '2027-06-10',
      checkOut: '2027-06-14',
      totalMinor: 61_600,
    },
  },
  {
    email: 'mia.friend@example.com',
    firstName: 'Mia',
    lastName: 'Novak',
    campaign: 'autumn-2025',
    signedUpAt: '2025-11-10T08:00:00Z',
    confirmed: true,
    stay: {
      confirmationNumber: 'TC-FRMYA226',
      bookedAt: '2026-05-02T08:00:00Z',
      checkIn: '2026-06-15',
      checkOut: '2026-06-20',
      totalMinor: 77_000,
    },
  },
  {
    email: 'lucas.friend@example.com',
    firstName: 'Lucas',
    lastName: 'Martin',
    campaign: 'friends',
    signedUpAt: '2026-02-01T14:00:00Z',
    confirmed: true,
    stay: {
      confirmationNumber: 'TC-FRLCS226',
      bookedAt: '2026-02-10T14:00:00Z',
      checkIn: '2026-04-10',
      checkOut: '2026-04-13',
      totalMinor: 46_200,
    },
    rewardedAt: '2026-04-14T03:00:00Z',
  },
]

/** The demo member's points history (no redemption: the member's discount cards at checkout stay as the booking journeys know them). */
export const demoPoints = [
  { kind: 'ADJUSTED' as const, points: 500, description: 'Welcome bonus', reference: null, at: '2026-01-15T00:00:00Z' },
  { kind: 'EARNED' as const, points: 1440, description: 'Hotel Mar Azul', reference: 'BK-2026-0314', at: '2026-03-20T03:00:00Z' },
  { kind: 'EARNED' as const, points: 2310, description: 'Punta Cana resort week', reference: 'BK-2026-0520', at: '2026-05-30T03:00:00Z' },
  { kind: 'EARNED' as const, points: 1380, description: 'Rome city hotel', reference: 'BK-2026-0812', at: '2026-08-16T03:00:00Z' },
  { kind: 'EARNED' as const, points: 650, description: 'Orlando family hotel', reference: 'BK-2026-1003', at: '2026-10-06T03:00:00Z' },
]
