// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fallbackTextDirection, textDirection } from '@contract/text-direction'
import { applyDocumentLanguage } from '@/lib/i18n'

describe('textDirection', () => {
  it.each([
    ['en-US', 'ltr'],
    ['es-ES', 'ltr'],
    ['fr-FR', 'ltr'],
    ['de-DE', 'ltr'],
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['ar-SA', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur-PK', 'rtl'],
    ['az-Arab', 'rtl'],
    ['az-Latn', 'ltr'],
  ] as const)('%s is written %s', (tag, direction) => {
    expect(textDirection(tag)).toBe(direction)
  })

  it('treats a tag that does not parse as left to right', () => {
    expect(textDirection('not a tag')).toBe('ltr')
  })
})

describe('fallbackTextDirection (engines without Intl.Locale text info)', () => {
  it.each([
    ['ar-SA', 'rtl'],
    ['he', 'rtl'],
    ['iw', 'rtl'],
    ['fa', 'rtl'],
    ['ur_PK', 'rtl'],
    ['ps-AF', 'rtl'],
    ['pa-Arab-PK', 'rtl'],
    ['ar-Latn', 'ltr'],
    ['en-US', 'ltr'],
    ['de', 'ltr'],
    ['', 'ltr'],
  ] as const)('%s is written %s', (tag, direction) => {
    expect(fallbackTextDirection(tag)).toBe(direction)
  })
})

describe('applyDocumentLanguage', () => {
  afterEach(() => {
    document.documentElement.lang = 'en-US'
    document.documentElement.removeAttribute('dir')
  })

  it('sets lang and dir on the root together, and back again', () => {
    const root = document.documentElement
    applyDocumentLanguage(root, 'he-IL')
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).toEqual(['he-IL', 'rtl'])
    applyDocumentLanguage(root, 'de-DE')
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).toEqual(['de-DE', 'ltr'])
  })
})
