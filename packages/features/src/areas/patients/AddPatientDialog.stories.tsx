import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Vault } from '@relais/vault'
import type { WizardValues } from '../../core/forms/FormFields.tsx'
import type { AddPatientDraft } from './add-patient.ts'
import { ownerKey, ownListOf } from './list-owner.ts'
import {
  MIDWIFE_ID,
  NIRS,
  PARIS,
  patientsStore,
  practitionerVault,
  TAKEN,
  type PatientsStoreOptions,
} from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

interface Args {
  store?: PatientsStoreOptions
  /** The wizard where a reload left it (the dialog reopens from its draft). */
  wizard?: { step: number; values: WizardValues }
}

const PERSONAL = {
  firstName: 'Léa',
  lastName: 'Petit',
  gender: 'FEMALE',
  birthDate: '1993-03-08',
  nir: NIRS.unknown,
  address: PARIS,
}

function session(wizard: Args['wizard']): Record<string, string> | undefined {
  if (!wizard) return undefined
  const draft: AddPatientDraft = {
    owner: ownerKey(ownListOf({ id: MIDWIFE_ID, userType: 'midwife' })),
    nir: NIRS.unknown,
    wizard,
  }
  return { 'relais.perinatal.add-patient': JSON.stringify(draft) }
}

const meta = {
  title: 'Screens/patients/AddPatientDialog',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Ajouter un patient': the NIR (mask '# ## ## #_ ### ### ##', key checked at the field) is looked up at its fifteenth character — 'Ce patient est déjà affilié', a patient to ask ('Envoyer une demande'), or 'Aucun patient trouvé' and 'Créer', which opens the two-step wizard (personal information; history and treatments, blood group required). The history's answers are encrypted in the browser before they are sent. A 409 returns to the first step with the message on its field; the draft lives while the dialog is open. **Clavier** : le focus entre dans le dialogue sur le numéro, Tab atteint l'action proposée, Échap ferme (et oublie le brouillon) ; « Suivant » vérifie l'étape et le focus va à son titre. **RGAA** : 7.1, 7.5 (résultat annoncé), 11.1 et 11.10 (champs étiquetés, erreurs au champ).",
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  loaders: [async () => ({ vault: await practitionerVault() })],
  render: ({ store, wizard }, { loaded }) => (
    <PatientsHarness
      handlers={patientsStore(store).handlers}
      vault={loaded.vault as Vault}
      path={wizard ? '/app/patients' : '/app/patients?new=1'}
      session={session(wizard)}
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Ajouter un patient' })

/**
 * Waits until `text` is in the dialog and visible: the dialog fades in, and a slow machine may still be
 * drawing it when the text arrives.
 */
const shows = (dialog: HTMLElement, text: string | RegExp) =>
  waitFor(() => expect(within(dialog).getByText(text)).toBeVisible(), { timeout: 5000 })

const typeNir = async (canvasElement: HTMLElement, nir: string) => {
  const dialog = await dialogOf(canvasElement)
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Numéro de sécurité sociale/ }), nir)
  return dialog
}

export const EnterNir: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await expect(within(dialog).getByRole('textbox', { name: /Numéro de sécurité sociale/ })).toHaveFocus()
  },
}

export const WrongKey: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.wrongKey)
    await shows(dialog, 'La clé du numéro de sécurité sociale est incorrecte')
  },
}

export const Checking: Story = {
  args: { store: { lookup: 'never' } },
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.unknown)
    await shows(dialog, 'Recherche du patient…')
  },
}

export const AlreadyAffiliated: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.affiliated)
    await shows(dialog, 'Ce patient est déjà affilié')
  },
}

export const PatientExists: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.exists)
    await shows(dialog, 'Julie Bernard')
    await expect(within(dialog).getByRole('button', { name: 'Envoyer une demande' })).toBeEnabled()
  },
}

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.unknown)
    await shows(dialog, 'Aucun patient trouvé')
    await expect(within(dialog).getByText('Continuer pour créer un nouveau patient')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Créer' })).toBeEnabled()
  },
}

export const TooManyLookups: Story = {
  args: { store: { lookup: 'rate-limited' } },
  play: async ({ canvasElement }) => {
    const dialog = await typeNir(canvasElement, NIRS.unknown)
    await shows(dialog, /Trop de numéros vérifiés/)
  },
}

export const WizardPersonalInformation: Story = {
  args: { wizard: { step: 0, values: { personalInfo: { nir: NIRS.unknown }, antecedents: {} } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    const heading = await within(dialog).findByRole('heading', {
      name: /Étape 1 sur 2 :\s*Informations personnelles/,
    })
    // The dialog fades in: visible once its animation has run.
    await waitFor(() => expect(heading).toBeVisible())
    await expect(within(dialog).getByRole('textbox', { name: /Numéro de sécurité sociale/ })).toHaveValue(
      '1 78 02 13 055 024 52',
    )
  },
}

export const WizardHistory: Story = {
  args: { wizard: { step: 1, values: { personalInfo: PERSONAL, antecedents: { languages: ['fr'] } } } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    const heading = await within(dialog).findByRole('heading', {
      name: /Étape 2 sur 2 :\s*Antécédents et traitements/,
    })
    await waitFor(() => expect(heading).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créer le patient' }))
    await shows(dialog, 'Ce champ est obligatoire')
  },
}

export const EmailTaken: Story = {
  args: {
    wizard: {
      step: 1,
      values: {
        personalInfo: { ...PERSONAL, email: TAKEN.email },
        antecedents: { bloodGroup: 'A+', languages: ['fr'] },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement)
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Créer le patient' }))
    await shows(dialog, 'Cet email est déjà associé à un compte existant')
    await expect(within(dialog).getByRole('heading', { name: /Étape 1 sur 2/ })).toBeVisible()
  },
}
