import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { AgendaLegend, AgendaView, type AgendaEvent } from './AgendaView'

const PARIS = 'Europe/Paris'
/** A day of the week of 23 November 2026 at `hh:mm` in Paris (UTC+1). */
const at = (day: number, hh: number, mm = 0) => Date.UTC(2026, 10, day, hh - 1, mm)

const week: AgendaEvent[] = [
  {
    id: '1',
    start: at(23, 8, 30),
    end: at(23, 9),
    title: 'Consultation',
    detail: 'Camille Lefèvre',
    category: 'consultation',
  },
  {
    id: '2',
    start: at(23, 10),
    end: at(23, 10, 45),
    title: "Renouvellement d'ordonnance",
    detail: 'Hélène Martin',
    category: 'renewal',
  },
  {
    id: '3',
    start: at(24, 9),
    end: at(24, 9, 30),
    title: 'Urgent',
    detail: 'Amina Diallo',
    category: 'urgent',
  },
  {
    id: '4',
    start: at(24, 9, 15),
    end: at(24, 10),
    title: 'Routine checkup',
    detail: 'Marc Dupont',
    category: 'routine',
  },
  {
    id: '5',
    start: at(26, 14),
    end: at(26, 14, 15),
    title: 'Consultation',
    detail: 'Julie Bernard',
    category: 'consultation',
    status: 'Annulé',
  },
  {
    id: '6',
    start: at(27, 11),
    end: at(27, 12),
    title: 'Consultation',
    detail: 'Lucas Petit',
    category: 'consultation',
    status: 'Terminé',
  },
]

const meta = {
  title: 'Components/AgendaView',
  component: AgendaView,
  args: {
    view: 'week',
    date: '2026-11-26',
    today: '2026-11-26',
    timeZone: PARIS,
    events: week,
    label: 'Agenda',
    emptyMessage: 'Aucun évènement ce jour/cette semaine',
    onEventPress: fn(),
    onDayPress: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Vues jour, semaine et mois de l'agenda, dans le fuseau de l'agenda : lignes d'heure, deux créneaux par heure, ouverture à 08:00. Chaque rendez-vous est un bouton nommé par son horaire, son titre, la personne et son statut. **RGAA** : 3.1 (la couleur double le texte), 7.1, 12.8.",
      },
    },
  },
} satisfies Meta<typeof AgendaView>
export default meta
type Story = StoryObj<typeof meta>

export const Week: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', { name: /^09:00\s*–\s*09:30\s*,\s*Urgent\s*,\s*Amina Diallo$/ }),
    )
    await expect(args.onEventPress).toHaveBeenCalledWith('3')
  },
}
export const Day: Story = { args: { view: 'day', date: '2026-11-24' } }
export const Month: Story = {
  args: { view: 'month' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Voir le mardi 24 novembre 2026' }))
    await expect(args.onDayPress).toHaveBeenCalledWith('2026-11-24')
  },
}
export const Empty: Story = {
  args: { date: '2026-12-08', today: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Aucun évènement ce jour/cette semaine',
    )
  },
}
export const Abidjan: Story = {
  name: 'Abidjan (UTC, no daylight saving)',
  args: { view: 'day', date: '2026-11-23', timeZone: 'Africa/Abidjan' },
}

export const Legend: StoryObj<typeof AgendaLegend> = {
  render: () => (
    <AgendaLegend
      items={[
        { category: 'consultation', label: 'Consultation' },
        { category: 'urgent', label: 'Urgent' },
        { category: 'routine', label: 'Routine checkup' },
        { category: 'renewal', label: "Renouvellement d'ordonnance" },
      ]}
    />
  ),
}
