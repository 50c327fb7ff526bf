// 'Informations personnelles': PATCH /user/current. A 409 puts the spec's message on the email or phone
// field; on any error nothing typed is lost (the form keeps its values).
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type User } from '@relais/api-client'
import { conflictFieldErrors, dateInZone, DEFAULT_TIME_ZONE, GENDER_LABELS } from '@relais/domain'
import { Alert, Button, Radio, RadioGroup, toastQueue } from '@relais/ui'
import { useAppConfig } from '../config/AppConfig.tsx'
import {
  personalInformationDefaults,
  personalInformationSchema,
  showsPersonalDetails,
  toUserUpdate,
  type PersonalInformationOutput,
  type PersonalInformationValues,
} from './personal-information.ts'
import { AddressField, addressError, type Address } from '../places/AddressField/AddressField.tsx'
import { ControlledDateField, ControlledPhoneField, ControlledTextField } from '../forms/ControlledFields.tsx'
import * as styles from './SettingsPage.css.ts'

export function PersonalInformationForm({ user }: { user: User }) {
  const config = useAppConfig()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const ctx = {
    today: dateInZone(Date.now(), DEFAULT_TIME_ZONE),
    application: config.application,
    userType: user.userType,
  }
  const details = showsPersonalDetails(ctx)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<PersonalInformationValues, unknown, PersonalInformationOutput>({
    resolver: valibotResolver(personalInformationSchema(ctx)),
    mode: 'onTouched',
    defaultValues: personalInformationDefaults(user),
  })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { data, error } = await client.PATCH('/user/current', {
      body: toUserUpdate(values, user, ctx),
    })
    if (data) {
      queryClient.setQueryData(['get', '/user/current', {}], data)
      await queryClient.invalidateQueries({ queryKey: ['get', '/user/current'] })
      form.reset(personalInformationDefaults(data))
      toastQueue.add({ title: 'Vos informations ont été enregistrées', variant: 'success' })
      return
    }
    const apiError = asApiError(error)
    const conflicts = conflictFieldErrors(apiError?.conflicts ?? {})
    if (conflicts.email) form.setError('email', { type: 'server', message: conflicts.email })
    if (conflicts.phoneNumber)
      form.setError('phoneNumber', { type: 'server', message: conflicts.phoneNumber })
    if (conflicts.email || conflicts.phoneNumber) return
    const fields = new Set<string>(Object.keys(personalInformationDefaults(user)))
    let placed = false
    for (const fieldError of apiError?.fieldErrors ?? []) {
      const name = fieldError.field.replace(/^body\./, '').replace(/^address\..*$/, 'address')
      if (fields.has(name)) {
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
  })

  const invalid = (state: { invalid: boolean; isTouched: boolean; error?: { type?: string } }) =>
    state.invalid && (state.isTouched || form.formState.isSubmitted || state.error?.type === 'server')
  const bound = { control: form.control, showsInvalid: invalid }

  return (
    <form className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {formError && <Alert variant="error">{formError}</Alert>}
      <div className={styles.row}>
        <ControlledTextField
          {...bound}
          name="firstName"
          label="Prénom"
          autoComplete="given-name"
          isRequired
        />
        <ControlledTextField {...bound} name="lastName" label="Nom" autoComplete="family-name" isRequired />
      </div>
      <div className={styles.row}>
        <ControlledTextField
          {...bound}
          name="email"
          label="Adresse email"
          type="email"
          autoComplete="email"
          isRequired
        />
        <ControlledPhoneField {...bound} name="phoneNumber" label="Téléphone" isRequired />
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
      <div>
        <Button type="submit" isPending={form.formState.isSubmitting}>
          Enregistrer
        </Button>
      </div>
    </form>
  )
}
