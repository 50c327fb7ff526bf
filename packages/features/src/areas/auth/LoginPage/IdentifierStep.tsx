// Step 1: the email or the phone number (and the terms when registering). The submit button stays
// disabled until the input is valid; the API's field errors land on the field.
import { useEffect, useRef } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { loginIdentifierSchema, type LoginIdentifierInput, type LoginIdentifierOutput } from '@relais/domain'
import { Button, Checkbox, PhoneField, SegmentedControl, TextField } from '@relais/ui'
import type { Identifier } from '../useLoginFlow.ts'
import * as styles from './LoginPage.css.ts'

export interface IdentifierStepProps {
  register: boolean
  initial: Identifier | null
  fieldErrors: Record<string, string>
  isSending: boolean
  onSubmit: (identifier: Identifier) => Promise<boolean>
}

export function IdentifierStep({ register, initial, fieldErrors, isSending, onSubmit }: IdentifierStepProps) {
  const form = useForm<LoginIdentifierInput, unknown, LoginIdentifierOutput>({
    resolver: valibotResolver(loginIdentifierSchema({ register })),
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

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        // The schema's output is normalised (lower-cased email, E.164 phone).
        await onSubmit({ type: values.type, value: values.value })
      })}
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
            <PhoneField
              // The shared schema validates, with the spec's message ('Numéro invalide').
              validatePhone={false}
              label="Numéro de téléphone"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid && (fieldState.isTouched || fieldState.error?.type === 'server')}
              errorMessage={fieldState.error?.message}
              autoFocus
            />
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
              J'accepte les conditions générales d'utilisation
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
