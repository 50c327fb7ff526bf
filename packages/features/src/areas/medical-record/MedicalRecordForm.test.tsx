// The record's steps in the browser: the steps a man of 40 is asked (no screening, no women's health, no
// prenatal step), the identity shown but not editable, an active smoker's quantity and duration
// required once asked, the answers handed over on the last step.
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { UiProvider } from '@relais/ui'
import { RecordProviders } from '../../core/testing/providers.tsx'
import { MedicalRecordForm } from './MedicalRecordForm.tsx'

const HIM = { firstName: 'Marc', lastName: 'Durand', birthDate: '1986-06-15', gender: 'MALE' }

function show(onSubmit: (values: Record<string, unknown>) => Promise<void>) {
  return render(
    <UiProvider>
      <RecordProviders vault={null} handlers={[]}>
        <MedicalRecordForm
          initial={{ ...HIM, bloodGroup: 'A+', physicalActivity: 'actif' }}
          perinatal
          addressEditable
          onSubmit={onSubmit}
        />
      </RecordProviders>
    </UiProvider>,
  )
}

const steps = () =>
  Array.from(document.querySelectorAll('ol > li[data-state]'), (li) =>
    li.textContent?.replace(/^\d+/, '').trim(),
  )
const next = () => page.getByRole('button', { name: 'Suivant' }).click()
const heading = (title: string) => page.getByRole('heading', { level: 2, name: new RegExp(`${title}$`) })

describe('the medical record form', () => {
  it('asks a man of 40 his steps only, requires a smoker’s answers, and hands the record over', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined)
    show(onSubmit)
    await expect.element(heading('Identité')).toBeVisible()
    expect(steps()).toEqual([
      'Identité',
      'Groupe sanguin et antécédents',
      'Activité physique et pathologies courantes',
      'Habitudes de vie',
      'Facteurs de risque',
      'Vaccinations',
    ])
    await expect.element(page.getByRole('textbox', { name: /^Prénom/ })).toBeDisabled()
    await next()
    await next()
    await next()
    await expect.element(heading('Habitudes de vie')).toBeVisible()

    // The arrows move along the tobacco answers to 'Fumeur actif'.
    await page
      .getByRole('radiogroup', { name: /^Tabac/ })
      .getByText('Jamais')
      .click()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect.element(page.getByRole('radio', { name: 'Fumeur actif' })).toBeChecked()
    const quantity = page.getByRole('textbox', { name: /^Nombre de cigarettes par jour/ })
    await expect.element(quantity).toBeVisible()
    await page
      .getByRole('radiogroup', { name: /^Consommation d'alcool/ })
      .getByText('Jamais')
      .click()
    await next()
    await expect.element(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect.element(heading('Habitudes de vie')).toBeVisible()
    await quantity.fill('5')
    await expect.element(quantity).not.toHaveAttribute('aria-invalid')
    await page.getByRole('textbox', { name: /^Depuis combien d'années/ }).fill('10 ans')
    await next()
    await expect.element(heading('Facteurs de risque')).toBeVisible()
    await next()
    await expect.element(heading('Vaccinations')).toBeVisible()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce())
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      ...HIM,
      tabac: 'actif',
      tabacQuantite: '5',
      tabacDuree: '10 ans',
      alcool: 'jamais',
    })
  })
})
