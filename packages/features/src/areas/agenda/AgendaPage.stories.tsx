import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountUser, appointmentSample, appointmentsStore } from '@relais/api-client/msw'
import { AgendaHarness, DOCTOR_ID } from './testing/AgendaHarness.tsx'

const PATIENT_ID = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f'
const amina = {
  id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  name: { given: 'Amina', family: 'Diallo', text: 'Amina Diallo' },
}

/** A week of March 2026 (in the past, so no day is marked as today in the baselines). */
const appointments = () => [
  appointmentSample('2026-03-02T08:00:00Z', 30),
  appointmentSample('2026-03-02T09:15:00Z', 45, { serviceCategory: 'RenewalOfPrescription', patient: amina }),
  appointmentSample('2026-03-03T07:30:00Z', 30, { serviceCategory: 'UrgentFollowUp', patient: amina }),
  appointmentSample('2026-03-03T07:45:00Z', 30, { serviceCategory: 'FollowUp' }),
  appointmentSample('2026-03-05T13:00:00Z', 15, { status: 'CANCELLED', cancelledAt: '2026-03-01T10:00:00Z' }),
  appointmentSample('2026-03-06T10:00:00Z', 60, { status: 'FULFILLED', patient: amina }),
]

interface Args {
  path: string
  patient?: boolean
  empty?: boolean
}

const meta = {
  title: 'Screens/agenda/AgendaPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app/agenda : les rendez-vous du praticien (ou les siens pour un patient, avec le nom des praticiens et sans rien à modifier), par jour, semaine ou mois (le mois sur grand écran seulement), dans le fuseau du navigateur ; la période et la vue sont dans l'adresse. **Clavier** : Tab passe de Précédent / Aujourd'hui / Suivant au choix de la vue puis aux rendez-vous, Entrée ouvre un rendez-vous. **RGAA** : 3.1 (la couleur double le texte), 7.1, 9.1 (titres).",
      },
    },
  },
  args: { path: '/app/agenda?view=week&date=2026-03-04' },
  render: ({ path, patient, empty }) => (
    <AgendaHarness
      handlers={appointmentsStore(empty ? [] : appointments()).handlers}
      path={path}
      user={
        patient
          ? accountUser('patient', 'perinatal', { id: PATIENT_ID })
          : accountUser('doctor', 'perinatal', { id: DOCTOR_ID })
      }
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Week: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Du 2 mars au 8 mars 2026' })).toBeVisible()
    await expect(await canvas.findByRole('button', { name: /Urgent.*Amina Diallo/ })).toBeVisible()
  },
}

export const OpenAppointment: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Renouvellement.*Amina Diallo/ }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog')
    // Once the dialog has finished opening.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuler le rendez-vous' })).toBeVisible(),
    )
  },
}

export const Month: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { path: '/app/agenda?view=month&date=2026-03-04' },
}

export const Day: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { path: '/app/agenda?view=day&date=2026-03-03' },
}

export const PatientWeek: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { patient: true },
}

export const EmptyWeek: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucun évènement ce jour/cette semaine'),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { path: '/app/agenda?view=day&date=2026-03-02' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: 'Semaine' })).toBeInTheDocument()
    await expect(canvas.queryByRole('radio', { name: 'Mois' })).toBeNull()
  },
}
