// The teleconsultation's waiting page against answers given in-process, and its device test against
// cameras and microphones made in the page (a canvas, an oscillator) or refusing as a browser does: the
// countdown, the appointment's facts and description, 'Page non trouvée' and the retry on failure; then
// both devices working and the consultation reached, a refused camera and 'Réessayer', no device at all,
// everything stopped when the dialog closes, and the whole test done with the keyboard alone. The page
// draws in the browser's own zone, whichever the machine's: the expected hours are computed in it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { createMemoryRouter } from 'react-router'
import { vaultWorld } from '../../core/testing/providers.tsx'
import { documentSession } from '../documents/index.ts'
import { ensureMedicalFileGroup } from '../medical-record/index.ts'
import { DEVICE_TEST } from './texts.ts'
import { fakeMediaDevices, fixedLevels, type FakeMediaDevices } from './testing/fake-media.ts'
import { TeleconsultationHarness } from './testing/TeleconsultationHarness.tsx'
import { appointmentAnswers, DOCTOR, teleconsultationSample } from './testing/teleconsultation-world.ts'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const hm = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: ZONE }).format(
    Date.parse(iso),
  )
const fullDay = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: ZONE }).format(Date.parse(iso))

const START = '2026-12-01T09:00:00Z'
const joinPath = (id: string) => `/app/join-appointment/${id}`
const at = (iso: string) => () => new Date(iso)

let devices: FakeMediaDevices | null = null
/** The devices of one test, their audio graphs closed after it. */
function devicesAnswering(...args: Parameters<typeof fakeMediaDevices>) {
  devices = fakeMediaDevices(...args)
  return devices
}

beforeEach(async () => {
  await page.viewport(1280, 900)
})

afterEach(() => {
  devices?.dispose()
  devices = null
})

/** The waiting page of a booked teleconsultation, with the devices given, up to its 'Rejoindre'. */
async function waitingPage(
  media: FakeMediaDevices,
  options: {
    levels?: ReturnType<typeof fixedLevels>
    onRouter?: (r: ReturnType<typeof createMemoryRouter>) => void
  } = {},
) {
  const appointment = teleconsultationSample(START)
  const screen = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={appointmentAnswers([appointment]).handlers}
      path={joinPath(appointment.id)}
      mediaDevices={media}
      audioLevels={options.levels}
      now={at('2026-12-01T08:50:00Z')}
      onRouter={options.onRouter}
    />,
  )
  await expect.element(screen.getByRole('button', { name: 'Rejoindre', exact: true })).toBeVisible()
  return { screen, appointment }
}

/** A device's section in the dialog, named by its heading. */
const section = (name: string) => page.getByRole('dialog').getByRole('region', { name })

describe('the waiting page', () => {
  it('shows the countdown, the category, the patient, the participants and when it is', async () => {
    const appointment = teleconsultationSample(START)
    const screen = await render(
      <TeleconsultationHarness
        withUiProvider
        handlers={appointmentAnswers([appointment]).handlers}
        path={joinPath(appointment.id)}
        now={at('2026-12-01T08:47:30Z')}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Téléconsultation', level: 1 })).toBeVisible()
    await expect
      .element(screen.getByText('La consultation commence dans 12 minutes 30 secondes'))
      .toBeVisible()
    await expect.element(screen.getByText('Routine checkup')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Patient', level: 2 })).toBeVisible()
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    await expect.element(screen.getByRole('heading', { name: 'Participants', level: 2 })).toBeVisible()
    expect(
      screen
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Julien Moreau Médecin', 'Marc Lambert Infirmier (assistant)'])
    await expect.element(screen.getByText(fullDay(START))).toBeVisible()
    await expect.element(screen.getByText(`${hm(START)} – ${hm('2026-12-01T09:30:00Z')}`)).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Rejoindre', exact: true })).toBeVisible()
    // No description, no description card.
    await expect.element(screen.getByRole('heading', { name: 'Description' })).not.toBeInTheDocument()
  })

  it('counts the time since the start once the consultation has begun', async () => {
    const appointment = teleconsultationSample(START)
    const screen = await render(
      <TeleconsultationHarness
        withUiProvider
        handlers={appointmentAnswers([appointment]).handlers}
        path={joinPath(appointment.id)}
        now={at('2026-12-01T09:03:15Z')}
      />,
    )
    await expect
      .element(screen.getByText('La consultation a commencé il y a 3 minutes 15 secondes'))
      .toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Rejoindre', exact: true })).toBeVisible()
  })

  it('shows a cancelled or fulfilled appointment with its status, and nothing to join', async () => {
    const cancelled = teleconsultationSample(START, {
      status: 'CANCELLED',
      cancelledAt: '2026-11-30T10:00:00Z',
    })
    const fulfilled = teleconsultationSample(START, { status: 'FULFILLED' })
    const answers = appointmentAnswers([cancelled, fulfilled])
    const screen = await render(
      <TeleconsultationHarness withUiProvider handlers={answers.handlers} path={joinPath(cancelled.id)} />,
    )
    await expect.element(screen.getByText('Annulé')).toBeVisible()
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Rejoindre' })).not.toBeInTheDocument()
    await expect.element(screen.getByText(/La consultation/)).not.toBeInTheDocument()
    await screen.unmount()

    const done = await render(
      <TeleconsultationHarness withUiProvider handlers={answers.handlers} path={joinPath(fulfilled.id)} />,
    )
    await expect.element(done.getByText('Terminé')).toBeVisible()
    await expect.element(done.getByRole('button', { name: 'Rejoindre' })).not.toBeInTheDocument()
  })

  it("says 'Page non trouvée' for an appointment the API does not show, and for a malformed address", async () => {
    const answers = appointmentAnswers([teleconsultationSample(START)])
    const screen = await render(
      <TeleconsultationHarness
        withUiProvider
        handlers={answers.handlers}
        path={joinPath(crypto.randomUUID())}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    await expect
      .element(screen.getByRole('link', { name: "Retour à l'agenda" }))
      .toHaveAttribute('href', '/app/agenda')
    await screen.unmount()

    const malformed = await render(
      <TeleconsultationHarness withUiProvider handlers={answers.handlers} path={joinPath('pas-un-uuid')} />,
    )
    await expect.element(malformed.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
  })

  it('offers to try again when the appointment could not be loaded', async () => {
    const appointment = teleconsultationSample(START)
    const answers = appointmentAnswers([appointment], { failing: true })
    const screen = await render(
      <TeleconsultationHarness withUiProvider handlers={answers.handlers} path={joinPath(appointment.id)} />,
    )
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("Le rendez-vous n'a pas pu être chargé.")
    answers.failing = false
    await screen.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(screen.getByText('Camille Lefèvre')).toBeVisible()
    expect(answers.asked).toEqual([appointment.id, appointment.id])
  })

  it("shows the description decrypted with the reader's keys, or says her file is not shared with him", async () => {
    const world = vaultWorld()
    const patientId = crypto.randomUUID()
    const doctorVault = await world.register(DOCTOR.id)
    const patientVault = await world.register(patientId)
    const group = await ensureMedicalFileGroup(patientVault)
    await patientVault.addGroupMembers(group.groupId, [DOCTOR.id])
    const session = await documentSession(patientVault, patientId)
    const appointment = teleconsultationSample(START, {
      patient: { id: patientId, name: { given: 'Camille', family: 'Lefèvre', text: 'Camille Lefèvre' } },
      description: await session.encryptString('Pansement à refaire, plaie du pied gauche'),
    })
    const answers = appointmentAnswers([appointment])
    const screen = await render(
      <TeleconsultationHarness
        withUiProvider
        handlers={answers.handlers}
        path={joinPath(appointment.id)}
        vault={doctorVault}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Description', level: 2 })).toBeVisible()
    await expect.element(screen.getByText('Pansement à refaire, plaie du pied gauche')).toBeVisible()
    await screen.unmount()

    // Without the keys (no vault in this session), the text stays sealed.
    const sealed = await render(
      <TeleconsultationHarness withUiProvider handlers={answers.handlers} path={joinPath(appointment.id)} />,
    )
    await expect
      .element(sealed.getByText('Chiffrée : le dossier médical de ce patient ne vous est pas partagé.'))
      .toBeVisible()
    await expect.element(sealed.getByText(/Pansement/)).not.toBeInTheDocument()
  })
})

describe('the device test', () => {
  it('shows both devices working, then joins the consultation', async () => {
    const media = devicesAnswering()
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const { screen, appointment } = await waitingPage(media, { onRouter: (r) => (router = r) })
    await screen.getByRole('button', { name: 'Rejoindre', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Test des périphériques' })
    await expect
      .element(dialog.getByRole('heading', { name: 'Tester votre caméra et microphone' }))
      .toBeVisible()
    await expect.element(section('Caméra').getByRole('status')).toHaveTextContent('Caméra non testée')
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
    expect(media.requests).toEqual([])

    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect.element(section('Caméra').getByRole('status')).toHaveTextContent('Caméra opérationnelle')
    await expect
      .element(section('Microphone').getByRole('status'))
      .toHaveTextContent('Microphone opérationnel')
    expect(media.requests.toSorted()).toEqual(['camera', 'microphone'])
    // The camera's own stream in the preview, muted and inline.
    const video = section('Caméra').getByLabelText('Aperçu de la caméra')
    await expect.element(video).toBeVisible()
    const element = video.element() as HTMLVideoElement
    expect(element.muted).toBe(true)
    expect(element.playsInline).toBe(true)
    expect((element.srcObject as MediaStream).getVideoTracks()[0]).toBe(
      media.tracks.find((track) => track.kind === 'video'),
    )
    // The oscillator is heard: the meter leaves silence.
    const meter = section('Microphone').getByRole('meter', { name: 'Niveau du microphone' })
    await expect.element(meter).not.toHaveAttribute('aria-valuetext', 'Aucun son détecté')
    await expect.element(dialog.getByText(DEVICE_TEST.bothRequired)).not.toBeInTheDocument()

    await dialog.getByRole('button', { name: 'Rejoindre la consultation' }).click()
    await expect.element(page.getByText(`Consultation ${appointment.id}`)).toBeVisible()
    expect(router!.state.location.pathname).toBe(`/app/appointment/${appointment.id}`)
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended'])
  })

  it("says a refused camera is the browser's settings, keeps joining closed, and asks again on 'Réessayer'", async () => {
    const media = devicesAnswering({ camera: 'denied', microphone: 'success' })
    const { screen } = await waitingPage(media, { levels: fixedLevels(40) })
    await screen.getByRole('button', { name: 'Rejoindre', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Test des périphériques' })
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()

    const camera = section('Caméra').getByRole('status')
    await expect.element(camera).toHaveTextContent('Accès refusé')
    await expect
      .element(camera)
      .toHaveTextContent("Veuillez autoriser l'accès à votre caméra dans les paramètres de votre navigateur.")
    await expect
      .element(section('Microphone').getByRole('status'))
      .toHaveTextContent('Microphone opérationnel')
    await expect
      .element(
        dialog.getByText(
          'Les deux périphériques (caméra et microphone) doivent fonctionner pour rejoindre la consultation.',
        ),
      )
      .toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
    await expect.element(dialog.getByRole('button', { name: 'Commencer le test' })).not.toBeInTheDocument()

    // Allowed in the browser's settings, then asked again: only the camera, the microphone still works.
    media.outcomes.camera = 'success'
    await dialog.getByRole('button', { name: 'Réessayer' }).click()
    await expect.element(camera).toHaveTextContent('Caméra opérationnelle')
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeEnabled()
    expect(media.requests.toSorted()).toEqual(['camera', 'camera', 'microphone'])
    await expect.element(dialog.getByText(DEVICE_TEST.bothRequired)).not.toBeInTheDocument()
  })

  it('says when no device is found, and when one cannot be opened', async () => {
    const media = devicesAnswering({ camera: 'notFound', microphone: 'notFound' })
    const { screen } = await waitingPage(media)
    await screen.getByRole('button', { name: 'Rejoindre', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Test des périphériques' })
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect.element(dialog.getByText('Périphériques non détectés')).toBeVisible()
    await expect
      .element(section('Caméra').getByRole('status'))
      .toHaveTextContent("Impossible d'accéder à la caméra. Vérifiez qu'elle est correctement connectée.")
    await expect
      .element(section('Microphone').getByRole('status'))
      .toHaveTextContent("Impossible d'accéder au microphone. Vérifiez qu'il est correctement connecté.")
    await expect.element(dialog.getByText(DEVICE_TEST.bothRequired)).toBeVisible()

    // A camera found but held by another application: an error, but devices there are.
    media.outcomes = { camera: 'busy', microphone: 'denied' }
    await dialog.getByRole('button', { name: 'Réessayer' }).click()
    const microphone = section('Microphone').getByRole('status')
    await expect.element(microphone).toHaveTextContent('Accès refusé')
    await expect
      .element(microphone)
      .toHaveTextContent(
        "Veuillez autoriser l'accès à votre microphone dans les paramètres de votre navigateur.",
      )
    await expect
      .element(section('Caméra').getByRole('status'))
      .toHaveTextContent("Impossible d'accéder à la caméra.")
    await expect.element(dialog.getByText('Périphériques non détectés')).not.toBeInTheDocument()
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
  })

  it('stops every track and the meter when closed, by Annuler or by Escape', async () => {
    const media = devicesAnswering()
    const levels = fixedLevels(0)
    const { screen } = await waitingPage(media, { levels })
    const join = screen.getByRole('button', { name: 'Rejoindre', exact: true })

    await join.click()
    const dialog = page.getByRole('dialog', { name: 'Test des périphériques' })
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeEnabled()
    // Working, but silent.
    await expect
      .element(dialog.getByText('Aucun son détecté. Parlez à voix haute pour tester votre microphone.'))
      .toBeVisible()
    expect(media.tracks.map((track) => track.readyState)).toEqual(['live', 'live'])
    await dialog.getByRole('button', { name: 'Annuler' }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended'])
    expect(levels.released()).toBe(1)

    await join.click()
    await dialog.getByRole('button', { name: 'Commencer le test' }).click()
    await expect.element(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeEnabled()
    expect(media.tracks.slice(2).map((track) => track.readyState)).toEqual(['live', 'live'])
    await userEvent.keyboard('{Escape}')
    await expect.element(dialog).not.toBeInTheDocument()
    expect(media.tracks.map((track) => track.readyState)).toEqual(['ended', 'ended', 'ended', 'ended'])
    expect(levels.released()).toBe(2)
  })

  it('is done with the keyboard alone', async () => {
    const media = devicesAnswering()
    let router: ReturnType<typeof createMemoryRouter> | undefined
    const { screen, appointment } = await waitingPage(media, {
      levels: fixedLevels(50),
      onRouter: (r) => (router = r),
    })
    const join = screen.getByRole('button', { name: 'Rejoindre', exact: true })
    for (let i = 0; i < 10 && document.activeElement !== join.element(); i++) await userEvent.tab()
    await expect.element(join).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    const dialog = page.getByRole('dialog', { name: 'Test des périphériques' })
    const start = dialog.getByRole('button', { name: 'Commencer le test' })
    await expect.element(start).toBeVisible()
    for (let i = 0; i < 5 && document.activeElement !== start.element(); i++) await userEvent.tab()
    await expect.element(start).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    // Once both work, the focus moves from the test's button, now gone, to joining.
    const enter = dialog.getByRole('button', { name: 'Rejoindre la consultation' })
    await expect.element(enter).toBeEnabled()
    await expect.element(enter).toHaveFocus()
    await userEvent.tab({ shift: true })
    await expect.element(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(enter).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText(`Consultation ${appointment.id}`)).toBeVisible()
    expect(router!.state.location.pathname).toBe(`/app/appointment/${appointment.id}`)
  })
})
