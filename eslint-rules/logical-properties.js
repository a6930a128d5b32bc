/**
 * ESLint rule `logical-properties`: the layout must mirror for a right-to-left language, so
 * classes and inline styles use logical (inline start/end) properties, never physical left/right.
 *
 * It reports
 * - physical Tailwind utilities (ml-, mr-, pl-, pr-, left-, right-, border-l/r, rounded-l/r/tl/..,
 *   text-left/right, float-left/right, clear-left/right, scroll-ml/..) in `className` / `class`
 *   attributes and in the arguments of the class helpers (`cn`, `cva`, `clsx`, `twMerge`), with any
 *   variant prefix (`sm:`, `hover:`, `rtl:`) and negative or important marks;
 * - physical properties in `style={{ ... }}` objects (marginLeft, paddingRight, left, right,
 *   borderLeftWidth, borderTopLeftRadius, ...; textAlign and float set to 'left'/'right').
 *
 * Wire it in eslint.config.js (flat config):
 *   import logical from './eslint-rules/logical-properties.js'
 *   export default [{ files: ['**\/*.{ts,tsx}'], plugins: { logical }, rules: { 'logical/logical-properties': 'error' } }]
 */

/** Physical utility prefixes (after the variant prefix) and what to write instead. */
const utilityRules = [
  [/^(scroll-)?m([lr])-/, (m) => `${m[1] ?? ''}m${m[2] === 'l' ? 's' : 'e'}-`],
  [/^(scroll-)?p([lr])-/, (m) => `${m[1] ?? ''}p${m[2] === 'l' ? 's' : 'e'}-`],
  [/^(left|right)-/, (m) => (m[1] === 'left' ? 'start-' : 'end-')],
  [/^border-([lr])(?=-|$)/, (m) => `border-${m[1] === 'l' ? 's' : 'e'}`],
  [/^rounded-([lr])(?=-|$)/, (m) => `rounded-${m[1] === 'l' ? 's' : 'e'}`],
  [/^rounded-([tb])([lr])(?=-|$)/, (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${m[2] === 'l' ? 's' : 'e'}`],
  [/^text-(left|right)$/, (m) => (m[1] === 'left' ? 'text-start' : 'text-end')],
  [/^(float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === 'left' ? 'start' : 'end'}`],
]

/** Physical style properties (React's camelCase) and their logical names. */
const styleProperties = new Map([
  ['marginLeft', 'marginInlineStart'],
  ['marginRight', 'marginInlineEnd'],
  ['paddingLeft', 'paddingInlineStart'],
  ['paddingRight', 'paddingInlineEnd'],
  ['left', 'insetInlineStart'],
  ['right', 'insetInlineEnd'],
  ['borderLeft', 'borderInlineStart'],
  ['borderRight', 'borderInlineEnd'],
  ['borderLeftWidth', 'borderInlineStartWidth'],
  ['borderRightWidth', 'borderInlineEndWidth'],
  ['borderLeftColor', 'borderInlineStartColor'],
  ['borderRightColor', 'borderInlineEndColor'],
  ['borderLeftStyle', 'borderInlineStartStyle'],
  ['borderRightStyle', 'borderInlineEndStyle'],
  ['borderTopLeftRadius', 'borderStartStartRadius'],
  ['borderTopRightRadius', 'borderStartEndRadius'],
  ['borderBottomLeftRadius', 'borderEndStartRadius'],
  ['borderBottomRightRadius', 'borderEndEndRadius'],
  ['scrollMarginLeft', 'scrollMarginInlineStart'],
  ['scrollMarginRight', 'scrollMarginInlineEnd'],
  ['scrollPaddingLeft', 'scrollPaddingInlineStart'],
  ['scrollPaddingRight', 'scrollPaddingInlineEnd'],
])
/** Properties whose left/right values are physical. */
const physicalValues = new Set(['textAlign', 'float', 'clear'])

const classHelpers = new Set(['cn', 'cva', 'clsx', 'twMerge', 'classNames'])
const classAttributes = new Set(['className', 'class'])

/** A class token split into its variants (`sm:hover:`), marks (`!`, `-`) and the utility itself. */
function splitToken(token) {
  let depth = 0
  let start = 0
  for (let i = 0; i < token.length; i++) {
    const char = token[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) start = i + 1
  }
  const [, marks, utility] = /^([!-]*)(.*)$/.exec(token.slice(start))
  return { variants: token.slice(0, start), marks, utility }
}

/** The logical replacement of a physical class token ("sm:ml-2" → "sm:ms-2"), or null when it is not physical. */
export function logicalUtility(token) {
  const { variants, marks, utility } = splitToken(token)
  for (const [pattern, replace] of utilityRules) {
    const match = pattern.exec(utility)
    if (match) return variants + marks + utility.replace(pattern, replace(match))
  }
  return null
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Use logical (inline start/end) utilities and style properties, never physical left/right ones' },
    schema: [],
    messages: {
      utility: "'{{token}}' is physical and does not mirror in a right-to-left page; use '{{logical}}'.",
      property: "'{{property}}' is physical and does not mirror in a right-to-left page; use '{{logical}}'.",
      value: "{{property}}: '{{value}}' is physical and does not mirror in a right-to-left page; use '{{logical}}'.",
    },
  },
  create(context) {
    function checkText(node, text) {
      for (const token of text.split(/\s+/)) {
        if (!token) continue
        const logical = logicalUtility(token)
        if (logical) context.report({ node, messageId: 'utility', data: { token, logical } })
      }
    }

    /** Every string that can end up in a class list: literals, templates, both branches, arrays, object keys and values. */
    function checkClasses(node) {
      if (!node) return
      switch (node.type) {
        case 'Literal':
          if (typeof node.value === 'string') checkText(node, node.value)
          return
        case 'TemplateLiteral':
          for (const quasi of node.quasis) checkText(quasi, quasi.value.cooked ?? quasi.value.raw)
          for (const expression of node.expressions) checkClasses(expression)
          return
        case 'TaggedTemplateExpression':
          return checkClasses(node.quasi)
        case 'ConditionalExpression':
          checkClasses(node.consequent)
          return checkClasses(node.alternate)
        case 'LogicalExpression':
          checkClasses(node.left)
          return checkClasses(node.right)
        case 'BinaryExpression':
          if (node.operator === '+') {
            checkClasses(node.left)
            checkClasses(node.right)
          }
          return
        case 'ArrayExpression':
          for (const element of node.elements) checkClasses(element)
          return
        case 'ObjectExpression':
          for (const property of node.properties) {
            if (property.type !== 'Property') continue
            if (property.computed) checkClasses(property.key)
            else if (property.key.type === 'Literal') checkClasses(property.key)
            checkClasses(property.value)
          }
          return
        case 'JSXExpressionContainer':
          return checkClasses(node.expression)
        case 'TSAsExpression':
        case 'TSSatisfiesExpression':
          return checkClasses(node.expression)
        default:
          return
      }
    }

    function propertyName(property) {
      if (property.computed) return property.key.type === 'Literal' ? String(property.key.value) : null
      if (property.key.type === 'Identifier') return property.key.name
      if (property.key.type === 'Literal') return String(property.key.value)
      return null
    }

    function checkStyle(node) {
      if (!node || node.type !== 'ObjectExpression') return
      for (const property of node.properties) {
        if (property.type !== 'Property') continue
        const name = propertyName(property)
        if (!name) continue
        const logical = styleProperties.get(name)
        if (logical) {
          context.report({ node: property.key, messageId: 'property', data: { property: name, logical } })
          continue
        }
        if (
          physicalValues.has(name) &&
          property.value.type === 'Literal' &&
          (property.value.value === 'left' || property.value.value === 'right')
        ) {
          const value = property.value.value
          context.report({
            node: property.value,
            messageId: 'value',
            data: { property: name, value, logical: value === 'left' ? "'start'" : "'end'" },
          })
        }
      }
    }

    return {
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier') return
        if (classAttributes.has(node.name.name)) checkClasses(node.value)
        else if (node.name.name === 'style' && node.value?.type === 'JSXExpressionContainer') checkStyle(node.value.expression)
      },
      CallExpression(node) {
        const callee = node.callee.type === 'Identifier' ? node.callee.name : null
        if (callee && classHelpers.has(callee)) for (const argument of node.arguments) checkClasses(argument)
      },
    }
  },
}

/** The rule as a plugin, for `plugins: { logical }` in a flat config. */
const plugin = { meta: { name: 'logical-properties' }, rules: { 'logical-properties': rule } }

export { rule }
export default plugin
