import { Plural } from '@lingui/react/macro'

/** "2 adults, 1 child": the travellers of a booked or quoted item, children only when there are some. */
export function TravellerCount({ travellers }: { travellers: { adults: number; children: number } }) {
  return (
    <>
      <Plural value={travellers.adults} one="# adult" other="# adults" />
      {travellers.children > 0 && (
        <>
          , <Plural value={travellers.children} one="# child" other="# children" />
        </>
      )}
    </>
  )
}
