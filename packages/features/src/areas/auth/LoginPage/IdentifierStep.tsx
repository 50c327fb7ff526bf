// Step 1: the email or the phone number (and the terms when registering). The submit button stays
// disabled until the input is valid; the API's field errors land on the field. The rules and the phone
// field (libphonenumber and its country list) load apart: the page shows, and takes input, without them.
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import type { LoginIdentifierInput, LoginIdentifierOutput } from '@relais/domain'
import { Button, Checkbox, SegmentedControl, TextField } from '@relais/ui'
import { TermsOfUseLink } from '../../legals/index.ts'
import type { Identifier } from '../useLoginFlow.ts'
import * as styles from './LoginPage.css.ts'

type IdentifierResolver = Resolver<LoginIdentifierInput, unknown, LoginIdentifierOutput>

const loadPhoneField = () => import('@relais/ui/PhoneField')
const PhoneField = lazy(async () => ({ default: (await loadPhoneField()).PhoneField }))

export interface IdentifierStepProps {
  register: boolean
  initial: Identifier | null
  fieldErrors: Record<string, string>
  isSending: boolean
  onSubmit: (identifier: Identifier) => Promise<boolean>
}

export function IdentifierStep({ register, initial, fieldErrors, isSending, onSubmit }: IdentifierStepProps) {
  const resolver = useMemo<IdentifierResolver>(() => {
    let loaded: Promise<IdentifierResolver> | undefined
    return async (...args) => {
      loaded ??= import('./identifierResolver.ts').then((module) => module.identifierResolver(register))
      return (await loaded)(...args)
    }
  }, [register])
  const form = useForm<LoginIdentifierInput, unknown, LoginIdentifierOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: { type: initial?.type ?? 'email', value: initial?.value ?? '', acceptTerms: false },
  })
  const type = form.watch('type')
  // What was typed for the other method is kept when switching back and forth.
  const typed = useRef<Record<string, string>>({ [initial?.type ?? 'email']: initial?.value ?? '' })

  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (field === 'value' || field === 'type') form.setError(field, { type: 'server', message })
    }
  }, [fieldErrors, form])

  const submit = form.handleSubmit(async (values) => {
    // The schema's output is normalised (lower-cased email, E.164 phone).
    await onSubmit({ type: values.type, value: values.value })
  })

  return (
    <form
      className={styles.form}
      noValidate
      // Someone about to choose the phone finds its field ready.
      onPointerDown={() => void loadPhoneField()}
      onKeyDown={(event) => {
        void loadPhoneField()
        // Enter in a field submits even while the button still waits for the validation of the last
        // keystroke (the button alone would ignore it): the form validates, then sends or shows why not.
        if (
          event.key === 'Enter' &&
          event.target instanceof HTMLInputElement &&
          !['checkbox', 'radio'].includes(event.target.type)
        ) {
          event.preventDefault()
          if (!isSending) void submit()
        }
      }}
      onSubmit={submit}
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <SegmentedControl
            label="Recevoir un code par"
            value={field.value}
            onChange={(next) => {
              typed.current[field.value] = form.getValues('value')
              field.onChange(next)
              form.setValue('value', typed.current[next] ?? '', { shouldValidate: false })
              form.clearErrors('value')
            }}
            options={[
              { id: 'email', label: 'Email' },
              { id: 'phone', label: 'Téléphone' },
            ]}
          />
        )}
      />
      <Controller
        control={form.control}
        name="value"
        render={({ field, fieldState }) =>
          type === 'email' ? (
            <TextField
              label="Adresse email"
              type="email"
              autoComplete="email"
              inputMode="email"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid && (fieldState.isTouched || fieldState.error?.type === 'server')}
              errorMessage={fieldState.error?.message}
              autoFocus
            />
          ) : (
            <Suspense fallback={null}>
              <PhoneField
                // The shared schema validates, with the spec's message ('Numéro invalide').
                validatePhone={false}
                label="Numéro de téléphone"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={
                  fieldState.invalid && (fieldState.isTouched || fieldState.error?.type === 'server')
                }
                errorMessage={fieldState.error?.message}
                autoFocus
              />
            </Suspense>
          )
        }
      />
      {register && (
        <Controller
          control={form.control}
          name="acceptTerms"
          render={({ field, fieldState }) => (
            <Checkbox
              isSelected={Boolean(field.value)}
              onChange={(checked) => {
                field.onChange(checked)
                // A box ticked then unticked has been touched: its message shows at once.
                field.onBlur()
              }}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid && fieldState.isTouched}
              errorMessage={fieldState.error?.message}
            >
              J'accepte les <TermsOfUseLink>conditions générales d'utilisation</TermsOfUseLink>
            </Checkbox>
          )}
        />
      )}
      <Button type="submit" isDisabled={!form.formState.isValid} isPending={isSending}>
        Recevoir un code
      </Button>
    </form>
  )
}
