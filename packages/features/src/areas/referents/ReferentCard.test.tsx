// The patient's referent card and its dialog against answers given in-process: the change starts from
// the current referent, a refusal of the API lands on its field without losing what was typed, and a
// registered referent is given the medical file — or, while they have no vault, the patient is told.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { http, onboardingHandlers, referentSample, referentStore } from '@relais/api-client/msw'
import { medicalFileGroupName } from '@relais/domain'
import { toastQueue, UiProvider } from '@relais/ui'
import type { Vault } from '@relais/vault'
import { PATIENT_ID, RecordProviders, vaultWorld } from '../../core/testing/providers.tsx'
import { ensureMedicalFileGroup } from '../medical-record/index.ts'
import { ReferentCard } from './ReferentCard.tsx'

const MIDWIFE_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000002'
const registeredMidwife = {
  id: MIDWIFE_ID,
  name: { given: 'Sophie', family: 'Garnier', text: 'Sophie Garnier' },
  userType: 'midwife' as const,
}

function show(handlers: Parameters<typeof RecordProviders>[0]['handlers'], vault: Vault | null = null) {
  return render(
    <UiProvider>
      <RecordProviders vault={vault} handlers={[...handlers!, onboardingHandlers.places]}>
        <ReferentCard patientId={PATIENT_ID} title="Mon professionnel référent" editable />
      </RecordProviders>
    </UiProvider>,
  )
}

/** PUT /user/current/referent answering that the RPPS is the registered midwife's, newly granted. */
const grantingWrite = () =>
  http.put('/user/current/referent', async ({ request, response }) =>
    response(200).json({
      ...(await request.json()),
      practitioner: registeredMidwife,
      grantCreated: true,
    }),
  )

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1440, 900)
})

describe('the health referent', () => {
  it('starts the change from the current referent, and puts a refusal on its field keeping what was typed', async () => {
    const store = referentStore(referentSample)
    const refusal = http.put('/user/current/referent', ({ response }) =>
      response(400).json({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Le référent est invalide',
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'body.referent.rpps', message: 'Le numéro RPPS est invalide' }],
      }),
    )
    const screen = await show([refusal, ...store.handlers])
    await expect.element(screen.getByText('Sophie Garnier')).toBeVisible()
    await expect.element(screen.getByText('Sage-femme')).toBeVisible()
    await screen.getByRole('button', { name: 'Modifier mon référent' }).click()

    const dialog = screen.getByRole('dialog', { name: 'Modifier mon référent santé' })
    const firstName = dialog.getByRole('textbox', { name: 'Prénom du référent' })
    await expect.element(firstName).toHaveValue('Sophie')
    await expect
      .element(dialog.getByRole('textbox', { name: 'Numéro RPPS du référent' }))
      .toHaveValue('10003456789')
    await expect.element(dialog.getByText('Adresse retenue : 8 rue Pasteur, 69007 Lyon')).toBeVisible()
    await firstName.fill('Sophia')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(dialog.getByText('Le numéro RPPS est invalide')).toBeVisible()
    await expect.element(firstName).toHaveValue('Sophia')
    expect(store.writes).toEqual([])
  })

  it('shares the medical file with a registered referent the API granted', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT_ID)
    await ensureMedicalFileGroup(patient)
    await world.register(MIDWIFE_ID)
    const screen = await show([grantingWrite(), ...referentStore(referentSample).handlers], patient)
    await screen.getByRole('button', { name: 'Modifier mon référent' }).click()
    await screen.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click()

    await expect
      .element(screen.getByText('Sophie Garnier peut désormais consulter votre dossier médical.'))
      .toBeVisible()
    const group = await patient.findGroupByName(medicalFileGroupName(PATIENT_ID))
    expect(group?.members).toContain(MIDWIFE_ID)
  })

  it('tells the patient her file will be readable once a granted referent has a vault', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT_ID)
    await ensureMedicalFileGroup(patient)
    const screen = await show([grantingWrite(), ...referentStore(referentSample).handlers], patient)
    await screen.getByRole('button', { name: 'Modifier mon référent' }).click()
    await screen.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(screen.getByText('Dossier pas encore partagé')).toBeVisible()
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument()
    const group = await patient.findGroupByName(medicalFileGroupName(PATIENT_ID))
    expect(group?.members).toEqual([PATIENT_ID])
  })
})
