import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useSearch } from 'wouter'
import { AccountLayout } from '@/shared/account/account-nav'
import { ListStates } from '@/shared/account/list-states'
import { useQuotes } from '@/features/agent/use-agent'
import { useDay, useQuoteStatus } from '@/features/agent/agent-format'
import { QuoteDetail } from '@/features/agent/quote-detail'
import { AddToQuote } from '@/features/agent/add-to-quote'
import { AgentsOnly, useIsAgent } from '@/features/agent/agents-only'

/**
 * /agent/my-quotes (issue 17; docs/screens.md#quotes): the agent's quotes; `?quote=` one quote,
 * priced again, to send or book; `?add=` an offer chosen on a property's page, to add to a
 * client's quote.
 */
export default function QuotesPage() {
  const agent = useIsAgent()
  const params = new URLSearchParams(useSearch())
  const add = params.get('add')
  const quote = Number(params.get('quote'))
  if (!agent) return <AgentsOnly />
  if (add) return <AddToQuote encoded={add} />
  if (Number.isInteger(quote) && quote > 0) return <QuoteDetail id={quote} />
  return <QuoteList />
}

function QuoteList() {
  const { t } = useLingui()
  const quotes = useQuotes()
  const status = useQuoteStatus()
  const day = useDay()
  return (
    <AccountLayout
      title={<Trans>Quotes</Trans>}
      intro={
        <Trans>
          To start a quote, choose "Add to a quote" on a room of a property's page; the client then gets a link to see and book it.
        </Trans>
      }
    >
      <ListStates
        data={quotes.data}
        failed={quotes.failed}
        retry={quotes.retry}
        loadingLabel={t`Loading your quotes`}
        failedText={<Trans>Your quotes could not be loaded.</Trans>}
        empty={<Trans>You have no quotes yet.</Trans>}
      >
        {(list) => (
          <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label={t`Your quotes`}>
            {list.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="flex flex-col gap-0.5">
                  <Link
                    href={`/agent/my-quotes?quote=${q.id}`}
                    className="font-semibold text-brand-primary underline-offset-4 hover:underline"
                  >
                    <Trans>
                      Quote {q.id} for {q.clientName}
                    </Trans>
                  </Link>
                  <p className="text-sm text-ink-muted">
                    <Plural value={q.itemCount} one="# offer" other="# offers" /> · {q.currency}
                    {q.validUntil && (
                      <>
                        {' · '}
                        <Trans>valid until {day(q.validUntil)}</Trans>
                      </>
                    )}
                  </p>
                </div>
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">{status(q.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </AccountLayout>
  )
}
