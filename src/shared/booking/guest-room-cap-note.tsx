import { Plural } from '@lingui/react/macro'

/** What a guest may book at once (the organisation's guestMaxRooms), in the visitor's language. */
export function GuestRoomCapNote({ cap, className = 'text-sm text-ink-muted' }: { cap: number; className?: string }) {
  return (
    <p className={className}>
      <Plural
        value={cap}
        one="Without signing in, you can book # room at a time."
        other="Without signing in, you can book up to # rooms at a time."
      />
    </p>
  )
}
