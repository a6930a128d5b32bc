/*
 * The actions of the account area the confirm-action machine runs (issue 17), by name: whether
 * each asks first, and its call. A new action adds its entry here and its view.
 */

type ActionKind = { confirm: boolean; run: (target: unknown, signal: AbortSignal) => Promise<unknown> }

const account = () => import('@/api/account')
const agent = () => import('@/api/agent')

export const ACTION_KINDS = {
  removeTraveller: { confirm: true, run: async (target, signal) => (await account()).removeTraveller(Number(target), signal) },
  revokeSession: { confirm: true, run: async (target, signal) => (await account()).revokeSession(String(target), signal) },
  revokeOtherSessions: { confirm: true, run: async (_, signal) => (await account()).revokeOtherSessions(signal) },
  exportData: { confirm: false, run: async (_, signal) => (await account()).exportAccount(signal) },
  confirmEmail: { confirm: false, run: async (target, signal) => (await account()).confirmEmail(String(target), signal) },
  removeClient: { confirm: true, run: async (target, signal) => (await agent()).removeClient(Number(target), signal) },
  removeQuoteItem: {
    confirm: true,
    run: async (target, signal) => {
      const { quoteId, itemId } = target as { quoteId: number; itemId: number }
      return (await agent()).removeQuoteItem(quoteId, itemId, signal)
    },
  },
  // The target names the total the agent saw: a price that moved since is refused (PRICE_CHANGED).
  bookQuote: {
    confirm: true,
    run: async (target, signal) => (await agent()).bookQuote(target as { id: number; expectedTotalMinor: number }, signal),
  },
} satisfies Record<string, ActionKind>

export type ActionKindName = keyof typeof ACTION_KINDS
