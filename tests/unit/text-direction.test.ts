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

  it("takes the engine's answer for a language the list does not name", () => {
    expect(fallbackTextDirection('nqo')).toBe('ltr')
    expect(textDirection('nqo')).toBe('rtl')
  })

  it('treats a tag that does not parse as left to right', () => {
    expect(textDirection('not a tag')).toBe('ltr')
  })
})

describe('textDirection on engines that answer differently', () => {
  const proto = Intl.Locale.prototype as unknown as Record<'textInfo' | 'getTextInfo', unknown>
  const saved = {
    textInfo: Object.getOwnPropertyDescriptor(proto, 'textInfo'),
    getTextInfo: Object.getOwnPropertyDescriptor(proto, 'getTextInfo'),
  }
  /** Makes the engine answer `direction` (or nothing) through `getTextInfo()` or the older `textInfo`. */
  function engine(way: 'getTextInfo' | 'textInfo' | 'none', direction?: string) {
    delete proto.textInfo
    delete proto.getTextInfo
    const info = direction === undefined ? undefined : { direction }
    if (way === 'getTextInfo') Object.defineProperty(proto, 'getTextInfo', { configurable: true, value: () => info })
    if (way === 'textInfo') Object.defineProperty(proto, 'textInfo', { configurable: true, get: () => info })
  }
  afterEach(() => {
    for (const key of ['textInfo', 'getTextInfo'] as const) {
      delete proto[key]
      const descriptor = saved[key]
      if (descriptor) Object.defineProperty(proto, key, descriptor)
    }
  })

  it("follows the engine's getTextInfo() over the list", () => {
    engine('getTextInfo', 'ltr')
    expect(textDirection('he-IL')).toBe('ltr')
    engine('getTextInfo', 'rtl')
    expect(textDirection('en-US')).toBe('rtl')
  })
  it("follows the older textInfo getter's answer over the list", () => {
    engine('textInfo', 'ltr')
    expect(textDirection('ar')).toBe('ltr')
    engine('textInfo', 'rtl')
    expect(textDirection('de')).toBe('rtl')
  })
  it('uses the list when the engine has no text info', () => {
    engine('none')
    expect([textDirection('he-IL'), textDirection('en-US')]).toEqual(['rtl', 'ltr'])
  })
  it('uses the list when the engine answers no direction or another one', () => {
    engine('getTextInfo')
    expect(textDirection('fa')).toBe('rtl')
    engine('getTextInfo', 'ttb')
    expect([textDirection('fa'), textDirection('en')]).toEqual(['rtl', 'ltr'])
  })
  it('goes by the script, not the engine, when the tag names one', () => {
    engine('getTextInfo', 'ltr')
    expect(textDirection('az-Arab')).toBe('rtl')
    engine('getTextInfo', 'rtl')
    expect(textDirection('ar-Latn')).toBe('ltr')
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
    ['he-IL-fonipa', 'rtl'],
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
