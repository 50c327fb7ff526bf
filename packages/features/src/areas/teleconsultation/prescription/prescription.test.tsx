// 'Ordonnance' in the room, the doctor's: the prescription software opens in a frame on the patient;
// what its frame posts once he signed — and only that frame's word, about this patient — brings the PDF,
// which is added to her documents encrypted for her medical-file group as 'Ordonnance [n°k] {date}.pdf'
// and shown as 'Prescription.pdf'; 'Service non disponible' where no prescription software is; the
// nurse has no such button.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountUser, http } from '@relais/api-client/msw'
import { xhrAnswering } from '../../../core/testing/xhr.ts'
import { fakeMediaDevices } from '../testing/fake-media.ts'
import { screenshotsWorld, type ScreenshotsWorld } from '../testing/screenshots-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ASSISTANT } from '../testing/teleconsultation-world.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  vi.unstubAllGlobals()
})

const SOFTWARE_PATIENT = 'patient-dans-le-logiciel'
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'

/** A frame standing in for the software: once loaded, it says `message` to the room. */
function softwareFrame(message: object): string {
  const html = `<!doctype html><p>Logiciel</p><script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`
  const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }))
  cleanups.push(() => URL.revokeObjectURL(url))
  return url
}

async function openRoom(world: ScreenshotsWorld, as: 'doctor' | 'nurse' = 'doctor') {
  const devices = fakeMediaDevices()
  cleanups.push(() => devices.dispose(), world.leave)
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(world.handlers))
  await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      user={as === 'nurse' ? accountUser('assistant', 'mobility', { id: ASSISTANT.id }) : undefined}
      vault={as === 'nurse' ? world.nurse : world.doctor}
      realtime={world.live.realtime}
      mediaDevices={devices}
      path={`/app/appointment/${world.appointment.id}`}
    />,
  )
  await expect.element(page.getByText('Vous êtes seul dans cet appel')).toBeVisible()
}

function prescriptionApi(frameUrl: () => string, fetched: object[]) {
  return [
    http.post('/appointment/{appointmentId}/prescription/session', ({ response }) =>
      response(201).json({
        frameUrl: frameUrl(),
        frameOrigin: window.location.origin,
        softwarePatientId: SOFTWARE_PATIENT,
      }),
    ),
    http.post('/appointment/{appointmentId}/prescription', async ({ request, response }) => {
      fetched.push(await request.json())
      return response(200).json({ number: 3, issuedAt: '2026-12-03T09:30:00.000Z', pdf: btoa(PDF) })
    }),
  ]
}

describe("the doctor's prescriptions", () => {
  it('adds what he signed in the software to her documents, encrypted, and shows it as Prescription.pdf', async () => {
    const world = await screenshotsWorld('doctor')
    const fetched: object[] = []
    const signed = {
      type: 'prescription-signed',
      prescriptionId: 'ordonnance-42',
      softwarePatientId: SOFTWARE_PATIENT,
    }
    world.handlers.unshift(...prescriptionApi(() => softwareFrame(signed), fetched))
    await openRoom(world)
    await page.getByRole('button', { name: 'Ordonnance', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Ordonnance' })
    await expect.element(dialog.getByTitle('Prescription.pdf'), { timeout: 10_000 }).toBeVisible()
    expect(fetched).toEqual([{ softwarePatientId: SOFTWARE_PATIENT, prescriptionId: 'ordonnance-42' }])
    await expect.element(page.getByText('Ordonnance enregistrée dans les documents du patient')).toBeVisible()

    expect(world.uploads.kept).toHaveLength(1)
    const [upload] = world.uploads.received
    expect(upload!.payload.type).toBe('document')
    // One of the consultation's attachments.
    expect(upload!.payload.appointmentId).toBe(world.appointment.id)
    // The patient opens it with her own keys.
    const session = await world.patient.retrieveSession(upload!.payload.metadata.encryptionSessionId)
    const metadata = JSON.parse(await session.decryptString(upload!.payload.metadata)) as {
      title: string
      fileName: string
      contentType: string
    }
    expect(metadata.fileName).toMatch(/^Ordonnance \[n°3\] \d{2}\/\d{2}\/\d{4}\.pdf$/)
    expect(metadata.title).toBe(metadata.fileName.replace(/\.pdf$/, ''))
    expect(metadata.contentType).toBe('application/pdf')
    // What left the browser is no PDF: it is the vault's chunked format, holding the prescription.
    expect(new TextDecoder().decode(await upload!.file.slice(0, 4).arrayBuffer())).toBe('RVF1')
    const opened = await session.decryptFile(new Uint8Array(await upload!.file.arrayBuffer()))
    expect(new TextDecoder().decode(opened)).toBe(PDF)

    await dialog.getByRole('button', { name: 'Fermer' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
  })

  it('hears nothing about another patient', async () => {
    const world = await screenshotsWorld('doctor')
    const fetched: object[] = []
    const elsewhere = {
      type: 'prescription-signed',
      prescriptionId: 'x',
      softwarePatientId: 'une-autre-patiente',
    }
    world.handlers.unshift(...prescriptionApi(() => softwareFrame(elsewhere), fetched))
    await openRoom(world)
    await page.getByRole('button', { name: 'Ordonnance', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Ordonnance' })
    await expect.element(dialog.getByTitle('Logiciel de prescription')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(fetched).toEqual([])
    expect(world.uploads.received).toEqual([])
  })

  it("says 'Service non disponible' where no prescription software is", async () => {
    const world = await screenshotsWorld('doctor')
    world.handlers.unshift(
      http.post('/appointment/{appointmentId}/prescription/session', ({ response }) =>
        response(503).json({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Service non disponible',
          code: 'PRESCRIPTION_SOFTWARE_UNAVAILABLE',
        }),
      ),
    )
    await openRoom(world)
    await page.getByRole('button', { name: 'Ordonnance', exact: true }).click()
    await expect
      .element(page.getByRole('dialog', { name: 'Ordonnance' }).getByText('Service non disponible'))
      .toBeVisible()
  })

  it('is not the nurse’s', async () => {
    const world = await screenshotsWorld('nurse')
    await openRoom(world, 'nurse')
    await expect
      .element(page.getByRole('button', { name: 'Ordonnance', exact: true }))
      .not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Dossier médical' })).not.toBeInTheDocument()
  })
})
