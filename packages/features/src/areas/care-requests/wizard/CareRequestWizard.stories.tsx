import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { careRequestsStore, onboardingHandlers } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import type { CareRequestValues } from '../care-request-values.ts'
import { LEA, STRUCTURE, structureWorld } from '../testing/care-requests-world.ts'
import { CareRequestsHarness } from '../testing/CareRequestsHarness.tsx'
import { CareRequestWizard } from './CareRequestWizard.tsx'

interface Args {
  step: number
  values?: CareRequestValues
  asking?: boolean
}

const store = careRequestsStore()
const handlers = [...store.handlers, onboardingHandlers.places, onboardingHandlers.placeDetails]

const PATIENT_STEP: CareRequestValues = {
  patient: LEA.id,
  patientName: LEA.name,
  childrenNumber: 1,
  pregnancyNumber: 2,
  requestDate: '2026-03-02',
  treatmentRequestingService: 'Suites de couches',
  patientAddress: {
    text: '1 Rue de Rivoli, 75001 Paris',
    city: 'Paris',
    country: 'FR',
    coordinates: { latitude: 48.8557, longitude: 2.3589 },
  },
  urgent: 'early',
}

const REQUEST_STEP: CareRequestValues = {
  ...PATIENT_STEP,
  typeDemande: ['EARLY_DISCHARGE'],
  hasPathologie: false,
  typeTest: ['VITAL_SIGNS'],
  llsDoc: ['lettre-liaison.pdf'],
  ordonnanceDoc: ['ordonnance.pdf'],
}

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' })

const meta = {
  title: 'Screens/care-requests/CareRequestWizard',
  parameters: {
    layout: 'fullscreen',
    // The documents go through XMLHttpRequest, which Storybook's service worker answers.
    msw: { handlers },
    docs: {
      description: {
        component:
          "'Nouvelle demande' of a structure (/app/organization/requests/new, /wizardPEC): three steps — the patient (among the structure's), the request (types, pathology, tests, liaison letter and prescription), the post-partum (asked for an early discharge or a home post-partum follow-up only) — then the visits' frequency in a dialog, and the request is encrypted in the browser and sent. **Clavier** : « Suivant » vérifie l'étape, les erreurs s'affichent au champ et le focus va au titre de l'étape ; « Retour » à la première étape revient à la liste ; les documents se choisissent avec le bouton de chaque zone ; Échap ferme le dialogue. **RGAA** : 11.1 et 11.10 (champs étiquetés, erreurs au champ), 11.5 (questions regroupées), 7.1, 12.8 (ordre de tabulation).",
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  loaders: [async () => ({ vault: (await structureWorld()).vault })],
  render: ({ step, values, asking }, { loaded }) => (
    <CareRequestsHarness
      handlers={handlers}
      vault={loaded.vault as Vault}
      wizard={
        <CareRequestWizard
          organization={STRUCTURE}
          vault={loaded.vault as Vault}
          initialStep={step}
          initialValues={values}
          initialFiles={
            values?.llsDoc
              ? { llsDoc: pdf('lettre-liaison.pdf'), ordonnanceDoc: pdf('ordonnance.pdf') }
              : undefined
          }
          initiallyAsking={asking}
        />
      }
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const stepTitle = (canvasElement: HTMLElement, title: RegExp) =>
  within(canvasElement).findByRole('heading', { level: 2, name: title })

export const PatientStep: Story = {
  args: { step: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stepTitle(canvasElement, /Étape 1 sur 3.*La patiente/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Retour/ })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Patiente' })).toBeVisible()
  },
}

export const PatientStepErrors: Story = {
  args: { step: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await stepTitle(canvasElement, /Étape 1 sur 3/)
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }))
    await waitFor(() => expect(canvas.getAllByText('Ce champ est obligatoire').length).toBeGreaterThan(3))
    await expect(canvas.getByRole('textbox', { name: 'Service demandeur' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const RequestStep: Story = {
  args: { step: 1, values: REQUEST_STEP },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stepTitle(canvasElement, /Étape 2 sur 3.*La demande/)).toBeVisible()
    await expect(canvas.getByRole('checkbox', { name: 'Sortie précoce' })).toBeChecked()
    await expect(canvas.getByText('Fichier choisi : lettre-liaison.pdf')).toBeVisible()
  },
}

export const PostpartumStep: Story = {
  args: { step: 2, values: { ...REQUEST_STEP, hasAllergies: true, mere: 'autre' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stepTitle(canvasElement, /Étape 3 sur 3.*Le post-partum/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Précisez les allergies' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Précisez' })).toBeVisible()
  },
}

export const PostpartumNotAsked: Story = {
  args: { step: 2, values: { ...REQUEST_STEP, typeDemande: ['ADVICE_REQUEST'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await stepTitle(canvasElement, /Étape 3 sur 3/)
    await expect(canvas.getByText(/Aucune question de post-partum/)).toBeVisible()
  },
}

export const Recurrence: Story = {
  args: { step: 2, values: { ...REQUEST_STEP, typeDemande: ['ADVICE_REQUEST'] }, asking: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Fréquence des visites' })
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: '1 fois par semaine' })).toBeChecked(),
    )
    // The dialog fades in: its buttons are visible once it has.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Créer la demande' })).toBeVisible(),
    )
  },
}
