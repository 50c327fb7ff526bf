// A patient's documents on her page, read by a practitioner she shared her file with: titles decrypted in
// the browser (or 'Document chiffré'), the type chips and their counts, the search, and 'Ajouter un
// document' — the file encrypted and sent as multipart with its encrypted metadata, the list read again,
// and the API's 413 shown at the file.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { UiProvider } from '@relais/ui'
import { readFileHeader } from '@relais/vault'
import {
  documentsStore,
  documentsWorld,
  SAMPLE_DOCUMENTS,
  type DocumentsStore,
  type DocumentsWorld,
} from './testing/documents-store.ts'
import { DocumentsHarness } from './testing/DocumentsHarness.tsx'
import { xhrAnswering } from '../../core/testing/xhr.ts'

const [REPORT, PRESCRIPTION, BLOOD_GROUP] = SAMPLE_DOCUMENTS.map((d) => d.title) as [string, string, string]

function show(world: DocumentsWorld, store: DocumentsStore) {
  // Uploads go through XMLHttpRequest: answered by the same handlers (see core/testing/xhr.ts).
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(store.handlers))
  return render(
    <UiProvider>
      <DocumentsHarness handlers={store.handlers} vault={world.vault} patientId={world.patientId} />
    </UiProvider>,
  )
}

const list = () => page.getByRole('list', { name: 'Documents du patient' })
const titles = () =>
  list()
    .getByRole('listitem')
    .elements()
    .map((item) => item.querySelector('span')?.textContent)

/** Chooses `file` in the dialog's drop zone, through its hidden file input (the button's). */
async function choose(file: File) {
  const input = page.getByRole('dialog').element().querySelector('input[type="file"]')
  await userEvent.upload(input!, file)
}

const pdf = (name: string) => new File(['%PDF-1.4\n% Bilan\n%%EOF\n'], name, { type: 'application/pdf' })

beforeEach(async () => {
  await page.viewport(1440, 900)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a patient's documents", () => {
  it('lists the decrypted titles, the latest first, with the count of each type on its chip', async () => {
    const world = await documentsWorld()
    const store = await documentsStore(world, SAMPLE_DOCUMENTS)
    await show(world, store)
    await expect.element(list().getByText(REPORT)).toBeVisible()
    expect(titles()).toEqual([REPORT, PRESCRIPTION, BLOOD_GROUP])
    await expect.element(list().getByText(/^02\/03\/2026 · Sophie Garnier · \d/)).toBeVisible()
    await expect.element(list().getByText(/^15\/01\/2026 · Camille Lefèvre · \d/)).toBeVisible()
    await expect.element(page.getByRole('button', { name: `Ouvrir ${REPORT}` })).toBeVisible()
    for (const chip of ['Tout (3)', 'Document (1)', 'Rapport (1)', 'Autre (1)']) {
      await expect.element(page.getByRole('row', { name: chip })).toBeVisible()
    }
    await expect.element(page.getByRole('row', { name: 'Tout (3)' })).toHaveAttribute('aria-selected', 'true')
    // The API only ever held envelopes.
    expect(JSON.stringify(store.documents)).not.toContain('échographie')
  })

  it('filters by type with the chips, and by title with the search (accents and case ignored)', async () => {
    const world = await documentsWorld()
    await show(world, await documentsStore(world, SAMPLE_DOCUMENTS))
    await expect.element(list().getByText(REPORT)).toBeVisible()

    await page.getByRole('row', { name: 'Rapport (1)' }).click()
    await expect.element(list().getByText(PRESCRIPTION)).not.toBeInTheDocument()
    expect(titles()).toEqual([REPORT])
    // The counts stay those of every document.
    await expect.element(page.getByRole('row', { name: 'Tout (3)' })).toBeVisible()

    await page.getByRole('row', { name: 'Tout (3)' }).click()
    await expect.element(list().getByText(PRESCRIPTION)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Rechercher un document' }).fill('ECHOGRAPHIE')
    await expect.element(list().getByText(PRESCRIPTION)).not.toBeInTheDocument()
    expect(titles()).toEqual([REPORT])
    await page.getByRole('searchbox', { name: 'Rechercher un document' }).fill('ordonnance')
    await expect.element(list().getByText(PRESCRIPTION)).toBeVisible()
    expect(titles()).toEqual([PRESCRIPTION])
  })

  it("says 'Aucun document' when the search matches nothing", async () => {
    const world = await documentsWorld()
    await show(world, await documentsStore(world, SAMPLE_DOCUMENTS))
    await expect.element(list().getByText(REPORT)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Rechercher un document' }).fill('radiographie')
    await expect.element(page.getByRole('heading', { name: 'Aucun document', level: 3 })).toBeVisible()
    await expect.element(list()).not.toBeInTheDocument()
    await expect.element(page.getByRole('row', { name: 'Tout (3)' })).toBeVisible()
  })

  it("adds a document: the title from the file's name, the file and its metadata encrypted, the list read again", async () => {
    const world = await documentsWorld()
    const store = await documentsStore(world, SAMPLE_DOCUMENTS)
    await show(world, store)
    await expect.element(list().getByText(REPORT)).toBeVisible()
    const reads = store.reads

    await page.getByRole('button', { name: 'Ajouter un document' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' })
    await expect.element(dialog).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
    await choose(pdf('Bilan sanguin T2.pdf'))
    await expect.element(dialog.getByText('Fichier choisi : Bilan sanguin T2.pdf')).toBeVisible()
    await expect.element(dialog.getByRole('textbox', { name: 'Titre' })).toHaveValue('Bilan sanguin T2')
    await dialog.getByRole('radiogroup', { name: 'Type' }).getByText('Rapport').click()
    await expect.element(dialog.getByRole('radio', { name: 'Rapport' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Envoyer' }).click()

    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(list().getByText('Bilan sanguin T2')).toBeVisible()
    expect(titles()).toEqual(['Bilan sanguin T2', REPORT, PRESCRIPTION, BLOOD_GROUP])
    await expect.element(page.getByRole('row', { name: 'Rapport (2)' })).toBeVisible()
    await expect.element(page.getByRole('row', { name: 'Tout (4)' })).toBeVisible()
    expect(store.reads).toBeGreaterThan(reads)

    // One multipart POST /upload: the payload first (whose document, its type, the metadata's envelope),
    // then the encrypted file; the patient opens both.
    expect(store.uploads).toHaveLength(1)
    const [{ parts, payload, file }] = store.uploads as [DocumentsStore['uploads'][number]]
    expect(parts).toEqual(['payload', 'file'])
    expect(payload).toEqual({
      patientId: world.patientId,
      type: 'diagnosticReport',
      metadata: expect.objectContaining({ version: 1, encryptionSessionId: expect.any(String) }),
    })
    const session = await world.patientVault.retrieveSession(payload.metadata.encryptionSessionId)
    expect(JSON.parse(await session.decryptString(payload.metadata))).toEqual({
      v: 1,
      title: 'Bilan sanguin T2',
      fileName: 'Bilan sanguin T2.pdf',
      contentType: 'application/pdf',
    })
    expect(file.type).toBe('application/octet-stream')
    const sealed = new Uint8Array(await file.arrayBuffer())
    expect(new TextDecoder().decode(sealed)).not.toContain('%PDF')
    expect((await readFileHeader(sealed)).sessionId).toBe(session.sessionId)
    expect(new TextDecoder().decode(await session.decryptFile(sealed))).toBe('%PDF-1.4\n% Bilan\n%%EOF\n')
  })

  it("shows the API's 413 at the file, keeps the dialog and what was typed, and lists nothing new", async () => {
    const world = await documentsWorld()
    const store = await documentsStore(world, SAMPLE_DOCUMENTS)
    store.tooLarge = true
    await show(world, store)
    await expect.element(list().getByText(REPORT)).toBeVisible()

    await page.getByRole('button', { name: 'Ajouter un document' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ajouter un document' })
    await choose(pdf('echographie.pdf'))
    await dialog.getByRole('textbox', { name: 'Titre' }).fill('Échographie du 3e trimestre')
    await dialog.getByRole('button', { name: 'Envoyer' }).click()

    await expect.element(dialog.getByText('Le fichier dépasse la taille maximale de 250 Mo.')).toBeVisible()
    await expect.element(dialog.getByRole('button', { name: 'Envoyer' })).toBeEnabled()
    await expect
      .element(dialog.getByRole('textbox', { name: 'Titre' }))
      .toHaveValue('Échographie du 3e trimestre')
    expect(store.uploads).toHaveLength(1)
    expect(store.documents).toHaveLength(3)
    await expect.element(page.getByRole('row', { name: 'Tout (3)' })).toBeVisible()
  })

  it("lists a document whose metadata does not open as 'Document chiffré'", async () => {
    const world = await documentsWorld()
    const store = await documentsStore(world, [
      SAMPLE_DOCUMENTS[0],
      {
        type: 'document',
        title: 'Courrier du gynécologue',
        fileName: 'courrier.pdf',
        contentType: 'application/pdf',
        content: '%PDF-1.4\n%%EOF\n',
        createdAt: '2026-02-10T08:00:00.000Z',
        unreadable: true,
      },
    ])
    await show(world, store)
    await expect.element(list().getByText('Document chiffré')).toBeVisible()
    expect(titles()).toEqual([REPORT, 'Document chiffré'])
    await expect.element(page.getByRole('button', { name: 'Ouvrir Document chiffré' })).toBeVisible()
    await expect.element(page.getByText('Courrier du gynécologue')).not.toBeInTheDocument()
    await expect.element(page.getByRole('row', { name: 'Document (1)' })).toBeVisible()
  })
})
