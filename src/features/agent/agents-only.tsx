import { Trans } from '@lingui/react/macro'
import { Link } from 'wouter'
import { userTypes } from '@contract/constants'
import { useSession } from '@/shared/session/use-session'

/** Whether the signed-in user is an agent (user type 1, SPEC §6): the agent's pages are theirs only. */
export function useIsAgent(): boolean {
  const session = useSession()
  return session.status === 'signedIn' && session.userType === userTypes.agent
}

/**
 * What a member who opens an agent's page sees, instead of a failure to load it again and again
 * (the agent's calls refuse a member: 403 NOT_AN_AGENT), as on /agent/booking-history.
 */
export function AgentsOnly() {
  return (
    <section className="flex flex-col gap-3 py-8">
      <h1 className="text-2xl font-bold">
        <Trans>This page is for agents</Trans>
      </h1>
      <p>
        <Link href="/user-details" className="font-medium text-brand-primary underline-offset-4 hover:underline">
          <Trans>My account</Trans>
        </Link>
      </p>
    </section>
  )
}
