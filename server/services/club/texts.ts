import { eq } from 'drizzle-orm'
import { languages, orgProgrammes } from '../../store/schema'
import type { LocalText } from '../../store/tables/club'
import type { Db } from '../../store/store'
import type { Organisation } from '../organisation'

/** The programmes of the organisation's file (org_programmes); none when its file set none. */
export async function programmesOf(db: Db, orgId: number) {
  const [row] = await db.select().from(orgProgrammes).where(eq(orgProgrammes.orgId, orgId))
  return row ?? { orgId, referralCampaigns: [], promotions: [], rewards: null, plans: [] }
}
export type Programmes = Awaited<ReturnType<typeof programmesOf>>

/** A text in the reader's language: the one asked for, else the organisation's default, else English, else the first given. */
export type Reader = (text: LocalText) => string

/** The reader for `asked` (a language code, or none) in the organisation `org`. */
export async function readerFor(db: Db, org: Pick<Organisation, 'defaultLanguageId'>, asked: string | undefined): Promise<Reader> {
  const [fallback] = await db.select({ code: languages.code }).from(languages).where(eq(languages.id, org.defaultLanguageId))
  return readerOf(asked, fallback?.code ?? 'en-US')
}

/** A reader for language `asked`, falling back to `fallback` (pure: tests and mails use it as it is). */
export function readerOf(asked: string | undefined, fallback: string): Reader {
  return (text) => {
    if (typeof text === 'string') return text
    return text[asked ?? ''] ?? text[fallback] ?? text['en-US'] ?? Object.values(text)[0] ?? ''
  }
}
