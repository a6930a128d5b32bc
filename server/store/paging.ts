/** The largest value of PostgreSQL's `int`, the type of the search functions' offset and limit. */
const INT4_MAX = 2_147_483_647

/**
 * The rows a page skips, for a search function's `offset int` (which also counts to offset +
 * limit): a page far past the last result (page 10⁹ of 50) is an empty page with its total, not
 * an integer overflow in the store.
 */
export function pageOffset(page: number, pageSize: number): number {
  return Math.min((page - 1) * pageSize, INT4_MAX - pageSize)
}
