import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react'

// The dialogs are their own chunks: Radix Dialog is not needed before a visitor opens one.
const SignInDialog = lazy(() => import('@/features/auth/sign-in-dialog'))
const SettingsDialog = lazy(() => import('@/features/settings/settings-dialog'))

type OpenDialog = 'signIn' | 'settings' | null
type Dialogs = { openSignIn: () => void; openSettings: () => void }

const DialogsContext = createContext<Dialogs | null>(null)

/** The site-wide dialogs (sign-in, settings): any view may open them, only one shows at a time. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OpenDialog>(null)
  const dialogs = useMemo<Dialogs>(
    () => ({ openSignIn: () => setOpen('signIn'), openSettings: () => setOpen('settings') }),
    [],
  )
  const close = (isOpen: boolean) => !isOpen && setOpen(null)
  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      <Suspense>
        {open === 'signIn' && <SignInDialog onOpenChange={close} />}
        {open === 'settings' && <SettingsDialog onOpenChange={close} />}
      </Suspense>
    </DialogsContext.Provider>
  )
}

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext)
  if (!dialogs) throw new Error('useDialogs needs a DialogsProvider')
  return dialogs
}
