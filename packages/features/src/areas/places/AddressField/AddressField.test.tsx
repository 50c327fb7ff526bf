import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { onboardingHandlers } from '@relais/api-client/msw'
import { answerWith, STORY_API_URL } from '../../../core/testing/config.ts'
import { AddressField, addressError, type AddressFieldProps } from './AddressField.tsx'

const client = createApiClient({
  baseUrl: STORY_API_URL,
  application: 'perinatal',
  envMode: 'LOCAL',
  // The places directory answered in-process by the msw handlers.
  fetch: answerWith([onboardingHandlers.places, onboardingHandlers.placeDetails]),
})

async function renderField(props: Partial<AddressFieldProps> = {}) {
  const onChange = vi.fn()
  const onBlur = vi.fn()
  return {
    onChange,
    onBlur,
    screen: await render(
      <ApiProvider client={client}>
        <AddressField label="Adresse" value={undefined} onChange={onChange} onBlur={onBlur} {...props} />
      </ApiProvider>,
    ),
  }
}

describe('AddressField', () => {
  it('turns the chosen suggestion into the place’s address', async () => {
    const { screen, onChange, onBlur } = await renderField()
    const field = screen.getByRole('combobox', { name: 'Adresse' })
    await expect.element(field).toHaveAttribute('placeholder', 'Saisissez une adresse')
    await expect.element(screen.getByText('Choisissez une adresse dans la liste')).toBeVisible()
    await field.fill('Rivoli')
    await screen.getByRole('option', { name: '1 Rue de Rivoli, 75001 Paris' }).click()
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ text: '1 Rue de Rivoli, 75001 Paris', postalCode: '75001', city: 'Paris' }),
      ),
    )
    expect(onBlur).toHaveBeenCalled()
  })

  it('repeats the address kept under the field and shows the error', async () => {
    const { screen } = await renderField({
      value: { text: '12 rue de la Roquette, 75011 Paris, France' },
      placeholder: 'Saisissez une nouvelle adresse',
      errorMessage: 'Ce champ est obligatoire',
    })
    const field = screen.getByRole('combobox', { name: 'Adresse' })
    await expect.element(field).toHaveAttribute('placeholder', 'Saisissez une nouvelle adresse')
    await expect.element(field).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(screen.getByText('Adresse retenue : 12 rue de la Roquette, 75011 Paris, France'))
      .toBeVisible()
    await expect.element(screen.getByText('Ce champ est obligatoire')).toBeVisible()
  })

  it('reads an empty address’s error on its text key', () => {
    expect(addressError({ message: 'Adresse invalide' })).toBe('Adresse invalide')
    expect(addressError({ text: { message: 'Ce champ est obligatoire' } })).toBe('Ce champ est obligatoire')
    expect(addressError(undefined)).toBeUndefined()
  })
})
