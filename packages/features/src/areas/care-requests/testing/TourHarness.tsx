// The nurse's 'Tournée de consultations' in stories and component tests: his account signed in (a
// mobility nurse of Côte d'Ivoire), his vault or none, the API answered in-process by msw handlers, the
// page alone.
import type { RequestHandler } from 'msw'
import type { VaultPort } from '@relais/vault'
import { ServiceRequestTourPage } from '../tour/ServiceRequestTourPage.tsx'
import { MobilityHarness } from './MobilityHarness.tsx'
import { tourNurse } from './tour-world.ts'

interface TourHarnessProps {
  handlers: RequestHandler[]
  /** His unlocked vault; null as in an impersonated session. */
  vault: VaultPort | null
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts). */
  withUiProvider?: boolean
}

export function TourHarness({ handlers, vault, withUiProvider = false }: TourHarnessProps) {
  return (
    <MobilityHarness
      handlers={handlers}
      user={tourNurse}
      country="CI"
      vault={vault}
      withUiProvider={withUiProvider}
    >
      <ServiceRequestTourPage />
    </MobilityHarness>
  )
}
