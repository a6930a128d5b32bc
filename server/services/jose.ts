/**
 * jose (~60 modules) is loaded by the first token checked (single sign-on, Google sign-in), not
 * with the server (issue 19: start time and memory); every caller shares the one load.
 */
let jose: Promise<typeof import('jose')> | undefined
export const loadJose = () => (jose ??= import('jose'))

export type JoseErrors = typeof import('jose').errors
