import { afterAll, describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n, activateLocale } from '@/lib/i18n'
import { TravellerCount } from '@/shared/booking/traveller-count'
import { CountList } from '@/shared/count-list'
import { unitListText } from '@/lib/list-text'
import './helpers/dom-polyfills'

/*
 * Counts side by side ("2 adults, 1 child") are laid out by the reader's language: a comma in
 * English, "و" in Arabic (never the Latin comma), "et" in French, a space in Japanese. A part left out leaves no
 * separator behind: a unit with only a sofa bed reads "1 sofa bed", not ", 1 sofa bed".
 */

afterAll(() => activateLocale('en-US'))

async function textIn(locale: string, ui: React.ReactElement) {
  await activateLocale(locale)
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>).container.textContent
}

describe('the travellers of an item', () => {
  it('names adults alone, and children only when there are some', async () => {
    expect(await textIn('en-US', <TravellerCount travellers={{ adults: 1, children: 0 }} />)).toBe('1 adult')
    expect(await textIn('en-US', <TravellerCount travellers={{ adults: 2, children: 1 }} />)).toBe('2 adults, 1 child')
  })

  it('joins them with the language’s own word or mark', async () => {
    const ar = await textIn('ar-SA', <TravellerCount travellers={{ adults: 2, children: 1 }} />)
    expect(ar).toBe('بالغان وطفل واحد')
    expect(await textIn('fr-FR', <TravellerCount travellers={{ adults: 2, children: 3 }} />)).toBe('2 adultes et 3 enfants')
  })
})

describe('a list of counts', () => {
  it('leaves out the parts that are not there, with no separator before, between or after', async () => {
    expect(await textIn('en-US', <CountList items={[false, null, <span key="sofa">1 sofa bed</span>]} />)).toBe('1 sofa bed')
    expect(await textIn('en-US', <CountList items={[<span key="a">1 double bed</span>, false, <span key="c">1 sofa bed</span>]} />)).toBe(
      '1 double bed, 1 sofa bed',
    )
    expect(await textIn('en-US', <CountList items={[]} />)).toBe('')
  })

  it('keeps each part the element it was', async () => {
    await activateLocale('en-US')
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <CountList items={[<strong key="a">2 rooms</strong>, <em key="b">3 adults</em>]} />
      </I18nProvider>,
    )
    expect(container.innerHTML).toBe('<strong>2 rooms</strong>, <em>3 adults</em>')
  })
})

describe('unitListText', () => {
  it('writes counts given as text the same way', () => {
    expect(unitListText(['2 × Adult', '1 × Child'], 'en-US')).toBe('2 × Adult, 1 × Child')
    expect(unitListText(['2 × Adult'], 'en-US')).toBe('2 × Adult')
    expect(unitListText(['a', 'b'], 'ja-JP')).toBe('a b')
  })
})
