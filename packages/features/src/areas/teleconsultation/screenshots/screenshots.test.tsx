// The doctor's screenshots in the room, the nurse joining from another room of the page with the fake
// camera's picture: 'Capture d'écran' on her picture adds one document to the patient's, its file and
// metadata encrypted for her medical-file group (a WebP named 'Capture d'écran …png' once opened), says so
// and lines the capture up under 'Captures', whose pictures are released with the room; a refused upload
// is said and kept to be sent again; neither the nurse nor the patient has the button.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import { accountUser } from '@relais/api-client/msw'
import { readFileHeader } from '@relais/vault'
import { fakeMediaDevices } from '../testing/fake-media.ts'
import { screenshotsWorld, type ScreenshotsWorld } from '../testing/screenshots-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ASSISTANT, DOCTOR } from '../testing/teleconsultation-world.ts'
import { xhrAnswering } from '../../../core/testing/xhr.ts'

const cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

type Person = 'doctor' | 'nurse' | 'patient'

async function world(as: Person) {
  const made = await screenshotsWorld(as)
  cleanups.push(made.leave)
  return made
}

async function enterRoom(world: ScreenshotsWorld, as: Person) {
  const devices = fakeMediaDevices()
  cleanups.push(() => devices.dispose())
  // Uploads go through XMLHttpRequest: answered by the same handlers (see core/testing/xhr.ts).
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(world.handlers))
  const screen = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      user={
        as === 'nurse'
          ? accountUser('assistant', 'mobility', { id: ASSISTANT.id })
          : as === 'patient'
            ? accountUser('patient', 'mobility', { id: world.appointment.patient.id })
            : undefined
      }
      vault={{ nurse: world.nurse, doctor: world.doctor, patient: world.patient }[as]}
      realtime={world.live.realtime}
      mediaDevices={devices}
      path={`/app/appointment/${world.appointment.id}`}
    />,
  )
  await expect.element(page.getByText('Vous êtes seul dans cet appel')).toBeVisible()
  return screen
}

/** The picture of `name`, once its first frame has arrived. */
async function pictureOf(name: string) {
  const video = () => document.querySelector<HTMLVideoElement>(`video[aria-label="${name}"]`)
  await expect.poll(() => (video()?.videoWidth ?? 0) > 0, { timeout: 10_000 }).toBe(true)
  return video()!
}

/**
 * Presses a button from the keyboard: without a brand's theme (the apps put it on <html>), the stage's
 * overlays have no spacing and a pointer lands on whatever covers them.
 */
async function press(button: Locator) {
  ;(button.element() as HTMLElement).focus()
  await userEvent.keyboard('{Enter}')
}

const captures = () => page.getByRole('region', { name: 'Captures' })
const captureButton = (name: string) => page.getByRole('button', { name: `Capture d'écran de ${name}` })

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

describe("the doctor's screenshots", () => {
  it("adds what the nurse's picture shows to the patient's documents, encrypted, and lines it up", async () => {
    const room = await world('doctor')
    const screen = await enterRoom(room, 'doctor')
    room.joins(ASSISTANT.id)
    await pictureOf(ASSISTANT.name.text)
    expect(captures().query()).toBeNull()

    await press(captureButton(ASSISTANT.name.text))
    await expect.element(page.getByText('Capture enregistrée dans les documents du patient')).toBeVisible()
    const thumbnail = captures().getByRole('img', { name: /^Capture d'écran \d\d\/\d\d\/\d{4} \d\d:\d\d$/ })
    await expect.element(thumbnail).toBeVisible()
    await expect.element(captures().getByText('Enregistrée dans les documents')).toBeVisible()

    // One multipart upload: the payload first (whose document, its type, the metadata's envelope, the
    // consultation it belongs to), then the encrypted file; the doctor's keys, those of the patient's
    // file, open both.
    expect(room.uploads.received).toHaveLength(1)
    expect(room.uploads.kept).toHaveLength(1)
    const [{ parts, payload, file }] = room.uploads.received as [(typeof room.uploads.received)[number]]
    expect(parts).toEqual(['payload', 'file'])
    expect(payload).toEqual({
      patientId: room.appointment.patient.id,
      type: 'other',
      metadata: expect.objectContaining({ encryptionSessionId: expect.any(String) }),
      appointmentId: room.appointment.id,
    })
    const session = await room.patient.retrieveSession(payload.metadata.encryptionSessionId)
    const metadata = JSON.parse(await session.decryptString(payload.metadata)) as Record<string, unknown>
    expect(metadata).toEqual({
      v: 1,
      title: expect.stringMatching(/^Capture d'écran \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      fileName: expect.stringMatching(/^Capture d'écran \d\d\/\d\d\/\d{4} \d\d:\d\d\.png$/),
      contentType: 'image/webp',
    })
    const sealed = new Uint8Array(await file.arrayBuffer())
    expect(ascii(sealed)).not.toContain('WEBP')
    expect((await readFileHeader(sealed)).sessionId).toBe(session.sessionId)
    const picture = await session.decryptFile(sealed)
    expect(ascii(picture.subarray(0, 4))).toBe('RIFF')
    expect(ascii(picture.subarray(8, 12))).toBe('WEBP')
    const image = await createImageBitmap(new Blob([picture], { type: 'image/webp' }))
    expect(image.width).toBeGreaterThan(0)

    // The thumbnail is the picture kept in the page, released with the room.
    const url = thumbnail.element().getAttribute('src')!
    expect(url).toMatch(/^blob:/)
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    await screen.unmount()
    expect(revoke).toHaveBeenCalledWith(url)
  })

  it('says why an upload was refused, keeps the capture, and sends it again on demand', async () => {
    const room = await world('doctor')
    room.uploads.refusal = 403
    await enterRoom(room, 'doctor')
    room.joins(ASSISTANT.id)
    await pictureOf(ASSISTANT.name.text)

    await press(captureButton(ASSISTANT.name.text))
    const refusal = captures().getByRole('alert')
    await expect.element(refusal).toHaveTextContent("Vous n'avez pas accès au dossier médical de ce patient")
    await expect.element(captures().getByRole('img')).toBeVisible()
    expect(room.uploads.kept).toEqual([])

    room.uploads.refusal = null
    await press(refusal.getByRole('button', { name: 'Réessayer' }))
    await expect.element(captures().getByText('Enregistrée dans les documents')).toBeVisible()
    await expect.element(captures().getByRole('alert')).not.toBeInTheDocument()
    expect(room.uploads.received).toHaveLength(2)
    expect(room.uploads.kept).toHaveLength(1)
    // The same capture, sent again: the same picture once opened.
    const [first, second] = await Promise.all(
      room.uploads.received.map(async ({ file }) => {
        const sealed = new Uint8Array(await file.arrayBuffer())
        const { sessionId } = await readFileHeader(sealed)
        return (await room.doctor.retrieveSession(sessionId)).decryptFile(sealed)
      }),
    )
    expect(second).toEqual(first)
  })

  it.each(['nurse', 'patient'] as const)('are not the %s’s to take', async (as) => {
    const room = await world(as)
    await enterRoom(room, as)
    room.joins(DOCTOR.id)
    await pictureOf(DOCTOR.name.text)
    await expect.element(page.getByText('Vous êtes seul dans cet appel')).not.toBeInTheDocument()
    expect(page.getByRole('button', { name: /Capture d'écran/ }).query()).toBeNull()
    expect(captures().query()).toBeNull()
  })
})
