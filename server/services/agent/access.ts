import { DomainError } from '../../errors'
import type { User } from '../auth/sessions'

/** The agent pages' calls are for agents (user type 1, SPEC §6); a member gets 403 NOT_AN_AGENT. */
export function assertAgent(user: User): void {
  if (user.usrType !== 1) throw new DomainError('NOT_AN_AGENT', 'THIS PAGE IS FOR AGENTS ONLY')
}
