import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { checkupSamples } from '@relais/api-client/msw'
import { CHECKUP_TEXTS, withCheckupObservations } from '@relais/domain'
import { CheckupResults } from './CheckupResults.tsx'
import { PHYSICAL_ACTIVITY_STEP_HREF } from './useRecordCheckups.ts'

const PATIENT_ID = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f'

/** The record after the two sample check-ups: the latest measure of each sign, the later weight. */
const OBSERVATIONS = withCheckupObservations(
  [],
  checkupSamples({ nir: '295109912611193', patientId: PATIENT_ID }),
)

const meta = {
  title: 'Screens/medical-record/CheckupResults',
  component: CheckupResults,
  parameters: {
    docs: {
      description: {
        component:
          "'Résultats checkup santé' in a patient's record (mobility), on her own record page and on her page as a practitioner of her grant sees it: the latest check-up measure of each vital sign, its value and unit as the readings write them and the day it was taken; 'Aucun résultat de checkup santé' when there is none. The check-ups waiting at the stations' platform are added when the record opens: how many is said in a polite live region ('Un nouveau checkup santé a été ajouté à votre dossier médical.'); a failed retrieval is a warning above the measures already held. While the patient's physical activity is empty, a sentence asks for it with a link to the record's step. **RGAA** : 9.1 (titre de la carte), 9.3 (liste de définitions), 7.5 (ajout et échec annoncés sans déplacer le focus), 3.1 (la variante de l'avertissement est dite en mots).",
      },
    },
  },
  args: { observations: OBSERVATIONS, state: { status: 'idle' }, reader: 'patient' },
} satisfies Meta<typeof CheckupResults>

export default meta
type Story = StoryObj<typeof meta>

export const Measures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: CHECKUP_TEXTS.recordTitle })).toBeVisible()
    const terms = canvas.getAllByRole('term').map((term) => term.textContent)
    await expect(terms).toEqual([
      'Fréquence cardiaque',
      'Saturation',
      'Pression artérielle',
      'Température',
      'Poids',
    ])
    await expect(canvas.getByText('128 / 82 mmHg')).toBeVisible()
    await expect(canvas.getByText('70,9 kg')).toBeVisible()
    await expect(canvas.getAllByText('Mesuré le 05/12/2026')).toHaveLength(2)
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

export const Empty: Story = {
  args: { observations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CHECKUP_TEXTS.recordEmpty)).toBeVisible()
  },
}

export const RetrievalFailed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CHECKUP_TEXTS.retrievalFailed)).toBeVisible()
    await expect(canvas.getByText('128 / 82 mmHg')).toBeVisible()
  },
}

export const JustAdded: Story = {
  args: { state: { status: 'added', count: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(CHECKUP_TEXTS.added(2))
  },
}

export const JustAddedForPractitioner: Story = {
  args: { state: { status: 'added', count: 1 }, reader: 'practitioner', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      CHECKUP_TEXTS.addedForPatient(1),
    )
  },
}

export const PhysicalActivityMissing: Story = {
  args: { physicalActivityHref: PHYSICAL_ACTIVITY_STEP_HREF },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(CHECKUP_TEXTS.physicalActivityMissing)).toBeVisible()
    await expect(canvas.getByRole('link', { name: CHECKUP_TEXTS.physicalActivityAction })).toHaveAttribute(
      'href',
      PHYSICAL_ACTIVITY_STEP_HREF,
    )
  },
}
