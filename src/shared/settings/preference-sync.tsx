import { useEffect } from 'react'
import type { Profile, SignInResult } from '@contract/schemas/auth'
import { useSessionActor } from '@/shared/session/use-session'
import { useSettingsActor } from '@/shared/settings/settings-context'

const keyOf = (profile: Pick<Profile | SignInResult, 'language' | 'currency_code'>) => `${profile.language}|${profile.currency_code}`

/**
 * Keeps the page's language and currency and the signed-in member's preference together (issue
 * 17; docs/rules.md#language-and-currency): the preference the session's profile carries applies
 * at sign-in and at every session check (after SSO and `?lang=`), and a choice the member makes
 * in the language and currencies dialog is saved to their profile (POST
 * /api/profile/updatePrefCurrLang), so the next session check keeps it. Renders nothing.
 */
export function PreferenceSync() {
  const settings = useSettingsActor()
  const session = useSessionActor()
  useEffect(() => {
    let applied: string | null = null
    const follow = (snapshot: ReturnType<typeof session.getSnapshot>) => {
      const profile = snapshot.matches('signedIn') ? snapshot.context.profile : null
      if (!profile || keyOf(profile) === applied) return
      applied = keyOf(profile)
      settings.send({ type: 'preference.apply', language: profile.language, currency: profile.currency_code })
    }
    follow(session.getSnapshot())
    const following = session.subscribe(follow)
    const saving = settings.on('choice.persist', () => {
      if (!session.getSnapshot().matches('signedIn')) return
      const { language, currency } = settings.getSnapshot().context
      applied = `${language.code}|${currency.code}`
      // Loaded on use: the account calls are not in the page's first script.
      void import('@/api/account')
        .then(({ updatePreference }) => updatePreference({ language: language.code, currency: currency.code }))
        .then((profile) => session.send({ type: 'session.save', profile }))
        .catch(() => {
          // Not saved (offline, an ended session): this page keeps the choice; the profile keeps the old one.
        })
    })
    return () => {
      following.unsubscribe()
      saving.unsubscribe()
    }
  }, [settings, session])
  return null
}
