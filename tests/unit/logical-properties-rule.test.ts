import { describe, expect, it } from 'vitest'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import plugin, { logicalUtility } from '../../eslint-rules/logical-properties.js'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const rule = plugin.rules['logical-properties']
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
})

describe('logicalUtility', () => {
  it.each([
    ['ml-2', 'ms-2'],
    ['sm:mr-auto', 'sm:me-auto'],
    ['-ml-px', '-ms-px'],
    ['!pl-4', '!ps-4'],
    ['md:hover:pr-[calc(1rem+2px)]', 'md:hover:pe-[calc(1rem+2px)]'],
    ['left-0', 'start-0'],
    ['right-1/2', 'end-1/2'],
    ['border-l', 'border-s'],
    ['border-r-2', 'border-e-2'],
    ['rounded-l-lg', 'rounded-s-lg'],
    ['rounded-tr', 'rounded-se'],
    ['rounded-bl-md', 'rounded-es-md'],
    ['text-left', 'text-start'],
    ['sm:text-right', 'sm:text-end'],
    ['float-right', 'float-end'],
    ['scroll-ml-4', 'scroll-ms-4'],
  ])('%s → %s', (token, logical) => {
    expect(logicalUtility(token)).toBe(logical)
  })

  it.each([
    'ms-2',
    'pe-9',
    'start-0',
    'end-4',
    'text-start',
    'border-s',
    'rounded-s',
    'rounded-lg',
    'border-line',
    'mx-auto',
    'px-4',
    'inset-x-0',
    'text-lg',
    'rtl:-scale-x-100',
    'leading-tight',
    'pl',
    'rounded-xl',
    'bg-[url(left-1.png)]',
  ])('%s is not physical', (token) => {
    expect(logicalUtility(token)).toBeNull()
  })
})

tester.run('logical-properties', rule, {
  valid: [
    { code: '<div className="ms-2 pe-4 text-start" />' },
    { code: "<div className={cn('start-0 border-e', open && 'end-2')} />" },
    { code: "const v = cva('ps-3', { variants: { size: { sm: 'me-1 rounded-s' } } })" },
    { code: '<div style={{ marginInlineStart: 4, insetInlineEnd: 0, textAlign: "start" }} />' },
    // Geometry that is not a style: an object with `left` outside style={{}} and a string outside a class list.
    { code: "const box = { left: 1, right: 2 }; const label = 'left-0 is a name'" },
    { code: '<Arrow side="left" />' },
  ],
  invalid: [
    {
      code: '<div className="flex ml-2 sm:text-right" />',
      errors: [
        { messageId: 'utility', data: { token: 'ml-2', logical: 'ms-2' } },
        { messageId: 'utility', data: { token: 'sm:text-right', logical: 'sm:text-end' } },
      ],
    },
    {
      code: "<div className={cn('p-2', side === 'left' ? 'left-0 border-r' : 'right-0', { 'pl-4': open }, [`mr-${size}`])} />",
      errors: [
        { messageId: 'utility', data: { token: 'left-0', logical: 'start-0' } },
        { messageId: 'utility', data: { token: 'border-r', logical: 'border-e' } },
        { messageId: 'utility', data: { token: 'right-0', logical: 'end-0' } },
        { messageId: 'utility', data: { token: 'pl-4', logical: 'ps-4' } },
        { messageId: 'utility', data: { token: 'mr-', logical: 'me-' } },
      ],
    },
    {
      code: "const button = cva('rounded-l-md pl-3', { variants: { size: { sm: 'text-left' } }, compoundVariants: [{ size: 'sm', class: 'float-right' }] })",
      errors: [
        { messageId: 'utility', data: { token: 'rounded-l-md', logical: 'rounded-s-md' } },
        { messageId: 'utility', data: { token: 'pl-3', logical: 'ps-3' } },
        { messageId: 'utility', data: { token: 'text-left', logical: 'text-start' } },
        { messageId: 'utility', data: { token: 'float-right', logical: 'float-end' } },
      ],
    },
    {
      code: "const classes = clsx('pr-2' + ' ml-auto')",
      errors: [
        { messageId: 'utility', data: { token: 'pr-2', logical: 'pe-2' } },
        { messageId: 'utility', data: { token: 'ml-auto', logical: 'ms-auto' } },
      ],
    },
    {
      code: "<div style={{ marginLeft: 4, 'paddingRight': 2, left: 0, borderTopLeftRadius: 3, textAlign: 'right', float: 'left' }} />",
      errors: [
        { messageId: 'property', data: { property: 'marginLeft', logical: 'marginInlineStart' } },
        { messageId: 'property', data: { property: 'paddingRight', logical: 'paddingInlineEnd' } },
        { messageId: 'property', data: { property: 'left', logical: 'insetInlineStart' } },
        { messageId: 'property', data: { property: 'borderTopLeftRadius', logical: 'borderStartStartRadius' } },
        { messageId: 'value', data: { property: 'textAlign', value: 'right', logical: "'end'" } },
        { messageId: 'value', data: { property: 'float', value: 'left', logical: "'start'" } },
      ],
    },
  ],
})
