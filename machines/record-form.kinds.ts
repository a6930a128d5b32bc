import { accountDetailsKind, deleteAccountKind, emailKind, passwordKind, preferenceKind } from '@machines/record-form.account'
import { addToQuoteKind, clientKind, importClientsKind, sendQuoteKind } from '@machines/record-form.agent'
import { travelProfileKind, travellerKind } from '@machines/record-form.travel'
import type { FormKind } from '@machines/record-form.types'

/**
 * Every kind of record form (issue 17), by name: the one record-form machine runs any of them.
 * A new form adds its entry here (its fields, rules, call and refusals) and a view; the machine,
 * its model-based walk and the pages of the others stay as they are.
 */
export const FORM_KINDS = {
  accountDetails: accountDetailsKind,
  preference: preferenceKind,
  email: emailKind,
  password: passwordKind,
  deleteAccount: deleteAccountKind,
  travelProfile: travelProfileKind,
  traveller: travellerKind,
  client: clientKind,
  importClients: importClientsKind,
  addToQuote: addToQuoteKind,
  sendQuote: sendQuoteKind,
} satisfies Record<string, FormKind>

export type FormKindName = keyof typeof FORM_KINDS
