import type { z } from 'zod'

/**
 * A file that cannot be saved: every problem found, each a line `json.path: what is wrong`, so
 * the operator fixes them all in one go. Nothing has been written when this is thrown.
 * `conflict`: the file itself is fine, the store's state refuses it (its code exists already or
 * not at all, a host is another organisation's); the admin API answers 409 then, else 400.
 */
export class OrgFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
    readonly conflict = false,
  ) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
    super(`${file} has ${count}; nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`)
    this.name = 'OrgFileError'
  }
}

/** `branding.primaryColor`, `hosts[0]`, `accessCodes[1].maxUses`; the empty path is the file itself. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`
  return out || '(file)'
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}

/**
 * Plain-language messages for the issues a schema does not word itself (types, lists, enums,
 * lengths); a message given in the schema wins over this map.
 */
export const fileErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      return `must be ${typeNames[issue.expected] ?? issue.expected}${issue.input === null ? ', not null' : ''}`
    case 'invalid_value':
      return `${JSON.stringify(issue.input)} is not one of: ${issue.values.map(String).join(', ')}`
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${issue.minimum}`
      if (issue.origin === 'string') return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`
      return `must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'array') return `must list at most ${issue.maximum}`
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`
      return `must be at most ${issue.maximum}`
    default:
      return undefined
  }
}

/** One line per problem; an unknown key is named in the path, one line each. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${jsonPath([...issue.path, key])}: unknown key`)
      : [`${jsonPath(issue.path)}: ${issue.message}`],
  )
}
