// A patient's consultation reports on her page: the rows, the latest first, with the notes counted
// among the observations opened in the browser and the attachments counted from the list, in a list of
// the spec's height; the viewer ('Bilan de consultation') with the midwife's description or the doctor's
// notes drawn as text, the readings and the attachments opening in the documents' preview; and the
// midwife's 'Nouveau bilan de consultation' — its defaults, its required fields, the description
// encrypted, each file added to the consultation, the API's refusal at its field with nothing lost.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { formatTime, reportRowTitle } from '@relais/domain'
import { UiProvider } from '@relais/ui'
import { xhrAnswering } from '../../core/testing/xhr.ts'
import { ReportsHarness, type Reader } from './testing/ReportsHarness.tsx'
import { reportsWorld, SAMPLE_TEXTS, type ReportsWorld } from './testing/reports-world.ts'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const titleOf = (end: string) => reportRowTitle({ end: Date.parse(end) }, ZONE)
const RECORDED = titleOf('2026-03-02T08:00:00.000Z')
const TELECONSULTATION = titleOf('2026-02-20T13:30:00.000Z')

function show(world: ReportsWorld, reader: Reader = 'midwife', withoutVault = false) {
  // Uploads go through XMLHttpRequest: answered by the same handlers (see core/testing/xhr.ts).
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(world.store.handlers))
  return render(
    <UiProvider>
      <ReportsHarness world={world} reader={reader} withoutVault={withoutVault} />
    </UiProvider>,
  )
}

const list = () => page.getByRole('list', { name: 'Bilans de consultation du patient' })
const rows = () =>
  list()
    .getByRole('listitem')
    .elements()
    .map((item) => item.textContent)
const createButton = () => page.getByRole('button', { name: 'Nouveau bilan de consultation' })
const viewer = () => page.getByRole('dialog', { name: 'Bilan de consultation' })
const newReport = () => page.getByRole('dialog', { name: 'Nouveau bilan de consultation' })

beforeEach(async () => {
  await page.viewport(1440, 900)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a patient's consultation reports", () => {
  it('lists each consultation, the latest first, with its notes and attachments counted', async () => {
    const world = await reportsWorld()
    await show(world)
    await expect.element(list().getByText(RECORDED)).toBeVisible()
    expect(rows()).toEqual([
      `${RECORDED}0 note · 1 pièce jointeOuvrir`,
      // Three notes, whatever their versions saved as the doctor typed; the readings are not notes.
      `${TELECONSULTATION}3 notes · 2 pièces jointesOuvrir`,
    ])
    const style = getComputedStyle(list().element())
    expect(style.maxHeight).toBe('600px')
    expect(style.overflowY).toBe('auto')
    await expect.element(createButton()).toBeVisible()
    // The API only ever held envelopes.
    expect(JSON.stringify(world.store.reports)).not.toContain(SAMPLE_TEXTS.history)
    expect(JSON.stringify(world.store.reports)).not.toContain('tension normale')
  })

  it("says 'Aucun bilan de consultation' when there is none, and keeps that room while loading", async () => {
    const world = await reportsWorld({ reports: 'none' })
    world.store.listPending = true
    const screen = await show(world)
    await expect
      .element(page.getByRole('progressbar', { name: 'Chargement des bilans de consultation' }))
      .toBeVisible()
    // The empty state's room is there, shown to no one.
    expect(page.getByRole('heading', { name: 'Aucun bilan de consultation' }).query()).toBeNull()
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('Aucun bilan de consultation')
    await screen.unmount()

    world.store.listPending = false
    await show(world)
    await expect
      .element(page.getByRole('heading', { name: 'Aucun bilan de consultation', level: 3 }))
      .toBeVisible()
  })

  it('offers the new report to the midwife only, and says why nothing shows without a vault', async () => {
    const world = await reportsWorld()
    const screen = await show(world, 'patient')
    await expect.element(list().getByText(RECORDED)).toBeVisible()
    expect(createButton().query()).toBeNull()
    await screen.unmount()
    const asDoctor = await show(world, 'doctor')
    await expect.element(list().getByText(RECORDED)).toBeVisible()
    expect(createButton().query()).toBeNull()
    await asDoctor.unmount()
    await show(await reportsWorld(), 'midwife', true)
    await expect
      .element(page.getByText(/Les bilans de consultation sont chiffrés pour le patient et ses soignants/))
      .toBeVisible()
  })

  it("opens the midwife's report: when, who, her description and the attachment in the preview", async () => {
    const world = await reportsWorld()
    await show(world, 'patient')
    await page.getByRole('button', { name: `Ouvrir ${RECORDED}` }).click()
    await expect.element(viewer()).toBeVisible()
    const start = formatTime(Date.parse('2026-03-02T07:00:00.000Z'), ZONE)
    const end = formatTime(Date.parse('2026-03-02T08:00:00.000Z'), ZONE)
    await expect.element(viewer().getByText(new RegExp(`de ${start} à ${end}$`))).toBeVisible()
    await expect.element(viewer().getByText('Sophie Garnier')).toBeVisible()
    await expect.element(viewer().getByText(SAMPLE_TEXTS.description)).toBeVisible()
    await viewer()
      .getByRole('button', { name: `Ouvrir ${SAMPLE_TEXTS.ultrasound}` })
      .click()
    const preview = page.getByRole('dialog', { name: SAMPLE_TEXTS.ultrasound })
    await expect.element(preview.getByTitle(SAMPLE_TEXTS.ultrasound)).toBeVisible()
  })

  it("opens the doctor's report: his latest notes as text, the readings and both attachments", async () => {
    const world = await reportsWorld()
    await show(world, 'doctor')
    await page.getByRole('button', { name: `Ouvrir ${TELECONSULTATION}` }).click()
    await expect.element(viewer().getByRole('heading', { name: 'Histoire de la maladie' })).toBeVisible()
    await expect.element(viewer().getByText(SAMPLE_TEXTS.history)).toBeVisible()
    expect(viewer().getByText('Fatigue', { exact: true }).query()).toBeNull()
    await expect.element(viewer().getByRole('heading', { name: 'Examen clinique' })).toBeVisible()
    await expect.element(viewer().getByText(SAMPLE_TEXTS.examination)).toBeVisible()
    expect(viewer().getByText(SAMPLE_TEXTS.examination).element().tagName).toBe('STRONG')
    await expect.element(viewer().getByRole('heading', { name: 'Conclusion' })).toBeVisible()
    // A link elsewhere than the web is text, not a link.
    await expect.element(viewer().getByText(/Repos et hydratation/)).toBeVisible()
    expect(viewer().getByRole('link').query()).toBeNull()
    await expect.element(viewer().getByText('Fréquence cardiaque')).toBeVisible()
    await expect.element(viewer().getByText('72 bpm')).toBeVisible()
    await expect.element(viewer().getByText('64,5 kg')).toBeVisible()
    await expect.element(viewer().getByText('Julien Moreau')).toBeVisible()
    await expect
      .element(viewer().getByRole('button', { name: `Ouvrir ${SAMPLE_TEXTS.report}` }))
      .toBeVisible()
    await expect
      .element(viewer().getByRole('button', { name: `Ouvrir ${SAMPLE_TEXTS.capture}` }))
      .toBeVisible()
    await expect.element(viewer().getByText('· Rapport de la consultation')).toBeVisible()
  })

  it('records a new report: the defaults, the required description, the text encrypted and each file added to it', async () => {
    const world = await reportsWorld({ reports: 'none' })
    await show(world)
    const before = Date.now()
    await createButton().click()
    await expect.element(newReport()).toBeVisible()
    const after = Date.now()
    const startGroup = newReport().getByRole('group', { name: 'Début' })
    const endGroup = newReport().getByRole('group', { name: 'Fin' })
    // Hours and minutes in their segments, whatever the marks between them (and the minute it opened in).
    const shown = (ago: number) =>
      new RegExp([before, after].map((at) => formatTime(at - ago, ZONE).replace(':', '\\D{1,3}')).join('|'))
    await expect.element(startGroup).toHaveTextContent(shown(3_600_000))
    await expect.element(endGroup).toHaveTextContent(shown(0))

    await newReport().getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(newReport().getByText('Ce champ est requis')).toBeVisible()
    expect(world.store.created).toHaveLength(0)

    const text = 'Consultation post-partum à domicile : cicatrice propre.'
    await newReport().getByRole('textbox', { name: 'Description' }).fill(text)
    const input = newReport().element().querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, [
      new File(['%PDF-1.4\n% Compte rendu\n%%EOF\n'], 'compte-rendu.pdf', { type: 'application/pdf' }),
      new File(['note'], 'ordonnance.txt', { type: 'text/plain' }),
    ])
    await expect.element(newReport().getByText('compte-rendu.pdf')).toBeVisible()
    await expect.element(newReport().getByText('ordonnance.txt')).toBeVisible()
    await newReport().getByRole('button', { name: 'Enregistrer' }).click()

    await expect.element(newReport()).not.toBeInTheDocument()
    await expect.element(page.getByText('Bilan de consultation enregistré')).toBeVisible()
    await expect.element(list().getByText(/2 pièces jointes/)).toBeVisible()
    expect(world.store.created).toHaveLength(1)
    const [sent] = world.store.created
    expect(JSON.stringify(sent)).not.toContain('cicatrice')
    const session = await world.patient.retrieveSession(sent!.description!.encryptionSessionId)
    expect(await session.decryptString(sent!.description!)).toBe(text)
    expect(Date.parse(sent!.end!) - Date.parse(sent!.start!)).toBe(3_600_000)
    const appointmentId = world.store.reports[0]!.appointment.id
    expect(world.store.uploads.map((upload) => [upload.appointmentId, upload.type])).toEqual([
      [appointmentId, 'document'],
      [appointmentId, 'document'],
    ])
  })

  it("shows the API's refusal at its field and keeps what was typed; a file not sent is sent again alone", async () => {
    const world = await reportsWorld({ reports: 'none' })
    await show(world)
    await createButton().click()
    const message = 'La consultation doit être terminée : sa fin ne peut pas être dans le futur'
    world.store.refuseNext = {
      statusCode: 400,
      error: 'Bad Request',
      message,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'body.end', message }],
    }
    await newReport().getByRole('textbox', { name: 'Description' }).fill('Suivi du nourrisson')
    const input = newReport().element().querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'bilan.pdf', { type: 'application/pdf' }))
    await newReport().getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(newReport().getByText(message)).toBeVisible()
    await expect
      .element(newReport().getByRole('textbox', { name: 'Description' }))
      .toHaveValue('Suivi du nourrisson')
    expect(world.store.reports).toHaveLength(0)

    world.store.refuseUploads = true
    await newReport().getByRole('button', { name: 'Enregistrer' }).click()
    await expect
      .element(newReport().getByText(/bilan\.pdf : Le fichier dépasse la taille maximale/))
      .toBeVisible()
    await expect.element(newReport().getByText(/Le bilan est enregistré, mais des documents/)).toBeVisible()
    await expect.element(list().getByText(/0 pièce jointe/)).toBeVisible()

    world.store.refuseUploads = false
    await newReport().getByRole('button', { name: 'Enregistrer' }).click()
    await expect.element(newReport()).not.toBeInTheDocument()
    await expect.element(list().getByText(/1 pièce jointe/)).toBeVisible()
    // Recorded once; the file sent twice, kept once.
    expect(world.store.created).toHaveLength(2)
    expect(world.store.reports).toHaveLength(1)
    expect(world.store.uploads).toHaveLength(2)
  })
})
