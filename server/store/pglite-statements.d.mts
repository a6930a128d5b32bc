import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite'

/** The transaction a statement belongs to: PGlite's own, or anything with its `closed` and `query`. */
export type OpenTransaction = {
  readonly closed: boolean
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results<unknown>>
}

export declare const MAX_PREPARED: number

/** The statement cache of one PGlite instance (pglite-statements.mjs). */
export declare function preparedStatements(pg: PGlite): {
  query<T>(text: string, params?: unknown[], options?: QueryOptions, tx?: OpenTransaction): Promise<Results<T>>
}
