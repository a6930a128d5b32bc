/**
 * The currencies the product knows: the ECB reference-rate set's widely used members plus USD
 * and EUR. Ids are stable (docs/rules.md#constants: USD is id 9). Flags are the bundled flag image names.
 */
export const seedCurrencies = [
  { id: 1, code: 'AUD', name: 'Australian Dollar', flag: 'au_80.png' },
  { id: 2, code: 'BRL', name: 'Brazilian Real', flag: 'br_80.png' },
  { id: 3, code: 'CAD', name: 'Canadian Dollar', flag: 'ca_80.png' },
  { id: 4, code: 'CHF', name: 'Swiss Franc', flag: 'ch_80.png' },
  { id: 5, code: 'CNY', name: 'Chinese Yuan', flag: 'cn_80.png' },
  { id: 6, code: 'EUR', name: 'Euro', flag: 'eu_80.png' },
  { id: 7, code: 'GBP', name: 'British Pound', flag: 'gb_80.png' },
  { id: 8, code: 'JPY', name: 'Japanese Yen', flag: 'jp_80.png' },
  { id: 9, code: 'USD', name: 'US Dollar', flag: 'us_80.png' },
  { id: 10, code: 'CZK', name: 'Czech Koruna', flag: 'cz_80.png' },
  { id: 11, code: 'DKK', name: 'Danish Krone', flag: 'dk_80.png' },
  { id: 12, code: 'HKD', name: 'Hong Kong Dollar', flag: 'hk_80.png' },
  { id: 13, code: 'INR', name: 'Indian Rupee', flag: 'in_80.png' },
  { id: 14, code: 'MXN', name: 'Mexican Peso', flag: 'mx_80.png' },
  { id: 15, code: 'NOK', name: 'Norwegian Krone', flag: 'no_80.png' },
  { id: 16, code: 'NZD', name: 'New Zealand Dollar', flag: 'nz_80.png' },
  { id: 17, code: 'SEK', name: 'Swedish Krona', flag: 'se_80.png' },
  { id: 18, code: 'SGD', name: 'Singapore Dollar', flag: 'sg_80.png' },
  { id: 19, code: 'THB', name: 'Thai Baht', flag: 'th_80.png' },
  { id: 20, code: 'ZAR', name: 'South African Rand', flag: 'za_80.png' },
  { id: 21, code: 'PLN', name: 'Polish Zloty', flag: 'pl_80.png' },
  { id: 22, code: 'KRW', name: 'South Korean Won', flag: 'kr_80.png' },
] as const

/** docs/rules.md#constants: English (en-US) is id 1 and the default. */
export const seedLanguages = [
  { id: 1, code: 'en-US', name: 'English' },
  { id: 2, code: 'es-ES', name: 'Español' },
  { id: 3, code: 'fr-FR', name: 'Français' },
  { id: 4, code: 'de-DE', name: 'Deutsch' },
  { id: 5, code: 'it-IT', name: 'Italiano' },
  { id: 6, code: 'pt-BR', name: 'Português (Brasil)' },
  { id: 7, code: 'nl-NL', name: 'Nederlands' },
  { id: 8, code: 'ja-JP', name: '日本語' },
  { id: 9, code: 'zh-CN', name: '简体中文' },
  { id: 10, code: 'ar-SA', name: 'العربية' },
] as const
