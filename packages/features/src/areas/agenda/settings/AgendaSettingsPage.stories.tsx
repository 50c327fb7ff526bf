import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http, scheduleSample, schedulesStore } from '@relais/api-client/msw'
import { AgendaSettingsHarness, PRACTITIONER_ID } from './testing/AgendaSettingsHarness.tsx'

const week = (day: number, start: string, end: string, nextDay = false) => ({
  id: crypto.randomUUID(),
  start: `2018-01-0${day}T${start}:00`,
  end: `2018-01-0${day + (nextDay ? 1 : 0)}T${end}:00`,
})

/** A doctor's usual week, and exceptions far enough ahead to stay to come (and the screenshots stable). */
const schedule = () =>
  scheduleSample(PRACTITIONER_ID, {
    slots: [
      ...[1, 2, 3, 4, 5].map((day) => week(day, '08:30', '12:30')),
      week(1, '14:00', '18:30'),
      week(2, '14:00', '18:30'),
      week(4, '14:00', '18:30'),
      week(5, '22:00', '02:00', true),
      week(6, '09:00', '12:00'),
    ],
    exceptions: [
      {
        id: crypto.randomUUID(),
        start: '2031-03-15T08:00:00.000Z',
        end: '2031-03-15T11:00:00.000Z',
        status: 'FREE',
      },
      {
        id: crypto.randomUUID(),
        start: '2031-03-20T13:00:00.000Z',
        end: '2031-03-20T15:30:00.000Z',
        status: 'BUSY',
      },
      {
        id: crypto.randomUUID(),
        start: '2031-04-13T22:00:00.000Z',
        end: '2031-04-18T22:00:00.000Z',
        status: 'BUSY',
      },
    ],
  })

interface Args {
  world: 'loaded' | 'empty' | 'forbidden' | 'refusing'
}

const handlersOf = (world: Args['world']) => {
  if (world === 'empty') return schedulesStore([scheduleSample(PRACTITIONER_ID)]).handlers
  if (world === 'forbidden') return schedulesStore([], { forbidden: [PRACTITIONER_ID] }).handlers
  const store = schedulesStore([schedule()])
  if (world === 'loaded') return store.handlers
  const refusal = http.put('/practitioner/{practitionerId}/schedule/recurring-slots', ({ response }) =>
    response(400).json({
      statusCode: 400,
      error: 'Bad Request',
      message: 'La requête contient des champs invalides',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'body.slots.0.end', message: "L'heure de fin est requise" }],
    }),
  )
  return [refusal, ...store.handlers]
}

const meta = {
  title: 'Screens/agenda/AgendaSettingsPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app/agenda/settings : les créneaux récurrents de la semaine (du lundi au dimanche, ceux d'un même jour qui se chevauchent ou se touchent réunis, une fin plus tôt que le début finissant le lendemain) et les indisponibilités et disponibilités exceptionnelles à venir (une nouvelle réunie à celles de son type qu'elle touche, découpant ou raccourcissant celles de l'autre type), dans le fuseau horaire de l'agenda. Rien n'est envoyé avant « Enregistrer » ; d'ici là « Retour » devient « Annuler », qui abandonne les modifications après confirmation. Un refus de l'API s'affiche au-dessus des sections sans rien perdre. **Clavier** : Tab parcourt Retour/Annuler, Enregistrer, puis pour chaque jour Modifier, Supprimer et Ajouter ; Entrée ouvre la fenêtre d'ajout, dont le focus part de l'heure de début (chiffres au clavier, flèches haut/bas pour changer un segment) ; Échap ne ferme pas une fenêtre de saisie, Annuler le fait et rend le focus au bouton qui l'a ouverte. **RGAA** : 7.1 (composants accessibles), 9.1 (titres par section et par jour), 11.1 et 11.10 (champs étiquetés, format et erreurs liés au champ), 12.8 (ordre de tabulation), 3.1 (le type d'exception est écrit, la couleur ne fait que le doubler).",
      },
    },
  },
  args: { world: 'loaded' },
  render: ({ world }) => <AgendaSettingsHarness handlers={handlersOf(world)} />,
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('22:00 – 02:00 (lendemain)')).toBeVisible()
    await expect(canvas.getByText('Fuseau horaire : Europe/Paris')).toBeVisible()
    await expect(canvas.getByText('Du 14/04/2031 au 18/04/2031, journées entières')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('22:00 – 02:00 (lendemain)')).toBeVisible()
  },
}

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { world: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Aucune indisponibilité ni disponibilité exceptionnelle à venir.',
      ),
    ).toBeVisible()
  },
}

export const Forbidden: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { world: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Vous n'avez pas les droits nécessaires"),
    ).toBeVisible()
  },
}

export const AddingASlot: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajouter un créneau le mercredi' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ajouter un créneau',
    })
    // Once the dialog has finished opening.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeVisible())
  },
}

export const AddingAnException: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Ajouter une indisponibilité ou une disponibilité' }),
    )
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Ajouter une indisponibilité ou une disponibilité',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }))
    await waitFor(() => expect(within(dialog).getByText('La date de début est requise')).toBeVisible())
  },
}

export const UnsavedChanges: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Supprimer le créneau du samedi 09:00 – 12:00' }),
    )
    await expect(await canvas.findByRole('button', { name: 'Annuler' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeEnabled()
  },
}

export const SaveRefused: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { world: 'refusing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Supprimer le créneau du samedi 09:00 – 12:00' }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }))
    await expect(await canvas.findByText("L'enregistrement n'a pas abouti")).toBeVisible()
    await expect(canvas.getByText("Lundi 08:30 – 12:30 : L'heure de fin est requise")).toBeVisible()
  },
}
