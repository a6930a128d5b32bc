import type { ActivityCategory } from '@contract/schemas/activities'

/*
 * The words of a generated activity (the supplier's own text, in English like the hotels'
 * descriptions): its description, highlights, what is included and not, and where a guide meets
 * the group, per category.
 */

type Facts = { city: string; subject: string; area: string; flavour: string }
export type ActivityTexts = {
  description: string[]
  highlights: string[]
  included: string[]
  notIncluded: string[]
  /** Where the group meets when it is not a building's entrance ("By the fountain"). */
  meetingSpot: string
}

export function activityTexts(category: ActivityCategory, f: Facts): ActivityTexts {
  switch (category) {
    case 'museum':
      return {
        description: [
          `Enter ${f.subject} at the time you choose, without queuing for tickets, and take in its collections at your own pace.`,
          `Your ticket is scanned at the entrance from your phone or a printout. ${f.flavour}`,
        ],
        highlights: [`Timed entry to ${f.subject}`, 'The permanent collections and current exhibitions', 'A free map of the galleries'],
        included: ['Timed entry ticket', 'Access to the permanent collections', 'Cloakroom'],
        notIncluded: ['Guided tour', 'Audio guide (available on site)', 'Food and drinks'],
        meetingSpot: 'At the ticket desk',
      }
    case 'attraction':
      return {
        description: [
          `Skip the ticket line at ${f.subject}, one of the sights of ${f.city}, and spend as long as you like once inside.`,
          f.flavour,
        ],
        highlights: [`Priority entrance to ${f.subject}`, 'Views and photo stops', 'Visit at your own pace'],
        included: ['Skip-the-line entry ticket', 'Access to every public area'],
        notIncluded: ['Hotel pick-up', 'Guide', 'Food and drinks'],
        meetingSpot: 'At the entrance',
      }
    case 'day-trip':
      return {
        description: [
          `Leave ${f.city} behind for a day: an air-conditioned coach takes you to ${f.subject}, with a guide who tells its story on the way.`,
          'Time on your own for lunch and a wander, then back in the early evening. Every traveller is on the coach’s list, so names are asked for when you book.',
        ],
        highlights: [`A full day at ${f.subject}`, 'A guide who knows the region', 'Free time for lunch'],
        included: ['Return coach transport', 'Professional guide', 'Entrance fees named in the programme', 'Bottled water'],
        notIncluded: ['Lunch', 'Tips', 'Hotel pick-up'],
        meetingSpot: 'At the coach stop',
      }
    case 'tour':
      return {
        description: [
          `Discover ${f.subject} with a local guide in a small group: the stories, the corners visitors miss, and where locals eat.`,
          f.flavour,
        ],
        highlights: [`${f.subject} with someone who lives there`, 'Small group, never more than twenty', 'Tips for the rest of your stay'],
        included: ['Local guide', 'Small-group tour'],
        notIncluded: ['Food and drinks', 'Tips', 'Public transport'],
        meetingSpot: 'By the guide with the orange umbrella',
      }
    case 'food-wine':
      return {
        description: [
          `Taste ${f.subject} cooking where it is made: a host walks you through ${f.area} from one kitchen and counter to the next.`,
          'Tastings at five stops, with a glass of local wine or a soft drink at each. Tell us of any allergy when you book. Adults only.',
        ],
        highlights: [`Five ${f.subject} tastings`, 'Family-run places only', 'Local wine pairings'],
        included: ['Food at every stop', 'Wine or soft drinks', 'Host'],
        notIncluded: ['Hotel pick-up', 'Extra drinks'],
        meetingSpot: 'Outside the market hall',
      }
    case 'water-sports':
      return {
        description: [
          `Get out on ${f.subject} with qualified instructors: all the equipment is provided, and no experience is needed.`,
          'Wear a swimsuit and bring a towel. The boat’s list names every participant, so names are asked for when you book.',
        ],
        highlights: [`Time on ${f.subject}`, 'Qualified instructors', 'All equipment provided'],
        included: ['Equipment', 'Instructor', 'Life jackets', 'Soft drinks on board'],
        notIncluded: ['Towels', 'Underwater camera', 'Hotel pick-up'],
        meetingSpot: 'At the jetty',
      }
    case 'show':
      return {
        description: [
          `An evening at ${f.subject}: one of ${f.city}’s best-loved shows, with reserved seats.`,
          'Doors open thirty minutes before the start. Smart casual dress.',
        ],
        highlights: [`Reserved seats at ${f.subject}`, 'A live performance', 'An evening to remember'],
        included: ['Show ticket', 'Reserved seat'],
        notIncluded: ['Dinner', 'Drinks', 'Hotel pick-up'],
        meetingSpot: 'At the box office',
      }
  }
}
