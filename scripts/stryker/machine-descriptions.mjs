// @ts-check
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

/**
 * A Stryker ignorer (stryker.config.mjs `ignorers`): the text of a machine's `description: '…'`
 * is documentation — the flow inspector and docs/machines show it, and `npm run machines:check`
 * (part of `npm test`) fails when the committed docs differ from it. Emptying it changes no
 * behaviour a test of the machine could observe, so its mutants would only dilute the score.
 */
export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'machine-descriptions', {
    /** @param {import('@babel/core').NodePath} path */
    shouldIgnore(path) {
      const node = path.node
      if (node.type !== 'ObjectProperty' || node.computed) return undefined
      const named = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'StringLiteral' ? node.key.value : null
      const text = node.value.type === 'StringLiteral' || node.value.type === 'TemplateLiteral'
      return named === 'description' && text ? 'A machine description is documentation, checked by npm run machines:check.' : undefined
    },
  }),
]
