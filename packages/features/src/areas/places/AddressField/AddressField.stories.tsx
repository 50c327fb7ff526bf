import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { onboardingHandlers } from '@relais/api-client/msw'
import { StoryShell } from '../../../core/testing/StoryShell.tsx'
import { AddressField, type Address, type AddressFieldProps } from './AddressField.tsx'

function Controlled(props: Omit<AddressFieldProps, 'value' | 'onChange' | 'onBlur'> & { value?: Address }) {
  const [value, setValue] = useState(props.value)
  return <AddressField {...props} value={value} onChange={setValue} onBlur={() => {}} />
}

const meta = {
  title: 'Screens/places/AddressField',
  component: Controlled,
  decorators: [
    (Story, { parameters }) => (
      <StoryShell path="/address" application={parameters.application}>
        <Story />
      </StoryShell>
    ),
  ],
  parameters: {
    msw: { handlers: [onboardingHandlers.places, onboardingHandlers.placeDetails] },
    docs: {
      description: {
        component:
          "An address from the places directory (France, and Côte d'Ivoire in home care, where the country is chosen first), used by the /new-user wizard and the settings: suggestions 300 ms after the last keystroke from 2 characters, the chosen address repeated under the field ('Adresse retenue : …'). Keyboard: type, Down arrow to the suggestions, Enter to choose.",
      },
    },
  },
  args: { label: 'Adresse', isRequired: true },
} satisfies Meta<typeof Controlled>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Chosen: Story = {
  args: { value: { text: '12 rue de la Roquette, 75011 Paris, France' } },
}

export const Invalid: Story = {
  args: { errorMessage: 'Ce champ est obligatoire' },
}

export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('combobox', { name: 'Adresse' }), 'Rivoli')
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('option', { name: '1 Rue de Rivoli, 75001 Paris' }))
    await expect(await canvas.findByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
  },
}

/** Home care reaches Côte d'Ivoire: the country first, then the places of that country. */
export const HomeCareInCoteDIvoire: Story = {
  parameters: { application: 'mobility' },
  globals: { brand: 'mobility' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByText("Côte d'Ivoire"))
    await userEvent.type(canvas.getByRole('combobox', { name: 'Adresse' }), 'Cocody')
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('option', { name: 'Cocody, Abidjan' }, { timeout: 5000 }))
    await expect(await canvas.findByText('Adresse retenue : Cocody, Abidjan')).toBeVisible()
  },
}
