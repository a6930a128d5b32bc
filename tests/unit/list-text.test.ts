import { describe, expect, it } from 'vitest'
import { listText } from '@/lib/list-text'

describe('listText', () => {
  it('joins a list with the separators and the last “and” of the language', () => {
    expect(listText(['Hotels', 'Resorts', 'Stays'], 'en-US')).toBe('Hotels, Resorts, and Stays')
    expect(listText(['Hôtels', 'Résidences', 'Séjours'], 'fr-FR')).toBe('Hôtels, Résidences et Séjours')
    expect(listText(['酒店', '度假村', '民宿'], 'zh-CN')).toBe('酒店、度假村和民宿')
  })

  it('writes one item alone and two with the “and” only', () => {
    expect(listText(['Hotels'], 'en-US')).toBe('Hotels')
    expect(listText(['Hotels', 'Resorts'], 'de-DE')).toBe('Hotels und Resorts')
  })

  it('falls back to English when no language is active yet', () => {
    expect(listText(['Paris', 'Rome'], '')).toBe('Paris and Rome')
  })
})
