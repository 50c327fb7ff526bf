import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountUser, messagingHandlers, messagingStore } from '@relais/api-client/msw'
import { AppointmentFormDialog } from './AppointmentFormDialog.tsx'
import {
  appointmentWorld,
  bookedWithDescription,
  DOCTOR,
  localTime,
  MIDWIFE,
  MIDWIFE_ID,
  OTHER_DOCTOR,
  type AppointmentWorld,
} from './testing/appointment-world.ts'
import { AgendaHarness, DOCTOR_ID } from './testing/AgendaHarness.tsx'
import type { Appointment } from './appointment-events.ts'

/** Days to come (so that they stay bookable), fixed so that the screenshots do not change daily. */
const DAY = '2030-03-04'
const NEXT_DAY = '2030-03-05'
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone

interface Args {
  user: 'doctor' | 'midwife'
  /** A change of a booked appointment instead of a new one. */
  edit?: boolean
  /** No free slot on the day. */
  full?: boolean
}

interface Loaded {
  world: AppointmentWorld
  appointment: Appointment | null
}

const meta = {
  title: 'Screens/agenda/AppointmentFormDialog',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "« Nouvelle consultation » (bouton de l'agenda) et « Modifier une consultation » (bouton « Modifier » d'un rendez-vous à venir) : la date (aujourd'hui au plus tôt, « Cette date est déjà passée » sinon), le patient (parmi les siens, figé en modification), pour une sage-femme ou un assistant « La consultation nécessite un médecin » (cochée par défaut) et le médecin (cherché parmi ses contacts dès 2 lettres, figé en modification), le type de consultation, la durée (15, 30, 45 ou 60 minutes), le créneau — les créneaux libres du jour pour tous les professionnels du rendez-vous, par heure, à l'heure du navigateur, dans une liste de 200 px qui défile, recherchés à nouveau quand la date, la durée, le patient ou le médecin changent (« Aucun créneaux disponible pour cette date » s'il n'y en a pas ; en modification, le créneau du rendez-vous reste proposé tant que sa date et sa durée ne changent pas) — et la description, chiffrée dans le navigateur pour le dossier médical du patient (si le patient n'a pas partagé son dossier, le champ le dit et la consultation est enregistrée sans elle). Un refus de l'API s'affiche au champ qu'il nomme ou au-dessus du formulaire, sans rien perdre de ce qui a été saisi. **Clavier** : Tab parcourt les champs ; la date se tape jour, mois, année ; le patient et le médecin se tapent puis Flèche bas et Entrée choisissent ; Tab entre dans la liste des créneaux, les flèches passent d'un créneau à l'autre et le choisissent ; Entrée sur « Enregistrer » enregistre, Échap ferme. **RGAA** : 7.1 (composants accessibles), 7.5 (erreurs annoncées), 11.1, 11.2 et 11.10 (champs étiquetés, obligatoires indiqués, aides et erreurs liées au champ), 11.5 (créneaux groupés).",
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  args: { user: 'doctor' },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const { user, edit, full } = args as Args
      const world = await appointmentWorld(user === 'midwife' ? MIDWIFE_ID : DOCTOR_ID)
      const day = edit ? NEXT_DAY : DAY
      world.store.slots[day] = full
        ? []
        : ['08:45', '09:00', '09:15', '09:30', '10:00', '10:30', '11:00', '14:00', '14:15', '16:30'].map(
            (time) => localTime(day, time),
          )
      const appointment = edit
        ? await bookedWithDescription(world, {
            start: localTime(NEXT_DAY, '10:00'),
            minutes: 30,
            practitioners: [DOCTOR, MIDWIFE],
            serviceCategory: 'MaternalPerinatalCare',
            description: 'Monitoring du rythme cardiaque fœtal, 34 SA',
          })
        : null
      if (appointment) world.store.appointments.push(appointment)
      return { world, appointment }
    },
  ],
  render: ({ user }, { loaded }) => {
    const { world, appointment } = loaded as Loaded
    const account =
      user === 'midwife'
        ? accountUser('midwife', 'perinatal', { id: MIDWIFE_ID })
        : accountUser('doctor', 'perinatal', { id: DOCTOR_ID })
    const contacts = messagingHandlers(
      messagingStore(
        { id: account.id, userType: account.userType, name: account.profile.name.text, activated: true },
        {
          contacts: [
            { id: OTHER_DOCTOR.id, userType: 'doctor', name: OTHER_DOCTOR.name.text, activated: true },
          ],
        },
      ),
    )
    return (
      <AgendaHarness
        handlers={[...world.store.handlers, ...contacts]}
        user={account}
        vault={world.vault}
        screen={
          <AppointmentFormDialog
            isOpen
            onOpenChange={() => {}}
            appointment={appointment}
            timeZone={ZONE}
            initialDate={DAY}
          />
        }
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

async function choosePatient(canvasElement: HTMLElement, text: string) {
  const dialog = await body(canvasElement).findByRole('dialog')
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Patient' }), text)
  await userEvent.click(await body(canvasElement).findByRole('option', { name: /Camille Lefèvre/ }))
  return dialog
}

/** As it opens: the slots wait for the patient. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Nouvelle consultation' })
    const hint = await within(dialog).findByText('Choisissez le patient pour voir les créneaux disponibles.')
    // The dialog fades in: its text is visible once the fade is over.
    await waitFor(() => expect(hint).toBeVisible())
  },
}

/** The patient chosen: the day's free slots, by hour. */
export const NewWithSlots: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await choosePatient(canvasElement, 'Cam')
    await expect(await within(dialog).findByRole('radio', { name: '09:15' })).toBeInTheDocument()
  },
}

/** A day without a free slot. */
export const NoSlot: Story = {
  args: { full: true },
  play: async ({ canvasElement }) => {
    const dialog = await choosePatient(canvasElement, 'Cam')
    const none = await within(dialog).findByText('Aucun créneaux disponible pour cette date')
    await waitFor(() => expect(none).toBeVisible())
  },
}

/** A midwife: the consultation needs a doctor by default, whom she picks among her contacts. */
export const NewForMidwife: Story = {
  args: { user: 'midwife' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Nouvelle consultation' })
    await expect(
      within(dialog).getByRole('checkbox', { name: 'La consultation nécessite un médecin' }),
    ).toBeChecked()
    await expect(within(dialog).getByRole('combobox', { name: 'Médecin' })).toBeEnabled()
  },
}

/** A booked appointment changed: patient and doctor fixed, its slot and decrypted description filled in. */
export const Edit: Story = {
  args: { user: 'midwife', edit: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Modifier une consultation' })
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '10:00' })).toBeChecked())
    await expect(within(dialog).getByRole('combobox', { name: 'Patient' })).toBeDisabled()
    await expect(within(dialog).getByRole('combobox', { name: 'Médecin' })).toBeDisabled()
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Monitoring du rythme cardiaque fœtal, 34 SA',
    )
  },
}
