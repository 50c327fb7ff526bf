// The consultation report as its doctor reviews it once the call is over: the report of a consultation
// with its readings and notes, ready to be validated; the same when the patient has not shared her file
// with him ('Valider' then says so and sends nothing); a consultation already over; and the page as
// anyone else finds it. (The report sent, and what it holds, are the component tests' and the domain's
// to show.)
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { accountUser } from '@relais/api-client/msw'
import { encodeBiochemistry, encodeUrineAnalysis, encodeVitalSign } from '@relais/domain'
import { reportWorld, type ReportWorld } from '../testing/report-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { ASSISTANT } from '../testing/teleconsultation-world.ts'
import { ReportReviewPage } from './ReportReviewPage.tsx'

interface Args {
  status: 'BOOKED' | 'CANCELLED'
  sharedWithDoctor: boolean
  as: 'doctor' | 'nurse'
}

/** The frame shows Chromium's own PDF viewer, which draws differently from one build to the next. */
const PDF_FRAME = { skip: true, reason: "the report is shown by Chromium's PDF viewer, not ours" }

const meta = {
  title: 'Screens/teleconsultation/ReportReviewPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Le rapport de consultation (/app/appointment/report/{id}), que le médecin du rendez-vous relit et valide après l'appel : l'aperçu du PDF A4, dessiné dans le navigateur à partir des relevés et de ses notes déchiffrés avec ses clés (constantes, analyse d'urine, biochimie, « Histoire de la maladie », « Examen clinique », « Conclusion », et en pied de page le consentement du patient, l'IDE qui a assisté la téléconsultation et « Page X sur Y »). « Valider » chiffre le rapport pour le dossier médical du patient, l'ajoute à ses documents, termine la consultation et mène au dossier du patient ; un refus est dit et le rapport reste, prêt à être renvoyé. « Retour » ramène à la consultation. Quiconque d'autre trouve « Page non trouvée ». **Clavier** : Tab atteint « Retour », « Valider », puis l'aperçu (flèches pour le faire défiler). **RGAA** : 2.1 et 2.2 (titre du cadre), 7.1, 7.5 (« Envoi du rapport… » annoncé, role=\"status\"), 9.1 (titres).",
      },
    },
  },
  globals: { brand: 'mobility', viewport: { value: 'desktop' } },
  args: { status: 'BOOKED', sharedWithDoctor: true, as: 'doctor' },
  loaders: [
    async ({ args }) => {
      const { status, sharedWithDoctor } = args as Args
      const world = await reportWorld({ start: '2030-03-12T09:00:00Z', status, sharedWithDoctor })
      await world.recordedByNurse(encodeVitalSign('HEART_BEAT', [72]), '2030-03-12T09:04:00Z')
      await world.recordedByNurse(encodeVitalSign('BLOOD_PRESSURE', [128, 82]), '2030-03-12T09:05:00Z')
      await world.recordedByNurse(encodeVitalSign('TEMPERATURE', [37.4]), '2030-03-12T09:06:00Z')
      await world.recordedByNurse(
        encodeUrineAnalysis({ glucose: 'Traces', PH: '6.5', specificGravity: '1.015' }),
        '2030-03-12T09:10:00Z',
      )
      await world.recordedByNurse(
        encodeBiochemistry('triple_kidney', { CREA: 82, UREA: 5.4, UA: 310 }),
        '2030-03-12T09:14:00Z',
      )
      if (sharedWithDoctor) {
        await world.recordedByDoctor(
          {
            type: 'conclusion',
            code: 'conclusion',
            valueString:
              '<p>Angine <strong>virale</strong> probable.</p><ul><li><p>Repos</p></li><li><p>Paracétamol si fièvre</p></li></ul>',
          },
          '2030-03-12T09:20:00Z',
        )
      }
      return { world }
    },
  ],
  render: (args, { loaded }) => {
    const { world } = loaded as { world: ReportWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        realtime={world.live.realtime}
        user={args.as === 'nurse' ? accountUser('assistant', 'mobility', { id: ASSISTANT.id }) : undefined}
        vault={args.as === 'nurse' ? world.nurse : world.doctor}
        path={`/app/join-appointment/${world.appointment.id}`}
        screen={<ReportReviewPage />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** The report of a consultation with its readings and the doctor's conclusion, ready to be validated. */
export const ReadyToValidate: Story = {
  parameters: { visual: PDF_FRAME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTitle('Aperçu du rapport', {}, { timeout: 10_000 })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Rapport de consultation', level: 1 })).toBeVisible()
    await expect(canvas.getByText('Consultation du 12/03/2030', { exact: false })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Valider' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Retour' })).toBeEnabled()
  },
}

/** The patient has not shared her file with the doctor: her readings do not open, nor is anything sent. */
export const NotShared: Story = {
  args: { sharedWithDoctor: false },
  parameters: { visual: PDF_FRAME },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTitle('Aperçu du rapport', {}, { timeout: 10_000 })).toBeVisible()
    await expect(
      canvas.getByText("5 observations illisibles n'apparaissent pas dans le rapport."),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Valider' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le dossier du patient ne vous est pas partagé : le rapport ne peut pas être chiffré.',
    )
  },
}

/** A consultation already over or cancelled: its report can no longer be validated. */
export const Closed: Story = {
  args: { status: 'CANCELLED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('Cette consultation est terminée ou annulée', { exact: false }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Valider' })).toBeNull()
  },
}

/** The nurse of the appointment, as anyone but its doctor, finds no page here. */
export const NotTheDoctor: Story = {
  args: { as: 'nurse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
  },
}
