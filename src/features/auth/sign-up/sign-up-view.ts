import type { EventFrom, SnapshotFrom } from 'xstate'
import type { signUpMachine } from '@machines/sign-up.machine'

/** What every step view receives: the machine's snapshot to render and its send. */
export type StepProps = {
  state: SnapshotFrom<typeof signUpMachine>
  send: (event: EventFrom<typeof signUpMachine>) => void
}

/** Which step a state shows: the checks keep their step on screen, busy. */
export function stepOf(state: StepProps['state']): 'preparing' | 'options' | 'details' | 'password' | 'result' {
  if (state.matches('preparing')) return 'preparing'
  if (state.matches('options') || state.matches('checkingSocial')) return 'options'
  if (state.matches('password') || state.matches('validatingPassword')) return 'password'
  if (state.matches('submitting')) return state.context.social ? 'details' : 'password'
  if (state.matches('emailSent') || state.matches('welcome') || state.matches('done')) return 'result'
  return 'details'
}

/** True while a call of the step runs: the spinner shows and the step's button waits. */
export const isBusy = (state: StepProps['state']) =>
  (['checkingSocial', 'checkingAccount', 'checkingAccessCode', 'submitting'] as const).some((s) => state.matches(s))
