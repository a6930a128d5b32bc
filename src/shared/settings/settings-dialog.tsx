import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@ui/dialog'
import { Spinner } from '@ui/spinner'
import { useSettings } from '@/shared/settings/settings-context'
import { ChoiceGroup } from '@/shared/settings/choice-group'

/**
 * "Language and Currencies". The choices are a draft until Apply (or Enter on a radio): moving
 * through the radios with the arrow keys checks each one, and applying on every arrow press would
 * reload the whole page's text and rates at each step.
 */
/** Mounted while open; closing calls onOpenChange(false). */
export default function SettingsDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <SettingsForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function SettingsForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui()
  const settings = useSettings()
  const [language, setLanguage] = useState(settings.language.code)
  const [currency, setCurrency] = useState(settings.currency.code)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (language !== settings.language.code) settings.chooseLanguage(language)
    if (currency !== settings.currency.code) settings.chooseCurrency(currency)
    onDone()
  }

  return (
    <form onSubmit={apply} className="flex flex-col gap-6">
      <DialogHeader stacked>
        <DialogTitle>
          <Trans>Language and Currencies</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>Choose the language of the site and the currency prices are shown in.</Trans>
        </DialogDescription>
      </DialogHeader>
      {settings.loading ? (
        <Spinner label={t`Loading languages and currencies`} className="self-center" />
      ) : (
        <>
          <ChoiceGroup
            name="language"
            legend={t`Language`}
            value={language}
            onChange={setLanguage}
            choices={(settings.languages.length ? settings.languages : [settings.language]).map((l) => ({ value: l.code, label: l.name }))}
          />
          <ChoiceGroup
            name="currency"
            legend={t`Currency`}
            value={currency}
            onChange={setCurrency}
            choices={(settings.currencies.length ? settings.currencies : [settings.currency]).map((c) => ({
              value: c.code,
              label: (
                <>
                  <img
                    src={`/flags/${c.flag}`}
                    alt=""
                    width={24}
                    height={16}
                    className="h-4 w-6 rounded-sm object-cover ring-1 ring-black/10"
                  />
                  <span className="font-medium">{c.code}</span>
                  <span className="text-ink-muted">{c.name}</span>
                </>
              ),
            }))}
          />
        </>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={settings.loading}>
          <Trans>Apply</Trans>
        </Button>
      </DialogFooter>
    </form>
  )
}
