import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@ui/button'
import { Checkbox } from '@ui/checkbox'
import { Field, inputClasses } from '@ui/field'
import { Form } from '@ui/form'
import { toIsoDate } from '@contract/calendar'
import { EARLIEST_BIRTH_DATE } from '@contract/constants'
import { ACCESSIBILITY_NEEDS, BED_TYPES, DIETARY_NEEDS, ROOM_PREFERENCES, type TravelProfile } from '@contract/schemas/travel'
import type { ProgrammeNumber } from '@machines/record-form.types'
import { AccountLayout, AccountSection } from '@/shared/account/account-nav'
import { FormFailure, SavedNote, SubmitButton } from '@/shared/account/form-parts'
import { ListSkeleton } from '@/shared/account/list-states'
import { SelectField } from '@/shared/account/select-field'
import { useRecordForm, type RecordForm } from '@/shared/account/use-record-form'
import { LoadFailed } from '@/shared/booking/load-failed'
import { useTravelProfile } from '@/features/account/use-account'
import { PassportFields, passportValues } from '@/features/account/passport-fields'
import { useTravelLabels } from '@/features/account/travel-labels'

const idOf = (field: string) => `travel-${field}`

/** /user/profile, the travel profile (issue 17; docs/screens.md#travel-profile). */
export default function TravelProfilePage() {
  const { t } = useLingui()
  const profile = useTravelProfile()
  return (
    <AccountLayout title={<Trans>Travel profile</Trans>} intro={<Trans>What we keep for your next bookings. Only you can see it.</Trans>}>
      {!profile.data && profile.failed ? (
        <LoadFailed onRetry={profile.retry}>
          <Trans>Your travel profile could not be loaded.</Trans>
        </LoadFailed>
      ) : !profile.data ? (
        <ListSkeleton label={t`Loading your travel profile`} count={3} />
      ) : (
        // Not keyed on the data: a save that changes the profile must not start the form afresh, which
        // would take away "Your travel profile is saved." The form keeps what it saved.
        <TravelProfileForm profile={profile.data} onSaved={profile.replace} />
      )}
    </AccountLayout>
  )
}

function TravelProfileForm({ profile, onSaved }: { profile: TravelProfile; onSaved: (saved: TravelProfile) => void }) {
  const { t } = useLingui()
  const labels = useTravelLabels()
  const form = useRecordForm(
    {
      kind: 'travelProfile',
      values: {
        homeAirport: profile.homeAirport ?? '',
        bedType: profile.bedType,
        roomPreferences: profile.roomPreferences,
        dietary: profile.dietary,
        dietaryNotes: profile.dietaryNotes,
        accessibility: profile.accessibility,
        accessibilityNotes: profile.accessibilityNotes,
        frequentFlyer: profile.frequentFlyer,
        hotelLoyalty: profile.hotelLoyalty,
        dateOfBirth: profile.dateOfBirth ?? '',
        ...passportValues(profile.passport),
      },
      fixed: { today: toIsoDate(new Date()) },
    },
    { idOf, onSaved: (saved) => onSaved(saved as TravelProfile) },
  )
  return (
    <Form onSubmit={form.submit} aria-busy={form.busy} gap="gap-6">
      <AccountSection id="travel-stays" title={<Trans>Stays</Trans>}>
        <div className="grid max-w-xl gap-4 sm:grid-cols-2">
          <Field
            label={t`Home airport`}
            id={idOf('homeAirport')}
            maxLength={3}
            autoComplete="off"
            placeholder="LHR"
            value={form.text('homeAirport')}
            error={form.error('homeAirport')}
            onChange={(e) => form.change('homeAirport')(e.target.value.toUpperCase())}
          />
          <SelectField
            label={t`Preferred bed`}
            id={idOf('bedType')}
            value={form.text('bedType')}
            onChange={form.change('bedType')}
            options={BED_TYPES.map((bed) => ({ value: bed, label: labels.bed[bed] }))}
          />
        </div>
        <Choices
          form={form}
          field="roomPreferences"
          legend={t`Room preferences`}
          options={ROOM_PREFERENCES}
          labelOf={(v) => labels.room[v]}
        />
      </AccountSection>
      <AccountSection id="travel-needs" title={<Trans>Dietary and accessibility needs</Trans>}>
        <Choices form={form} field="dietary" legend={t`Dietary needs`} options={DIETARY_NEEDS} labelOf={(v) => labels.dietary[v]} />
        <Notes form={form} field="dietaryNotes" label={t`More about your diet (optional)`} />
        <Choices
          form={form}
          field="accessibility"
          legend={t`Accessibility needs`}
          options={ACCESSIBILITY_NEEDS}
          labelOf={(v) => labels.accessibility[v]}
        />
        <Notes form={form} field="accessibilityNotes" label={t`More about your access needs (optional)`} />
      </AccountSection>
      <AccountSection id="travel-loyalty" title={<Trans>Loyalty programmes</Trans>}>
        <Numbers form={form} field="frequentFlyer" legend={t`Frequent-traveller numbers`} programme={t`Airline programme`} />
        <Numbers form={form} field="hotelLoyalty" legend={t`Hotel loyalty numbers`} programme={t`Hotel programme`} />
      </AccountSection>
      <AccountSection id="travel-documents" title={<Trans>Documents for flights</Trans>}>
        <Field
          label={t`Date of birth`}
          id={idOf('dateOfBirth')}
          type="date"
          min={EARLIEST_BIRTH_DATE}
          className="max-w-xs"
          value={form.text('dateOfBirth')}
          error={form.error('dateOfBirth')}
          onChange={(e) => form.change('dateOfBirth')(e.target.value)}
        />
        <PassportFields form={form} idOf={idOf} masked={profile.passport?.numberMasked ?? null} />
        <p className="text-sm text-ink-muted">
          <Trans>Your passport number is stored encrypted and only ever shown masked.</Trans>
        </p>
      </AccountSection>
      <FormFailure form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton form={form} busyLabel={t`Saving your travel profile`}>
          <Trans>Save travel profile</Trans>
        </SubmitButton>
        <SavedNote form={form}>
          <Trans>Your travel profile is saved.</Trans>
        </SavedNote>
      </div>
    </Form>
  )
}

function Choices<T extends string>({
  form,
  field,
  legend,
  options,
  labelOf,
}: {
  form: RecordForm
  field: string
  legend: string
  options: readonly T[]
  labelOf: (value: T) => string
}) {
  const chosen = (form.values[field] as string[] | undefined) ?? []
  const toggle = (value: T, on: boolean) => form.change(field)(on ? [...chosen, value] : chosen.filter((v) => v !== value))
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {options.map((value) => (
          <Checkbox key={value} label={labelOf(value)} checked={chosen.includes(value)} onChange={(e) => toggle(value, e.target.checked)} />
        ))}
      </div>
    </fieldset>
  )
}

function Notes({ form, field, label }: { form: RecordForm; field: string; label: string }) {
  const id = idOf(field)
  const error = form.error(field)
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        className={`${inputClasses} h-auto py-2`}
        value={form.text(field)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => form.change(field)(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A list of programme numbers: add a row, type, remove. */
function Numbers({ form, field, legend, programme }: { form: RecordForm; field: string; legend: string; programme: string }) {
  const { t } = useLingui()
  const rows = (form.values[field] as ProgrammeNumber[] | undefined) ?? []
  const set = (next: ProgrammeNumber[]) => form.change(field)(next)
  const error = form.error(field)
  return (
    <fieldset id={idOf(field)} tabIndex={-1} className="flex flex-col gap-2" aria-describedby={error ? `${idOf(field)}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <Field
            label={programme}
            value={row.programme}
            onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, programme: e.target.value } : r)))}
          />
          <Field
            label={t`Number`}
            value={row.number}
            onChange={(e) => set(rows.map((r, j) => (j === i ? { ...r, number: e.target.value } : r)))}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => set(rows.filter((_, j) => j !== i))}
            aria-label={t`Remove ${row.programme || programme}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      {rows.length < 5 && (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => set([...rows, { programme: '', number: '' }])}>
          <Trans>Add a number</Trans>
        </Button>
      )}
      {error && (
        <p id={`${idOf(field)}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
