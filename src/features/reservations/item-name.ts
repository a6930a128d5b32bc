import type { ReservationItem } from '@contract/schemas/reservations'

/**
 * An item as a sentence names it: its title and, when it has one, its subtitle ("Eiffel Tower
 * Hotel – Family Room"), so two rooms at one hotel are never the same words in a dialog or to a
 * screen reader. The booking mails name an item the same way.
 */
export const itemName = (item: Pick<ReservationItem, 'title' | 'subtitle'>) =>
  item.subtitle ? `${item.title} – ${item.subtitle}` : item.title
