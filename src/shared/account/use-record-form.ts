import { useEffect, useEffectEvent, useRef } from 'react'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { firstFieldInError, recordFormMachine, type FormValue, type RecordFormInput } from '@machines/record-form.machine'
import { inspect } from '@/shared/inspection'
import { failureMessages, fieldMessage } from '@/shared/account/form-messages'

/**
 * Runs the record-form machine for a form of the account area and binds it for its view: a
 * field's value and message, a change, the failure, focus on the first field in error after a
 * refused submit, and `onSaved` once the save answered (a page's effect: close a dialog, refresh
 * a list). `idOf` names each field's input, for the focus.
 */
export function useRecordForm(input: RecordFormInput, options: { idOf: (field: string) => string; onSaved?: (result: unknown) => void }) {
  const { i18n } = useLingui()
  const [state, send] = useMachine(recordFormMachine, { input, inspect })
  const { errors, attempts, failure, values, result } = state.context
  const seen = useRef(attempts)
  useEffect(() => {
    if (attempts === seen.current) return
    seen.current = attempts
    const field = firstFieldInError(state.context)
    if (field) document.getElementById(options.idOf(field))?.focus()
  }, [attempts, state.context, options])
  const saved = useEffectEvent((answer: unknown) => options.onSaved?.(answer))
  const isSaved = state.matches('saved')
  useEffect(() => {
    if (isSaved) saved(result)
  }, [isSaved, result])
  return {
    state,
    send,
    values,
    busy: state.matches('saving'),
    saved: isSaved,
    text: (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : ''),
    change: (field: string) => (value: FormValue) => send({ type: 'field.change', field, value }),
    error: (field: string) => {
      const code = errors[field]
      return code ? i18n._(fieldMessage(field, code)) : undefined
    },
    failure,
    failureText: failure ? i18n._(failureMessages[failure.code]) : null,
    submit: () => send({ type: 'form.submit' }),
  }
}

export type RecordForm = ReturnType<typeof useRecordForm>
