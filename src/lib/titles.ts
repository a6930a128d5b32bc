/**
 * The titles a select offers in the active language, each name once: where two stored titles read
 * the same (Mrs and Ms are both "Frau" in German, "Sra." in Spanish, "Mme" in French) only the
 * first is offered, so nobody chooses between two identical entries. The stored values do not
 * change: a record that holds the other one (`current`) keeps it, shown under the same name, and
 * a new choice stores the first.
 */
export function titleChoices<T extends string>(
  titles: readonly T[],
  nameOf: (title: T) => string,
  current?: string,
): { value: T; label: string }[] {
  const kept = new Map<string, T>()
  for (const title of titles) {
    const name = nameOf(title)
    if (!kept.has(name) || title === current) kept.set(name, title)
  }
  const offered = new Set(kept.values())
  return titles.filter((title) => offered.has(title)).map((title) => ({ value: title, label: nameOf(title) }))
}
