/** Types of stryker.targets.mjs, for scripts/mutation.ts and vitest.mutation.config.ts. */
export type MutationTarget = { mutate: string[]; client: string[]; server: string[] }
export declare const MUTATION_TARGETS: Record<string, MutationTarget>
export declare function targetSlug(target: string): string
