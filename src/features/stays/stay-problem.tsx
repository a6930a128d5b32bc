import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { StayProblem } from '@contract/stay-rules'
import { weekdayList } from '@/lib/stay-labels'
import { useIsoDateText } from '@/shared/booking/booking-format'

/** Why the chosen stay cannot be booked, in the visitor's words (the machine holds the rule's code and its facts). */
export function StayProblemMessage({ problem }: { problem: StayProblem }) {
  const { i18n } = useLingui()
  const date = useIsoDateText({ weekday: 'long', day: 'numeric', month: 'long' })
  switch (problem.code) {
    case 'MIN_NIGHTS':
      return (
        <Plural
          value={problem.nights}
          one="A stay arriving on this day must last at least # night. Choose a later check-out."
          other="A stay arriving on this day must last at least # nights. Choose a later check-out."
        />
      )
    case 'CHECK_IN_DAY': {
      const days = weekdayList(problem.days, i18n.locale || 'en-US')
      return <Trans>This rental takes arrivals on {days} only. Choose another check-in day.</Trans>
    }
    case 'TOO_MANY_GUESTS':
      return <Plural value={problem.maxGuests} one="This rental sleeps at most # guest." other="This rental sleeps at most # guests." />
    case 'BOOKED': {
      const night = date(problem.night)
      return <Trans>The night of {night} is already booked. Choose other dates.</Trans>
    }
    case 'TOO_LONG':
      return <Plural value={problem.maxNights} one="A stay can last at most # night." other="A stay can last at most # nights." />
    case 'NO_NIGHTS':
      return <Trans>Check-out must be after check-in.</Trans>
  }
}
