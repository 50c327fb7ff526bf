import type { Meta, StoryObj } from '@storybook/react-vite'
import { Skeleton } from './Skeleton'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: {
    docs: {
      description: {
        component:
          'Forme de chargement, masquée aux technologies d’assistance ; annoncer le chargement ailleurs (LoadingScreen, Spinner). **RGAA** : 13.8 (animation atténuée si réduite).',
      },
    },
  },
} satisfies Meta<typeof Skeleton>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', width: 320 }}>
      <Skeleton shape="circle" width={40} />
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Skeleton width="60%" />
        <Skeleton />
      </div>
    </div>
  ),
}
