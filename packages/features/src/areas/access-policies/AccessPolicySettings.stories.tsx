import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountUser } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import { PATIENT_ID, vaultWorld } from '../../core/testing/providers.tsx'
import { ensureMedicalFileGroup } from '../medical-record/index.ts'
import {
  accessLogEntry,
  accessPoliciesStore,
  accessPolicy,
  PARTIES,
  type AccessPoliciesStore,
} from './testing/access-policies-store.ts'
import { MyDataHarness } from './testing/MyDataHarness.tsx'

interface Args {
  /** What the store starts with. */
  data: 'requests' | 'empty' | 'practitioner'
  /** The doctor who asks has no encryption identity yet: the vault step of an approval fails. */
  doctorWithoutIdentity?: boolean
}

interface Loaded {
  store: AccessPoliciesStore
  vault: Vault
}

const assistant = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000003',
  type: 'assistant',
  name: 'Karim Benali',
} as const

function storeFor(data: Args['data']): AccessPoliciesStore {
  if (data === 'empty') return accessPoliciesStore()
  if (data === 'practitioner') {
    const doctor = { id: PATIENT_ID, type: 'doctor', name: 'Julien Moreau' } as const
    return accessPoliciesStore({
      pending: [accessPolicy(assistant, 'PENDING', { resource: 'practitioner_calendar', holder: doctor })],
      accepted: [
        accessPolicy(PARTIES.midwife, 'ACCEPTED', { resource: 'practitioner_contacts', holder: doctor }),
      ],
    })
  }
  return accessPoliciesStore({
    pending: [accessPolicy(PARTIES.doctor, 'PENDING')],
    accepted: [
      accessPolicy(PARTIES.midwife, 'ACCEPTED'),
      accessPolicy(PARTIES.organization, 'ACCEPTED', { createdAt: '2026-01-12T10:00:00.000Z' }),
    ],
    log: [
      accessLogEntry(PARTIES.midwife, '2026-03-01T17:05:00.000Z', 'observation'),
      accessLogEntry(PARTIES.midwife, '2026-03-01T08:30:00.000Z', 'medical-record', 'write'),
      accessLogEntry(PARTIES.organization, '2026-02-27T14:12:00.000Z', 'document'),
    ],
  })
}

const meta = {
  title: 'Screens/access-policies/AccessPolicySettings',
  parameters: {
    docs: {
      description: {
        component:
          "'Mes données', the #access-policy section of /app/user/settings (the spec's screens and access policy rules): the requests waiting for the user's answer ('Accepter' / 'Refuser'), the grants in force ('Révoquer' after a confirmation, then the user's data reloads), and for a patient the 'Historique des accès' (who, when, what: dossier médical, observation, document). Approving a medical-file request calls the API first, then adds the practitioner to the patient's encrypted group in her browser (a structure's group becomes a recipient of her record); revoking removes them and renews the group key. When only that vault step fails, the alert says the access is granted but the file not yet shared, and 'Réessayer' runs it again. **Clavier** : Tab atteint chaque liste, les flèches parcourent ses lignes et leurs boutons, Entrée ou Espace répond ; la confirmation s'ouvre sur « Annuler ». **RGAA** : 7.1, 7.5 (messages de statut), 9.1 (titres), 5.7 (tableau de l'historique).",
      },
    },
  },
  args: { data: 'requests' },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const { data, doctorWithoutIdentity } = args as Args
      const world = vaultWorld()
      const vault = await world.register(PATIENT_ID)
      await ensureMedicalFileGroup(vault)
      await world.register(PARTIES.midwife.id)
      if (!doctorWithoutIdentity) await world.register(PARTIES.doctor.id)
      return { store: storeFor(data), vault }
    },
  ],
  render: (args, { loaded }) => {
    const { store, vault } = loaded as Loaded
    const user =
      args.data === 'practitioner'
        ? accountUser('doctor', 'perinatal', { id: PATIENT_ID })
        : accountUser('patient', 'perinatal', { id: PATIENT_ID })
    return <MyDataHarness store={store} vault={vault} user={user} />
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const PatientWithRequestsGrantsAndLog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('grid', { name: 'Demandes en attente' })).toBeVisible()
    await expect(canvas.getByRole('grid', { name: 'Accès accordés' })).toBeVisible()
    await expect(await canvas.findByRole('grid', { name: 'Historique des accès' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { data: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucun accès accordé')).toBeVisible()
    await expect(await canvas.findByText('Aucun accès à votre dossier')).toBeVisible()
  },
}

/** A practitioner answers requests for their calendar or contacts; they have no access log. */
export const Practitioner: Story = {
  args: { data: 'practitioner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("Demande l'accès : Agenda")).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Historique des accès' })).toBeNull()
  },
}

export const RevokeConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: "Révoquer l'accès de Sophie Garnier" }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: "Révoquer l'accès",
    })
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus()
  },
}

/** Approved by the API, but the doctor has no encryption identity yet: the file is not shared. */
export const ApprovedButNotShared: Story = {
  args: { doctorWithoutIdentity: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pending = await canvas.findByRole('grid', { name: 'Demandes en attente' })
    await userEvent.click(within(pending).getByRole('button', { name: 'Accepter' }))
    await expect(
      await canvas.findByText(
        "L'accès est accordé, mais votre dossier n'est pas encore partagé avec Julien Moreau (Docteur).",
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  },
}
