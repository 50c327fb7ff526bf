import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form'
import { I18nProvider } from 'react-aria-components'
import { ControlledDateField, ControlledTextField } from './ControlledFields.tsx'

interface Values {
  lastName: string
  birthDate: string
}

const resolver: Resolver<Values> = (values): ResolverResult<Values> => {
  if (values.lastName) return { values, errors: {} }
  return { values: {}, errors: { lastName: { type: 'required', message: 'Ce champ est obligatoire' } } }
}

function Form({ serverError, hideErrors }: { serverError?: string; hideErrors?: boolean }) {
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { lastName: '', birthDate: '2026-11-22' },
    resolver,
  })
  return (
    <I18nProvider locale="fr-FR">
      <ControlledTextField
        control={form.control}
        name="lastName"
        label="Nom"
        showsInvalid={hideErrors ? () => false : undefined}
        clearServerError={form.clearErrors}
      />
      <ControlledDateField control={form.control} name="birthDate" label="Date de naissance" />
      <button
        type="button"
        onClick={() => form.setError('lastName', { type: 'server', message: serverError })}
      >
        Refuser
      </button>
    </I18nProvider>
  )
}

describe('the controlled fields', () => {
  it('show the error once the field was left', async () => {
    const screen = await render(<Form />)
    const field = screen.getByRole('textbox', { name: 'Nom' })
    await expect.element(field).not.toHaveAttribute('aria-invalid')
    await field.click()
    await userEvent.tab()
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByText('Ce champ est obligatoire')).toBeVisible()
  })

  it('show an error only when the form says so', async () => {
    const screen = await render(<Form hideErrors />)
    const field = screen.getByRole('textbox', { name: 'Nom' })
    await field.click()
    await userEvent.tab()
    await expect.element(field).not.toHaveAttribute('aria-invalid')
  })

  it('drop a server error once the value changes', async () => {
    const screen = await render(<Form serverError="Ce nom est déjà pris" />)
    await screen.getByRole('button', { name: 'Refuser' }).click()
    await expect.element(screen.getByText('Ce nom est déjà pris')).toBeVisible()
    await screen.getByRole('textbox', { name: 'Nom' }).fill('Garnier')
    await expect.element(screen.getByText('Ce nom est déjà pris')).not.toBeInTheDocument()
  })

  it('show a yyyy-MM-dd value as a calendar date', async () => {
    const screen = await render(<Form />)
    await expect.element(screen.getByRole('spinbutton', { name: /jour/i })).toHaveTextContent('22')
    await expect.element(screen.getByRole('spinbutton', { name: /année/i })).toHaveTextContent('2026')
  })
})
