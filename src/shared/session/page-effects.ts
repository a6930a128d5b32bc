/** What leaving or reloading the page does; tests hand in fakes to observe it. */
export type PageEffects = {
  reload: () => void
  /** Leaves the site for another address (an SSO session-out page). */
  leaveTo: (url: string) => void
}

export const browserPageEffects: PageEffects = {
  reload: () => window.location.reload(),
  leaveTo: (url) => window.location.assign(url),
}
