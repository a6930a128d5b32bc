import type { ESLint, Rule } from 'eslint'

/** The logical replacement of a physical class token ("sm:ml-2" → "sm:ms-2"), or null when it is not physical. */
export function logicalUtility(token: string): string | null
export const rule: Rule.RuleModule
declare const plugin: ESLint.Plugin & { rules: { 'logical-properties': Rule.RuleModule } }
export default plugin
