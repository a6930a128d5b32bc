import type { Words } from '../document'

/**
 * The names of the card programmes the product ships (as card_programmes.name stores them), in
 * the mails' words; src/lib/wallet-labels.ts `programmeNames` is the pages' list, and
 * tests/server/wallet-names.test.ts keeps both complete. An organisation's own name stays as written.
 */
export const programmeNames: Record<string, Words> = {
  'Hotel night certificate': /*i18n*/ { id: 'Hotel night certificate', message: 'Hotel night certificate' },
  'Resort week certificate': /*i18n*/ { id: 'Resort week certificate', message: 'Resort week certificate' },
  'Activities & stays certificate': /*i18n*/ { id: 'Activities & stays certificate', message: 'Activities & stays certificate' },
  'Complimentary stay certificate': /*i18n*/ { id: 'Complimentary stay certificate', message: 'Complimentary stay certificate' },
  'Travel discount card': /*i18n*/ { id: 'Travel discount card', message: 'Travel discount card' },
  'Club cash card': /*i18n*/ { id: 'Club cash card', message: 'Club cash card' },
  'Atlas cash card': /*i18n*/ { id: 'Atlas cash card', message: 'Atlas cash card' },
  'Referral reward': /*i18n*/ { id: 'Referral reward', message: 'Referral reward' },
  'Points reward': /*i18n*/ { id: 'Points reward', message: 'Points reward' },
  'Vacation benefit: hotel stay': /*i18n*/ { id: 'Vacation benefit: hotel stay', message: 'Vacation benefit: hotel stay' },
  'Vacation benefit: resort week': /*i18n*/ { id: 'Vacation benefit: resort week', message: 'Vacation benefit: resort week' },
}

/** A programme's name as a mail states it: the catalog's words for ours, an organisation's own as written. */
export const programmeName = (name: string): Words | string => (Object.hasOwn(programmeNames, name) ? programmeNames[name]! : name)
