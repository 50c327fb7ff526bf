// Sending a care request without the wizard: the session shared with the structure's group (or the
// creator's alone), the answers of the questions shown only, the documents first, and the API's
// refusals placed on the wizard's fields.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@relais/api-client'
import { careRequestsStore, type CareRequestsStoreOptions } from '@relais/api-client/msw'
import { organizationGroupName } from '@relais/domain'
import { testWorld } from '@relais/vault/testing'
import type { Vault } from '@relais/vault'
import { answerWith, STORY_API_URL } from '../../core/testing/config.ts'
import { xhrAnswering } from '../../core/testing/xhr.ts'
import { careRequestAnswers } from './care-request-values.ts'
import {
  ADDRESS_NOT_LOCATED,
  CareRequestError,
  createCareRequest,
  wizardFieldOf,
  type CareRequestFiles,
} from './create-request.ts'
import { LEA, STRUCTURE, structureAccount, structureWorld } from './testing/care-requests-world.ts'

const ADDRESS = {
  text: '1 Rue de Rivoli, 75001 Paris',
  city: 'Paris',
  country: 'FR',
  coordinates: { latitude: 48.8557, longitude: 2.3589 },
}

/** An advice request: no post-partum section. */
const VALUES = {
  patient: LEA.id,
  patientName: LEA.name,
  childrenNumber: 0,
  pregnancyNumber: 1,
  requestDate: '2026-03-02',
  treatmentRequestingService: ' Consultations prénatales ',
  patientAddress: ADDRESS,
  typeDemande: ['ADVICE_REQUEST'],
  hasPathologie: false,
  pathologie: 'Diabète gestationnel',
  typeTest: ['FOETAL_HEART_RATE'],
  llsDoc: ['lettre.pdf'],
  ordonnanceDoc: ['ordonnance.pdf'],
  // Answered while an early discharge was ticked, then unticked.
  suiteMaternite: 'simple',
  hasAllergies: true,
  allergiesDetails: 'Latex',
  recurrence: { fromDate: '2026-03-02', toDate: '2026-03-30', frequency: 1 },
}

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' })
const FILES: CareRequestFiles = { llsDoc: [pdf('lettre.pdf')], ordonnanceDoc: [pdf('ordonnance.pdf')] }

function apiOf(options: CareRequestsStoreOptions = {}) {
  const store = careRequestsStore(options)
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(store.handlers))
  const client = createApiClient({
    baseUrl: STORY_API_URL,
    application: 'perinatal',
    envMode: 'LOCAL',
    fetch: answerWith(store.handlers),
  })
  return { store, client }
}

const send = (vault: Vault, client: ReturnType<typeof apiOf>['client'], values: object = VALUES) =>
  createCareRequest(vault, client, { organizationId: STRUCTURE.id, values: { ...values }, files: FILES })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a care request sent', () => {
  it("is encrypted for the structure's group: a member of its team reads the answers and the documents", async () => {
    const { vault, teamVault } = await structureWorld()
    const { store, client } = apiOf()
    const created = await send(vault, client)
    expect(created.subject).toEqual({ id: LEA.id, name: LEA.name })
    expect(created.attachments.map((attachment) => attachment.kind)).toEqual(['llsDoc', 'ordonnanceDoc'])
    const session = await teamVault.retrieveSession(created.form.encryptionSessionId)
    const { answers } = JSON.parse(await session.decryptString(created.form)) as {
      answers: Record<string, unknown>
    }
    // The questions shown only, trimmed, the documents by id; nothing the schema does not know.
    expect(answers).toEqual({
      patient: LEA.id,
      childrenNumber: 0,
      pregnancyNumber: 1,
      requestDate: '2026-03-02',
      treatmentRequestingService: 'Consultations prénatales',
      patientAddress: ADDRESS,
      typeDemande: ['ADVICE_REQUEST'],
      hasPathologie: false,
      typeTest: ['FOETAL_HEART_RATE'],
      llsDoc: [created.attachments[0]!.id],
      ordonnanceDoc: [created.attachments[1]!.id],
      recurrence: { fromDate: '2026-03-02', toDate: '2026-03-30', frequency: 1 },
    })
    expect(JSON.parse(await session.decryptString(created.attachments[1]!.metadata))).toMatchObject({
      title: 'Ordonnance',
      fileName: 'ordonnance.pdf',
    })
    expect(store.calls.map((call) => call.kind)).toEqual(['upload', 'upload', 'create'])
  })

  it('is the creator’s alone when the structure has no group, or one of that name they are not in', async () => {
    for (const setup of ['none', 'foreign'] as const) {
      const world = testWorld()
      const vault = await world.register(structureAccount.id)
      // Someone else took the group's name first: nothing may be encrypted for their group.
      const squatter = await world.register('1f2e3d4c-5b6a-4798-8695-a4b3c2d1e0f9')
      if (setup === 'foreign') {
        await squatter.createGroup({ name: organizationGroupName(STRUCTURE.id), members: [] })
      }
      const { client } = apiOf()
      const created = await send(vault, client)
      const session = await vault.retrieveSession(created.form.encryptionSessionId)
      expect(JSON.parse(await session.decryptString(created.form))).toMatchObject({ v: 1 })
      const opened = squatter
        .retrieveSession(created.form.encryptionSessionId)
        .then((other) => other.decryptString(created.form))
      await expect(opened).rejects.toThrow()
    }
  })

  it('keeps the post-partum answers when the section shows', () => {
    const answers = careRequestAnswers({
      ...VALUES,
      typeDemande: ['HOME_POSTPARTUM_FOLLOW_UP'],
      postPartum: ['POSTPARTUM_MONITORING'],
      diet: ['ARTIFICIAL_BREASTFEEDING'],
      hadAdverseEvent: false,
      adverseEventDetails: 'Hémorragie',
      mere: 'multipare',
      ...Object.fromEntries(
        [
          'implicationEquipeHygiene',
          'porteurOuContact',
          'priseEnChargeSociale',
          'questionnaireDepression',
          'rendezVousMedicaux',
          'reeducationPerineale',
          'informationsVaccinationCoqueluche',
          'informationsVaccinationRubeole',
          'informationsSommeilNourrisson',
        ].map((field) => [field, true]),
      ),
    })
    expect(answers).toMatchObject({ suiteMaternite: 'simple', hasAllergies: true, allergiesDetails: 'Latex' })
    expect(answers).not.toHaveProperty('pathologie')
    expect(answers).not.toHaveProperty('adverseEventDetails')
  })

  it('refuses an address without coordinates before sending anything', async () => {
    const { vault } = await structureWorld()
    const { store, client } = apiOf()
    const error = await send(vault, client, { ...VALUES, patientAddress: { text: '3 rue inconnue' } }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(CareRequestError)
    expect((error as CareRequestError).fields).toEqual({ patientAddress: ADDRESS_NOT_LOCATED })
    expect(store.calls).toEqual([])
  })

  it("places the API's refusals on the wizard's fields", async () => {
    const { vault } = await structureWorld()
    const { client } = apiOf({ revoked: [LEA.id] })
    const refused = (await send(vault, client).catch((e: unknown) => e)) as CareRequestError
    expect(refused.status).toBe(400)
    expect(refused.fields).toEqual({ patient: 'Ce patient ne fait pas partie des patients de la structure' })

    const tooLarge = apiOf({ uploadsTooLarge: true })
    const upload = (await send(vault, tooLarge.client).catch((e: unknown) => e)) as CareRequestError
    expect(upload.status).toBe(413)
    expect(upload.fields).toEqual({ llsDoc: 'Le fichier dépasse la taille maximale de 250 Mo.' })
    expect(tooLarge.store.calls).toEqual([])

    expect(wizardFieldOf('body.location.coordinates')).toBe('patientAddress')
    expect(wizardFieldOf('body.requestTypes.0')).toBe('typeDemande')
    expect(wizardFieldOf('body.requestDate')).toBe('requestDate')
    expect(wizardFieldOf('body.form')).toBeNull()
  })
})
