import { Plural } from '@lingui/react/macro'
import { CountList } from '@/shared/count-list'

/** "2 adults, 1 child": the travellers of a booked or quoted item, children only when there are some. */
export function TravellerCount({ travellers }: { travellers: { adults: number; children: number } }) {
  return (
    <CountList
      items={[
        <Plural key="adults" value={travellers.adults} one="# adult" other="# adults" />,
        travellers.children > 0 && <Plural key="children" value={travellers.children} one="# child" other="# children" />,
      ]}
    />
  )
}
