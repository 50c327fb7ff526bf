// The doctor's review of the consultation report, against the API kept in the page and real vaults on one
// in-memory key directory: the report is drawn as a PDF here and shown; 'Valider' adds it to the patient's
// documents once, encrypted for her medical-file group (a diagnostic report named after the consultation's
// date), ends the consultation with it and leads to her record; a refused end is said, the report stays
// and a second 'Valider' names the same document again; a file not shared with the doctor is said and
// nothing is sent; 'Retour' leads back to the room; anyone else finds no page, and a consultation over
// says so.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { http, accountUser } from '@relais/api-client/msw'
import { encodeBiochemistry, encodeUrineAnalysis, encodeVitalSign } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { readFileHeader, type Vault } from '@relais/vault'
import { fakeMediaDevices } from '../testing/fake-media.ts'
import { reportWorld, type ReportWorld } from '../testing/report-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ASSISTANT } from '../testing/teleconsultation-world.ts'
import { xhrAnswering } from '../../../core/testing/xhr.ts'
import { ReportReviewPage } from './ReportReviewPage.tsx'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  vi.unstubAllGlobals()
  toastQueue.clear()
})

/** What the nurse and the doctor recorded during the call. */
async function recordConsultation(world: ReportWorld) {
  await world.recordedByNurse(encodeVitalSign('HEART_BEAT', [72]), '2030-03-12T08:04:00.000Z')
  await world.recordedByNurse(encodeVitalSign('BLOOD_PRESSURE', [128, 82]), '2030-03-12T08:05:00.000Z')
  await world.recordedByNurse(encodeVitalSign('TEMPERATURE', [37.4]), '2030-03-12T08:06:00.000Z')
  await world.recordedByNurse(
    encodeUrineAnalysis({ glucose: 'Traces', PH: '6.5' }),
    '2030-03-12T08:10:00.000Z',
  )
  await world.recordedByNurse(
    encodeBiochemistry('triple_kidney', { CREA: 82, UREA: 5.4, UA: 310 }),
    '2030-03-12T08:14:00.000Z',
  )
  await world.recordedByDoctor(
    {
      type: 'conclusion',
      code: 'conclusion',
      valueString: '<p>Angine <strong>virale</strong></p><ul><li><p>Repos</p></li></ul>',
    },
    '2030-03-12T08:20:00.000Z',
  )
}

async function openReport(world: ReportWorld, as: 'doctor' | 'nurse' = 'doctor') {
  const devices = fakeMediaDevices()
  cleanups.push(() => devices.dispose())
  // The report's upload goes through XMLHttpRequest: answered by the same handlers (see core/testing/xhr.ts).
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(world.handlers))
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const screen = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      user={as === 'nurse' ? accountUser('assistant', 'mobility', { id: ASSISTANT.id }) : undefined}
      vault={as === 'nurse' ? world.nurse : world.doctor}
      realtime={world.live.realtime}
      mediaDevices={devices}
      path={`/app/join-appointment/${world.appointment.id}`}
      screen={<ReportReviewPage />}
      onRouter={(made) => (router = made)}
    />,
  )
  return { screen, router: () => router! }
}

const preview = () => page.getByTitle('Aperçu du rapport')
const validate = () => page.getByRole('button', { name: 'Valider' })

async function opened(vault: Vault, file: File): Promise<Uint8Array> {
  const { sessionId } = await readFileHeader(file)
  const session = await vault.retrieveSession(sessionId)
  return new Uint8Array(await (await session.decryptFileToBlob(file)).arrayBuffer())
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

describe('the consultation report', () => {
  it("is validated by the doctor: added once to the patient's documents, encrypted, then the consultation ends", async () => {
    const world = await reportWorld()
    await recordConsultation(world)
    // The end waits until the test has seen that the report is on its way.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    world.handlers.unshift(
      http.post('/appointment/{appointmentId}/end', async () => {
        await held
      }),
    )
    await openReport(world)

    await expect
      .element(page.getByRole('heading', { name: 'Rapport de consultation', level: 1 }))
      .toBeVisible()
    await expect.element(page.getByText('Consultation du 12/03/2030', { exact: false })).toBeVisible()
    await expect.element(preview(), { timeout: 10_000 }).toBeVisible()
    expect(preview().element().getAttribute('src')).toMatch(/^blob:/)

    await validate().click()
    await expect.element(page.getByRole('status').getByText('Envoi du rapport…')).toBeVisible()
    release()

    await expect.element(page.getByText(`Dossier ${world.appointment.patient.id}`)).toBeVisible()
    await expect.element(page.getByText('Rapport envoyé')).toBeVisible()

    expect(world.state.uploads).toHaveLength(1)
    const [upload] = world.state.uploads
    expect(upload!.parts).toEqual(['payload', 'file'])
    expect(upload!.payload).toMatchObject({
      patientId: world.appointment.patient.id,
      type: 'diagnosticReport',
      appointmentId: world.appointment.id,
    })
    // The metadata only opens with the keys of the patient's file.
    const metadata = upload!.payload.metadata
    const session = await world.doctor.retrieveSession(metadata.encryptionSessionId)
    expect(JSON.parse(await session.decryptString(metadata))).toEqual({
      v: 1,
      title: 'Rapport de consultation du 12/03/2030',
      fileName: 'Rapport de consultation du 12/03/2030.pdf',
      contentType: 'application/pdf',
    })
    // The patient opens it too.
    const pdf = await opened(world.patient, upload!.file)
    const text = latin1(pdf)
    expect(text.startsWith('%PDF-')).toBe(true)
    const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? []
    expect(pages.length).toBeGreaterThanOrEqual(1)
    expect(pages.length).toBeLessThanOrEqual(2)
    // Sent encrypted: the PDF's bytes are not in what left the page.
    expect(latin1(new Uint8Array(await upload!.file.arrayBuffer())).includes('%PDF-')).toBe(false)

    expect(world.state.ends).toEqual([world.state.kept[0]!.id])
  })

  it('keeps the report when the end is refused, and names the same document on a second try', async () => {
    const world = await reportWorld()
    await recordConsultation(world)
    world.state.endRefusal = 400
    await openReport(world)
    await expect.element(preview(), { timeout: 10_000 }).toBeVisible()

    await validate().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent("Ce document n'est pas un rapport que vous avez ajouté au dossier de ce patient")
    await expect.element(preview()).toBeVisible()
    await expect.element(validate()).toBeEnabled()
    expect(world.state.uploads).toHaveLength(1)

    world.state.endRefusal = null
    await validate().click()
    await expect.element(page.getByText(`Dossier ${world.appointment.patient.id}`)).toBeVisible()
    expect(world.state.uploads).toHaveLength(1)
    const id = world.state.kept[0]!.id
    expect(world.state.ends).toEqual([id, id])
  })

  it('says so when the patient has not shared her file with the doctor, and sends nothing', async () => {
    const world = await reportWorld({ sharedWithDoctor: false })
    await world.recordedByNurse(encodeVitalSign('HEART_BEAT', [72]))
    await openReport(world)
    await expect.element(preview(), { timeout: 10_000 }).toBeVisible()
    // What the nurse recorded does not open for him, and the report says it lacks it.
    await expect
      .element(page.getByText("1 observation illisible n'apparaît pas dans le rapport."))
      .toBeVisible()

    await validate().click()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'Le dossier du patient ne vous est pas partagé : le rapport ne peut pas être chiffré.',
      )
    expect(world.state.uploads).toHaveLength(0)
    expect(world.state.ends).toHaveLength(0)
    await expect.element(preview()).toBeVisible()
  })

  it("leads back to the consultation's room", async () => {
    const world = await reportWorld()
    const { router } = await openReport(world)
    await expect.element(preview(), { timeout: 10_000 }).toBeVisible()
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect.poll(() => router().state.location.pathname).toBe(`/app/appointment/${world.appointment.id}`)
  })

  it('is no page for anyone but the doctor of the appointment', async () => {
    const world = await reportWorld()
    await openReport(world, 'nurse')
    await expect.element(page.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    expect(page.getByRole('button', { name: 'Valider' }).query()).toBeNull()
  })

  it('says that a consultation over can no longer be reported', async () => {
    const world = await reportWorld({ status: 'CANCELLED' })
    await openReport(world)
    await expect
      .element(page.getByText('Cette consultation est terminée ou annulée', { exact: false }))
      .toBeVisible()
    expect(page.getByRole('button', { name: 'Valider' }).query()).toBeNull()
  })
})
