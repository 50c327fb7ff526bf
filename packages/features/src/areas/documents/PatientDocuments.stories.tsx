import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { answerWith } from '../../core/testing/config.ts'
import {
  documentsStore,
  documentsWorld,
  SAMPLE_DOCUMENTS,
  type DocumentsStore,
  type DocumentsWorld,
} from './testing/documents-store.ts'
import { DocumentsHarness } from './testing/DocumentsHarness.tsx'

interface Args {
  /** What the patient's file holds. */
  documents: 'none' | 'sample'
  /** No unlocked vault (an administrator impersonating the practitioner). */
  withoutVault?: boolean
}

interface Loaded {
  world: DocumentsWorld
  store: DocumentsStore
}

// The upload is an XMLHttpRequest (for its progress), which the in-process handlers given to the
// providers never see: msw's service worker answers it with `parameters.msw`, set before any loader
// runs, so that handler hands the request to the store the story's loader made.
let current: DocumentsStore | null = null

const meta = {
  title: 'Screens/documents/PatientDocuments',
  parameters: {
    docs: {
      description: {
        component:
          "La carte « Documents » de la page d'un patient (/app/patients/{id}, /app/organization/patients/{id}) : les documents du patient, les plus récents d'abord, leurs titres déchiffrés dans le navigateur avec le coffre de l'utilisateur (« Document chiffré » pour un document dont les métadonnées ne s'ouvrent pas), les puces de type avec leurs nombres (Tout, Document, Rapport, Autre), la recherche sur les titres (sans tenir compte des accents ni de la casse), « Ouvrir » pour l'aperçu et « Ajouter un document » : le fichier choisi (déposé ou avec « Choisir des fichiers ») donne son titre par défaut, « Envoyer » reste désactivé tant qu'aucun fichier n'est choisi, puis le fichier et ses métadonnées sont chiffrés et envoyés avec une barre de progression ; un refus de l'API (taille, nombre de documents) s'affiche sous le fichier. Sans coffre déverrouillé (session d'un administrateur), une information remplace la liste. **Clavier** : Tab atteint la recherche, « Ajouter un document », les puces (les flèches passent d'une puce à l'autre, Entrée ou Espace filtre), puis le bouton « Ouvrir » de chaque document ; dans le dialogue, Tab atteint « Choisir des fichiers », le titre, le type (les flèches changent de type), puis « Annuler » et « Envoyer ». **RGAA** : 7.1 (puces et dialogue accessibles), 7.5 (messages de statut), 9.1 (titres), 9.3 (liste des documents), 11.1 et 11.2 (champs étiquetés).",
      },
    },
    msw: {
      handlers: [http.post('*/upload', ({ request }) => answerWith(current?.handlers ?? [])(request))],
    },
  },
  globals: { viewport: { value: 'desktop' } },
  args: { documents: 'sample' },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const { documents } = args as Args
      const world = await documentsWorld()
      const store = await documentsStore(world, documents === 'sample' ? SAMPLE_DOCUMENTS : [])
      current = store
      return { world, store }
    },
  ],
  render: ({ withoutVault }, { loaded }) => {
    const { world, store } = loaded as Loaded
    return (
      <DocumentsHarness
        handlers={store.handlers}
        vault={withoutVault ? null : world.vault}
        patientId={world.patientId}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const [REPORT, PRESCRIPTION, BLOOD_GROUP] = SAMPLE_DOCUMENTS.map((d) => d.title)

export const Empty: Story = {
  args: { documents: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Aucun document' })).toBeVisible()
    await expect(canvas.getByRole('row', { name: 'Tout (0)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ajouter un document' })).toBeEnabled()
  },
}

/** Three documents, one of each type, whose metadata was encrypted for the patient's medical-file group. */
export const WithDocuments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Documents du patient' })
    await expect(await within(list).findByText(REPORT!)).toBeVisible()
    await expect(within(list).getByText(PRESCRIPTION!)).toBeVisible()
    await expect(within(list).getByText(BLOOD_GROUP!)).toBeVisible()
    for (const chip of ['Tout (3)', 'Document (1)', 'Rapport (1)', 'Autre (1)']) {
      await expect(canvas.getByRole('row', { name: chip })).toBeVisible()
    }
  },
}

export const AddDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(REPORT!)
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un document' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ajouter un document',
    })
    const send = within(dialog).getByRole('button', { name: 'Envoyer' })
    await expect(send).toBeDisabled()
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
    await userEvent.upload(
      input,
      new File(['%PDF-1.4\n%%EOF\n'], 'Bilan sanguin T2.pdf', { type: 'application/pdf' }),
    )
    // Once the dialog has faded in: on a loaded machine the text was found while still transparent.
    await waitFor(() =>
      expect(within(dialog).getByText('Fichier choisi : Bilan sanguin T2.pdf')).toBeVisible(),
    )
    await expect(within(dialog).getByRole('textbox', { name: 'Titre' })).toHaveValue('Bilan sanguin T2')
    await expect(send).toBeEnabled()
  },
}

/**
 * 'Envoyer' through the browser's real XMLHttpRequest, answered by msw's service worker: the document
 * is listed once sent, its title decrypted like the others.
 */
export const AddedDocument: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { store, world } = loaded as Loaded
    const canvas = within(canvasElement)
    await canvas.findByText(REPORT!)
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un document' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ajouter un document',
    })
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4\n%%EOF\n'], 'Bilan sanguin T2.pdf', { type: 'application/pdf' }),
    )
    await userEvent.click(within(dialog).getByText('Rapport'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }))
    const list = canvas.getByRole('list', { name: 'Documents du patient' })
    await expect(await within(list).findByText('Bilan sanguin T2')).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Rapport (2)' })).toBeVisible())
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull())
    await expect(store.uploads.map((u) => [u.parts, u.payload.patientId, u.payload.type])).toEqual([
      [['payload', 'file'], world.patientId, 'diagnosticReport'],
    ])
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(REPORT!)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ajouter un document' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: `Ouvrir ${BLOOD_GROUP}` })).toBeVisible()
  },
}

/** An impersonated session has no vault: nothing is fetched, the card says why. */
export const WithoutVault: Story = {
  args: { withoutVault: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/ils ne peuvent pas être lus dans cette session/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Ajouter un document' })).toBeNull()
    await expect((loaded as Loaded).store.reads).toBe(0)
  },
}
