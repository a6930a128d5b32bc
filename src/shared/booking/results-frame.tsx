import { useId, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Spinner } from '@ui/spinner'
import { selectClasses } from '@ui/field'
import { FiltersSheet } from '@/shared/booking/filters-sheet'

/*
 * The frame every product line's results page shares (activities, cars, transfers, flights): the
 * heading and the search in words, the filters beside the list on wide screens and in the Filters
 * sheet on phones, the count and the sort, then the list in one of its states — searching, failed
 * (the line's own refusal, or a retry), nothing found, the offers — and the pages. The page brings
 * what is its line's own (its words, its filters, its cards) and the state of its results machine
 * (machines/results-search.ts); the frame decides nothing.
 */

export type ResultsSort<S extends string> = {
  value: S
  options: readonly S[]
  labels: Record<S, string>
  onChange: (sort: S) => void
}

type Paging = { page: number; count: number; go: (page: number) => void }

type Props<S extends string> = {
  /** The page's heading. */
  title: ReactNode
  /** Under the heading: the search in words and the way back to the form. */
  summary: ReactNode
  /** The line's filters once there is an answer to filter (null before it). */
  filters: ReactNode | null
  /** How many filters are on (the phone's Filters button says it). */
  activeFilters: number
  /** The answer's count in the line's words ("12 cars"), null before the first answer. */
  count: ReactNode | null
  /** The answer's total, for the Filters sheet's "Show N results". */
  total: number | null
  sort: ResultsSort<S>
  /** A search is on its way (the list stays, dimmed, until it answers). */
  busy: boolean
  /** The search failed: the line's own refusal when it is one, else null and the frame offers a retry. */
  failure: { refusal: ReactNode | null; network: boolean; onRetry: () => void } | null
  /** Said while the first answer is awaited. */
  searchingLabel: string
  /** Said when the answer holds no offer. */
  empty: ReactNode
  /** The offers of this page as list items; null before the first answer. */
  items: ReactNode[] | null
  /** This page and how many there are, and how to go to another; absent when the answer is one page. */
  paging?: Paging
}

export function ResultsFrame<S extends string>(props: Props<S>) {
  const { t } = useLingui()
  const headingId = useId()
  const sortId = useId()
  const { sort, failure, items, paging } = props
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{props.title}</h1>
        {props.summary}
      </div>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <div className="hidden md:block">{props.filters}</div>
        <section aria-labelledby={headingId} aria-busy={props.busy} className="flex flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
            <h2 id={headingId} className="text-lg font-medium" aria-live="polite">
              {props.count ?? (
                <span className="sr-only">
                  <Trans>Results</Trans>
                </span>
              )}
            </h2>
            {/* Nothing to sort when the line refused the search itself (a destination it does not know). */}
            {!failure?.refusal && (
              <div className="flex flex-col gap-1">
                <label htmlFor={sortId} className="text-sm font-medium">
                  <Trans>Sort by</Trans>
                </label>
                <select id={sortId} className={selectClasses} value={sort.value} onChange={(e) => sort.onChange(e.target.value as S)}>
                  {sort.options.map((option) => (
                    <option key={option} value={option}>
                      {sort.labels[option]}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {props.filters && props.total !== null && (
              <FiltersSheet active={props.activeFilters} total={props.total}>
                {props.filters}
              </FiltersSheet>
            )}
          </div>
          {failure ? (
            <div role="alert" className="flex flex-col items-start gap-2">
              {failure.refusal ?? (
                <>
                  <p>
                    {failure.network ? (
                      <Trans>The search could not reach us. Check your connection and try again.</Trans>
                    ) : (
                      <Trans>The search did not work. Please try again.</Trans>
                    )}
                  </p>
                  <Button onClick={failure.onRetry}>
                    <Trans>Try again</Trans>
                  </Button>
                </>
              )}
            </div>
          ) : !items ? (
            <Spinner label={props.searchingLabel} centered className="my-8" />
          ) : items.length === 0 ? (
            <p>{props.empty}</p>
          ) : (
            <ul aria-label={t`Results`} className={`flex flex-col gap-3 ${props.busy ? 'opacity-60' : ''}`}>
              {items}
            </ul>
          )}
          {items && paging && paging.count > 1 && <Pager {...paging} />}
        </section>
      </div>
    </div>
  )
}

/** Previous and next, and where the list is among its pages. */
function Pager({ page, count: pages, go }: Paging) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Pages`} className="flex items-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
        <Trans>Previous page</Trans>
      </Button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
        <Trans>Next page</Trans>
      </Button>
    </nav>
  )
}
