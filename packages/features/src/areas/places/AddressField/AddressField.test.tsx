import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ApiProvider, createApiClient, type ApplicationName } from '@relais/api-client'
import { onboardingHandlers } from '@relais/api-client/msw'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { answerWith, storyConfig, STORY_API_URL } from '../../../core/testing/config.ts'
import { AddressField, addressError, type AddressFieldProps } from './AddressField.tsx'

const client = createApiClient({
  baseUrl: STORY_API_URL,
  application: 'perinatal',
  envMode: 'LOCAL',
  // The places directory answered in-process by the msw handlers.
  fetch: answerWith([onboardingHandlers.places, onboardingHandlers.placeDetails]),
})

async function renderField(
  props: Partial<AddressFieldProps> = {},
  application: ApplicationName = 'perinatal',
) {
  const onChange = vi.fn()
  const onBlur = vi.fn()
  return {
    onChange,
    onBlur,
    screen: await render(
      <AppConfigProvider config={storyConfig(application, 'LOCAL')}>
        <ApiProvider client={client}>
          <AddressField label="Adresse" value={undefined} onChange={onChange} onBlur={onBlur} {...props} />
        </ApiProvider>
      </AppConfigProvider>,
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

  it('asks for no country where the mode knows France only', async () => {
    const { screen } = await renderField()
    await expect.element(screen.getByRole('combobox', { name: 'Adresse' })).toBeVisible()
    expect(screen.container.querySelector('[role="radiogroup"]')).toBeNull()
  })

  it("finds an address in Côte d'Ivoire once the country is chosen, in home care", async () => {
    const { screen, onChange } = await renderField({}, 'mobility')
    const france = screen.getByRole('radio', { name: 'France' })
    await expect.element(france).toBeChecked()
    await screen.getByRole('combobox', { name: 'Adresse' }).fill('Cocody')
    await expect.element(screen.getByText('Aucune adresse trouvée')).toBeVisible()
    await screen.getByText("Côte d'Ivoire").click()
    await screen.getByRole('combobox', { name: 'Adresse' }).fill('Cocody')
    await screen.getByRole('option', { name: 'Cocody, Abidjan' }).click()
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ city: 'Cocody', country: 'CI' })),
    )
  })

  it('starts on the country of the address it holds', async () => {
    const { screen } = await renderField({ value: { text: 'Cocody, Abidjan', country: 'CI' } }, 'mobility')
    await expect.element(screen.getByRole('radio', { name: "Côte d'Ivoire" })).toBeChecked()
  })
})
