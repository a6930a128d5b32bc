import { useLingui } from '@lingui/react/macro'
import type { ACCESSIBILITY_NEEDS, BED_TYPES, DIETARY_NEEDS, ROOM_PREFERENCES, TRAVELLER_RELATIONS } from '@contract/schemas/travel'

/** The travel profile's and the travellers' choices, in the visitor's language. */
export function useTravelLabels() {
  const { t } = useLingui()
  const bed: Record<(typeof BED_TYPES)[number], string> = {
    any: t`No preference`,
    king: t`King`,
    queen: t`Queen`,
    double: t`Double`,
    twin: t`Twin beds`,
    single: t`Single`,
  }
  const room: Record<(typeof ROOM_PREFERENCES)[number], string> = {
    'high-floor': t`High floor`,
    'low-floor': t`Low floor`,
    quiet: t`Quiet room`,
    'non-smoking': t`Non-smoking`,
    'near-elevator': t`Near the lift`,
    'accessible-bathroom': t`Accessible bathroom`,
  }
  const dietary: Record<(typeof DIETARY_NEEDS)[number], string> = {
    vegetarian: t`Vegetarian`,
    vegan: t`Vegan`,
    halal: t`Halal`,
    kosher: t`Kosher`,
    'gluten-free': t`Gluten-free`,
    'lactose-free': t`Lactose-free`,
    'nut-allergy': t`Nut allergy`,
  }
  const accessibility: Record<(typeof ACCESSIBILITY_NEEDS)[number], string> = {
    wheelchair: t`Wheelchair access`,
    'step-free': t`Step-free access`,
    hearing: t`Hearing support`,
    visual: t`Visual support`,
    'mobility-aid': t`Mobility aid`,
  }
  const relation: Record<(typeof TRAVELLER_RELATIONS)[number], string> = {
    partner: t`Partner`,
    child: t`Child`,
    parent: t`Parent`,
    sibling: t`Brother or sister`,
    friend: t`Friend`,
    colleague: t`Colleague`,
    other: t`Other`,
  }
  const title: Record<string, string> = { Mr: t`Mr`, Mrs: t`Mrs`, Ms: t`Ms`, Mx: t`Mx`, Dr: t`Dr` }
  return { bed, room, dietary, accessibility, relation, title }
}
