// 'Informations personnelles': PATCH /user/current for the profile, the languages and, for a
// practitioner, what its registration asked of the type (the practice group); a different email or phone
// starts its change (a code is sent to it) and opens the confirmation dialog, and the account keeps its
// current one until the code is typed. Errors show at their field and nothing typed is ever lost. During
// an impersonation the names, email, phone and RPPS are read-only.
import { useEffect, useId, useRef, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type IdentifierType, type User } from '@relais/api-client'
import {
  conflictFieldErrors,
  dateInZone,
  DEFAULT_TIME_ZONE,
  GENDER_LABELS,
  hasPracticeDetails,
  IDENTIFIER_TYPES,
  LANGUAGES,
  type PracticeDetailType,
} from '@relais/domain'
import { Alert, Button, Radio, RadioGroup, toastQueue } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import {
  displayIdentifier,
  IDENTIFIER_CHANGE_TEXTS,
  IDENTIFIER_FIELDS,
  type IdentifierChange,
} from '../identifier-changes/identifier-changes.ts'
import { IdentifierChangeDialog } from '../identifier-changes/IdentifierChangeDialog.tsx'
import {
  useActiveIdentifierChanges,
  useIdentifierChangeActions,
} from '../identifier-changes/useIdentifierChanges.ts'
import {
  accountIdentifier,
  accountIdentifiers,
  asksLanguages,
  formFieldOf,
  personalInformationDefaults,
  personalInformationSchema,
  sameIdentifier,
  showsPersonalDetails,
  toUserUpdate,
  wantedIdentifierChanges,
  type PersonalInformationOutput,
  type PersonalInformationValues,
} from './personal-information.ts'
import { AddressField, addressError, type Address } from '../../places/index.ts'
import {
  ControlledDateField,
  ControlledPhoneField,
  ControlledTextField,
} from '../../../core/forms/ControlledFields.tsx'
import { FormCheckboxGroup } from '../../../core/forms/FormFields.tsx'
import {
  AssistantEducationFields,
  DoctorPresentationField,
  DoctorSpecialitiesField,
  MidwifeEducationFields,
  PmiAffiliationFields,
  RppsField,
} from '../onboarding/fields/PracticeFields.tsx'
import * as styles from './SettingsPage.css.ts'

/** The group of the form that holds the details of practice (`practice.rpps`…). */
const PRACTICE = 'practice'

export function PersonalInformationForm({ user }: { user: User }) {
  const config = useAppConfig()
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const { start } = useIdentifierChangeActions()
  const impersonating = Boolean(user.impersonator)
  // An impersonation may not use codes: it is never offered one.
  const active = useActiveIdentifierChanges(user)
  const pending = impersonating ? [] : active
  const identifiers = accountIdentifiers(user)
  const ctx = {
    today: dateInZone(Date.now(), DEFAULT_TIME_ZONE),
    application: config.application,
    userType: user.userType,
    identifiers,
  }
  const details = showsPersonalDetails(ctx)
  const [formError, setFormError] = useState<string | null>(null)
  // The change the dialog was opened for: it stays open if the change ends meanwhile (expired code).
  const [opened, setOpened] = useState<IdentifierChange | null>(null)
  const dialogChange = opened ? (pending.find((c) => c.type === opened.type) ?? opened) : null
  const form = useForm<PersonalInformationValues, unknown, PersonalInformationOutput>({
    resolver: valibotResolver(personalInformationSchema(ctx)),
    mode: 'onTouched',
    defaultValues: personalInformationDefaults(user),
  })

  // Once a new email or phone is confirmed (here or from the shell's banner) the field shows it, unless
  // it holds yet another value the user is typing.
  const accountEmail = accountIdentifier(user, 'email')
  const accountPhone = accountIdentifier(user, 'phone')
  const previous = useRef({ email: accountEmail, phone: accountPhone })
  useEffect(() => {
    const now = { email: accountEmail, phone: accountPhone }
    for (const type of IDENTIFIER_TYPES) {
      const before = previous.current[type]
      if (before === now[type]) continue
      const field = IDENTIFIER_FIELDS[type].form
      const typed = form.getValues(field) ?? ''
      if (sameIdentifier(type, typed, before) || sameIdentifier(type, typed, now[type])) {
        form.resetField(field, { defaultValue: now[type] })
      }
    }
    previous.current = now
  }, [accountEmail, accountPhone, form])

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    // What the user typed, as typed: the identifiers waiting for their code stay in their fields.
    const typed = form.getValues()
    const defaults = form.formState.defaultValues ?? {}
    const otherFieldsChanged = (Object.keys(typed) as (keyof PersonalInformationValues)[]).some(
      (name) =>
        name !== 'email' &&
        name !== 'phoneNumber' &&
        JSON.stringify(typed[name] ?? '') !== JSON.stringify(defaults[name] ?? ''),
    )
    const changes = impersonating ? [] : wantedIdentifierChanges(values, user)
    const { data, error } = await client.PATCH('/user/current', {
      body: toUserUpdate(values, ctx, { identity: !impersonating, typed }),
    })
    if (!data) {
      showPatchError(error)
      return
    }
    queryClient.setQueryData($api.queryOptions('get', '/user/current', {}).queryKey, data)
    form.reset({ ...personalInformationDefaults(data), email: typed.email, phoneNumber: typed.phoneNumber })

    let toConfirm: IdentifierChange | null = null
    for (const { type, value } of changes) {
      // Saving again does not send another code for the change already waiting.
      const waiting = pending.find((c) => c.type === type && sameIdentifier(type, c.value, value))
      const result = waiting ? { ok: true as const, change: waiting } : await start(type, value)
      if (result.ok) toConfirm ??= result.change
      else if (result.message) {
        form.setError(IDENTIFIER_FIELDS[type].form, { type: 'server', message: result.message })
      }
    }
    if (changes.length === 0 || otherFieldsChanged) {
      toastQueue.add({ title: 'Vos informations ont été enregistrées', variant: 'success' })
    }
    if (toConfirm) setOpened(toConfirm)
  })

  const showPatchError = (error: unknown) => {
    const apiError = asApiError(error)
    const conflicts = conflictFieldErrors(apiError?.conflicts ?? {})
    if (conflicts.email) form.setError('email', { type: 'server', message: conflicts.email })
    if (conflicts.phoneNumber)
      form.setError('phoneNumber', { type: 'server', message: conflicts.phoneNumber })
    if (conflicts.email || conflicts.phoneNumber) return
    let placed = false
    for (const fieldError of apiError?.fieldErrors ?? []) {
      const name = formFieldOf(fieldError.field)
      if (name) {
        // Practice fields are named by path ('practice.rpps'), which the form's type does not list.
        form.setError(name as keyof PersonalInformationValues, {
          type: 'server',
          message: fieldError.message,
        })
        placed = true
      }
    }
    // A 500 already shows the spec's toast (client interceptor); anything else is said here.
    if (!placed && (apiError?.statusCode ?? 0) < 500)
      setFormError(apiError?.message ?? 'Une erreur est survenue')
  }

  const invalid = (state: { invalid: boolean; isTouched: boolean; error?: { type?: string } }) =>
    state.invalid && (state.isTouched || form.formState.isSubmitted || state.error?.type === 'server')
  const bound = { control: form.control, showsInvalid: invalid }

  const pendingOf = (type: IdentifierType) => pending.find((c) => c.type === type)
  const pendingNote = (type: IdentifierType) => {
    const change = pendingOf(type)
    return change ? `${IDENTIFIER_CHANGE_TEXTS[type].pending} : ${displayIdentifier(change)}` : undefined
  }
  const confirmButton = (type: IdentifierType) => {
    const change = pendingOf(type)
    return (
      change && (
        <div>
          <Button size="sm" variant="secondary" onPress={() => setOpened(change)}>
            {IDENTIFIER_CHANGE_TEXTS[type].bannerAction}
          </Button>
        </div>
      )
    )
  }

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        {impersonating && (
          <Alert variant="info">
            Vous agissez pour le compte de {user.profile.name.text} : ses nom, prénom, adresse email et
            téléphone ne peuvent pas être modifiés pendant l'impersonation.
          </Alert>
        )}
        {formError && <Alert variant="error">{formError}</Alert>}
        <div className={styles.row}>
          <ControlledTextField
            {...bound}
            name="firstName"
            label="Prénom"
            autoComplete="given-name"
            isRequired
            isDisabled={impersonating}
          />
          <ControlledTextField
            {...bound}
            name="lastName"
            label="Nom"
            autoComplete="family-name"
            isRequired
            isDisabled={impersonating}
          />
        </div>
        <div className={styles.row}>
          <div className={styles.identifier}>
            <ControlledTextField
              {...bound}
              // Remounted when the note comes or goes: react-aria links a description present at mount only.
              key={pendingOf('email') ? 'pending' : 'none'}
              name="email"
              label="Adresse email"
              type="email"
              autoComplete="email"
              isRequired={identifiers.email}
              isDisabled={impersonating}
              description={pendingNote('email')}
            />
            {confirmButton('email')}
          </div>
          <div className={styles.identifier}>
            <ControlledPhoneField
              {...bound}
              key={pendingOf('phone') ? 'pending' : 'none'}
              name="phoneNumber"
              label="Téléphone"
              isRequired={identifiers.phone}
              isDisabled={impersonating}
              description={pendingNote('phone')}
            />
            {confirmButton('phone')}
          </div>
        </div>
        {details && (
          <>
            <div className={styles.row}>
              <ControlledDateField {...bound} name="birthDate" label="Date de naissance" isRequired />
              <Controller
                control={form.control}
                name="gender"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    label="Genre"
                    isRequired
                    orientation="horizontal"
                    value={field.value ?? null}
                    onChange={(value) => {
                      field.onChange(value)
                      field.onBlur()
                    }}
                    isInvalid={invalid(fieldState)}
                    errorMessage={fieldState.error?.message}
                  >
                    <Radio value="FEMALE">{GENDER_LABELS.FEMALE}</Radio>
                    <Radio value="MALE">{GENDER_LABELS.MALE}</Radio>
                  </RadioGroup>
                )}
              />
            </div>
            <Controller
              control={form.control}
              name="address"
              render={({ field, fieldState }) => (
                <AddressField
                  label="Adresse"
                  placeholder="Saisissez une nouvelle adresse"
                  isRequired
                  value={field.value as Address | undefined}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={invalid(fieldState) ? addressError(fieldState.error) : undefined}
                />
              )}
            />
          </>
        )}
        {asksLanguages(user.userType) && (
          <FormCheckboxGroup name="languages" label="Langues parlées" options={LANGUAGES} />
        )}
        {hasPracticeDetails(user.userType) && (
          <PracticeSection userType={user.userType} impersonating={impersonating} />
        )}
        <div>
          <Button type="submit" isPending={form.formState.isSubmitting}>
            Enregistrer
          </Button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialog has a form of its own. */}
      {dialogChange && (
        <IdentifierChangeDialog
          change={dialogChange}
          onClose={() => setOpened(null)}
          onConflict={(message) =>
            form.setError(IDENTIFIER_FIELDS[dialogChange.type].form, { type: 'server', message })
          }
        />
      )}
    </FormProvider>
  )
}

/** What the practitioner's registration asked of its type, with its labels and rules. */
function PracticeSection({
  userType,
  impersonating,
}: {
  userType: PracticeDetailType
  impersonating: boolean
}) {
  const headingId = useId()
  // The RPPS is identity, like the names (and what Pro Santé Connect signs in with, which the API guards).
  const rpps = (isRequired: boolean) => (
    <RppsField
      step={PRACTICE}
      isRequired={isRequired}
      isDisabled={impersonating}
      description={impersonating ? "Non modifiable pendant l'impersonation" : undefined}
    />
  )
  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Exercice professionnel
      </h3>
      {userType === 'doctor' && (
        <>
          {rpps(true)}
          <DoctorSpecialitiesField step={PRACTICE} />
          <DoctorPresentationField step={PRACTICE} />
        </>
      )}
      {userType === 'midwife' && (
        <>
          {rpps(false)}
          <MidwifeEducationFields step={PRACTICE} />
          <PmiAffiliationFields step={PRACTICE} />
        </>
      )}
      {userType === 'assistant' && <AssistantEducationFields step={PRACTICE} />}
    </section>
  )
}
