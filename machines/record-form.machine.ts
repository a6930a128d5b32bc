import { assign, fromPromise, setup } from 'xstate'
import { FORM_KINDS, type FormKindName } from '@machines/record-form.kinds'
import type { FieldCode, Fixed, FormErrors, FormFailure, FormValue, FormValues } from '@machines/record-form.types'

export type { FieldCode, FormErrors, FormFailure, FormValue, FormValues }
export type { FormKindName }

export type RecordFormInput = { kind: FormKindName; values: FormValues; fixed?: Fixed }

export type RecordFormContext = {
  kind: FormKindName
  values: FormValues
  fixed: Fixed
  /** The errors shown: all of them after a refused submit, then each field's own as it changes. */
  errors: FormErrors
  /** Submits refused by the rules so far: the view moves focus to the first field in error when it grows. */
  attempts: number
  failure: FormFailure | null
  /** What the last save answered (the record as saved), until the form changes again. */
  result: unknown
}

export type RecordFormEvent = { type: 'field.change'; field: string; value: FormValue } | { type: 'form.submit' } | { type: 'form.edit' }

const kindOf = (context: Pick<RecordFormContext, 'kind'>) => FORM_KINDS[context.kind]
const errorsOf = (context: Pick<RecordFormContext, 'kind' | 'values' | 'fixed'>) => kindOf(context).validate(context.values, context.fixed)

/** The first field in error, in the form's order (the view focuses it). */
export const firstFieldInError = (context: Pick<RecordFormContext, 'kind' | 'errors'>): string | null =>
  kindOf(context).fields.find((field) => context.errors[field]) ?? null

/**
 * A form of the account area (issue 17): any kind of record-form.kinds.ts — the member's details,
 * preferences, email, password or deletion; the travel profile or a traveller; an agent's client,
 * a CSV import, an offer added to a quote, a quote sent. The fields change, a submit checks the
 * kind's rules (every error shows, focus on the first), the kind's call saves, and a refusal
 * lands on its field or on the form.
 */
export const recordFormMachine = setup({
  types: { context: {} as RecordFormContext, events: {} as RecordFormEvent, input: {} as RecordFormInput },
  actors: {
    save: fromPromise<unknown, Pick<RecordFormContext, 'kind' | 'values' | 'fixed'>>(({ input, signal }) =>
      FORM_KINDS[input.kind].save(input.values, input.fixed, signal),
    ),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(errorsOf(context)).length > 0,
    fieldRefused: ({ context, event }) => 'field' in kindOf(context).refusal((event as { error?: unknown }).error),
  },
  actions: {
    setField: assign(({ context, event }) => {
      // Stryker disable next-line ConditionalExpression: only field.change runs this action, so the event check is always true
      if (event.type !== 'field.change') return {}
      const values = { ...context.values, [event.field]: event.value }
      // Before the first refused submit nothing shows; after it, each field's error follows its value.
      if (context.attempts === 0) return { values, failure: null }
      const { [event.field]: _, ...rest } = context.errors
      const code = errorsOf({ ...context, values })[event.field]
      return { values, errors: code ? { ...rest, [event.field]: code } : rest, failure: null }
    }),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context), attempts: context.attempts + 1 })),
    startSave: assign({ errors: {}, failure: null }),
    setResult: assign((_, result: unknown) => ({ result })),
    setFieldRefusal: assign(({ context }, error: unknown) => {
      const refusal = kindOf(context).refusal(error)
      if (!('field' in refusal)) return {}
      return { errors: { [refusal.field]: refusal.code as FieldCode }, attempts: context.attempts + 1 }
    }),
    setFailure: assign(({ context }, error: unknown) => {
      const refusal = kindOf(context).refusal(error)
      return { failure: 'failure' in refusal ? refusal.failure : { code: 'FAILED' as const } }
    }),
    clearResult: assign({ result: null }),
  },
}).createMachine({
  id: 'recordForm',
  context: ({ input }) => ({
    kind: input.kind,
    values: input.values,
    fixed: input.fixed ?? {},
    errors: {},
    attempts: 0,
    failure: null,
    result: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "The form's fields; errors under them once a submit was refused, a failure above the button.",
      on: {
        'field.change': { description: 'The value is kept; after a refused submit, its error follows it.', actions: 'setField' },
        'form.submit': { target: 'validating', description: "The kind's rules are checked." },
      },
    },
    validating: {
      description: "The kind's rules (record-form.kinds.ts).",
      always: [
        { guard: 'formInvalid', target: 'editing', description: 'Every error shows; focus moves to the first.', actions: 'showErrors' },
        { target: 'saving', description: "All met: the kind's call saves.", actions: 'startSave' },
      ],
    },
    saving: {
      description: 'The call runs; the button spins and a second submit is not taken.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ kind: context.kind, values: context.values, fixed: context.fixed }),
        onDone: {
          target: 'saved',
          description: 'Saved: the answer is kept.',
          actions: { type: 'setResult', params: ({ event }: { event: { output: unknown } }) => event.output },
        },
        onError: [
          {
            guard: 'fieldRefused',
            target: 'editing',
            description: 'The server refused one field (a wrong password, an email in use): its error shows there.',
            actions: { type: 'setFieldRefusal', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
          {
            target: 'editing',
            description: 'Offline, too many tries, bookings in the way, rows refused…: the failure shows above the button.',
            actions: { type: 'setFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        ],
      },
    },
    saved: {
      description: 'Saved: the page says so (a dialog closes); a change starts editing again.',
      on: {
        'field.change': { target: 'editing', description: 'A change after saving.', actions: ['clearResult', 'setField'] },
        'form.edit': { target: 'editing', description: 'The form opens again.', actions: 'clearResult' },
      },
    },
  },
})
