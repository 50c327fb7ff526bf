import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { NearbySlotsStore } from '@relais/api-client/msw'
import { localTime } from '../testing/appointment-world.ts'
import { AgendaHarness } from '../testing/AgendaHarness.tsx'
import { BookVisitDialog } from './BookVisitDialog.tsx'
import { AWA, bookingStore, DOCTOR_YAO, FATOU, mobilityPatient } from './testing/booking-world.ts'

/** A day to come (so that it stays bookable), fixed so that the screenshots do not change daily. */
const DAY = '2030-03-04'

interface Args {
  /** No professional free on the day. */
  full?: boolean
  /** Her address was typed by hand: it has no coordinates. */
  unlocated?: boolean
}

const meta = {
  title: 'Screens/agenda/BookVisitDialog',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "« Prendre rendez-vous » d'une patiente en mobilité : une visite à domicile d'un infirmier (par défaut) ou d'un médecin exerçant à moins de 50 km de son adresse. Elle choisit le type de consultation, la date (aujourd'hui au plus tôt, « Cette date est déjà passée » sinon), la durée (15, 30, 45 ou 60 minutes), puis l'heure parmi les créneaux libres du jour, par heure, à l'heure du navigateur, dans une liste de 200 px qui défile (« Aucun professionnel disponible pour cette plage horaire » s'il n'y en a pas). Le créneau choisi montre les professionnels libres, du plus proche au plus éloigné, avec leur distance : seul, il est choisi d'office ; à plusieurs, elle en choisit un (« Choisissez un professionnel »). « Confirmer » reste inactif tant que le créneau et le professionnel ne sont pas choisis. Un refus de l'API s'affiche au champ qu'il nomme ou au-dessus du formulaire, sans rien perdre des choix faits ; un créneau pris entre-temps fait rechercher à nouveau qui est encore libre. Sans coordonnées pour son adresse, rien n'est recherché : le dialogue dit où la compléter. **Clavier** : Tab parcourt les champs ; les flèches changent de type de professionnel ; la date se tape jour, mois, année ; Tab entre dans la liste des heures, les flèches passent d'un créneau à l'autre et le choisissent, de même pour les professionnels ; Entrée sur « Confirmer » réserve, Échap ferme. **RGAA** : 7.1 (composants accessibles), 7.5 (erreurs et absence de créneau annoncées), 11.1, 11.2 et 11.10 (champs étiquetés, obligatoires indiqués, aides et erreurs liées au champ), 11.5 (créneaux groupés), 13.9 (lisible à 375 px).",
      },
    },
  },
  globals: { brand: 'mobility', viewport: { value: 'desktop' } },
  args: {},
  loaders: [
    ({ args }): { store: NearbySlotsStore } => {
      const store = bookingStore()
      store.slots[DAY] = (args as Args).full
        ? []
        : [
            { start: localTime(DAY, '08:30'), practitioners: [AWA] },
            { start: localTime(DAY, '08:45'), practitioners: [AWA, FATOU] },
            { start: localTime(DAY, '09:00'), practitioners: [FATOU] },
            { start: localTime(DAY, '09:30'), practitioners: [AWA, FATOU] },
            { start: localTime(DAY, '10:15'), practitioners: [AWA] },
            { start: localTime(DAY, '11:00'), practitioners: [FATOU, DOCTOR_YAO] },
            { start: localTime(DAY, '14:00'), practitioners: [AWA, FATOU] },
            { start: localTime(DAY, '14:15'), practitioners: [FATOU] },
            { start: localTime(DAY, '16:30'), practitioners: [AWA] },
          ]
      return { store }
    },
  ],
  render: ({ unlocated }, { loaded }) => {
    const { store } = loaded as { store: NearbySlotsStore }
    return (
      <AgendaHarness
        handlers={store.handlers}
        user={mobilityPatient({ located: !unlocated })}
        screen={<BookVisitDialog isOpen onOpenChange={() => {}} />}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

/** The fixed day typed into the date field: it opens on today. */
async function onDay(canvasElement: HTMLElement) {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Prendre rendez-vous' })
  await userEvent.click(within(dialog).getByRole('spinbutton', { name: /jour/i }))
  const [year, month, day] = DAY.split('-')
  await userEvent.keyboard(`${day}${month}${year}`)
  return dialog
}

/** The day's free slots of the nurses around her, by hour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await onDay(canvasElement)
    await expect(await within(dialog).findByRole('radio', { name: '08:45' })).toBeInTheDocument()
    await expect(within(dialog).getByRole('button', { name: 'Confirmer' })).toBeDisabled()
  },
}

/** A slot two nurses are free for, on a phone: she chooses one of them. */
export const SeveralProfessionals: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const dialog = await onDay(canvasElement)
    await userEvent.click(await within(dialog).findByText('08:45'))
    await expect(await within(dialog).findByRole('radio', { name: 'Awa Koné — 3,2 km' })).not.toBeChecked()
    await expect(within(dialog).getByRole('radio', { name: 'Fatou Diabaté — 5,75 km' })).not.toBeChecked()
  },
}

/** Nobody free around her that day. */
export const NoSlot: Story = {
  args: { full: true },
  play: async ({ canvasElement }) => {
    const dialog = await onDay(canvasElement)
    await expect(
      await within(dialog).findByText('Aucun professionnel disponible pour cette plage horaire'),
    ).toBeVisible()
  },
}

/** Her address has no coordinates: nothing is searched, and the dialog says where to complete it. */
export const NoAddress: Story = {
  args: { unlocated: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Prendre rendez-vous' })
    // Once the dialog has faded in.
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Compléter mon adresse' })).toBeVisible(),
    )
  },
}
