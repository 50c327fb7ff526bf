// A mobility patient's home visit in stories and component tests: her account signed in (Awa Koné, of
// Abidjan), her vault or none, the API answered in-process by msw handlers, the section alone.
import type { ReactNode } from 'react'
import type { RequestHandler } from 'msw'
import { accountUser, HOME_VISIT_PATIENT } from '@relais/api-client/msw'
import type { VaultPort } from '@relais/vault'
import type { memoryRealtime } from '../../messaging/index.ts'
import type { Address } from '../../places/index.ts'
import { HomeVisit } from '../home-visit/HomeVisitSection.tsx'
import { MobilityHarness } from './MobilityHarness.tsx'

const HOME_VISIT_ADDRESS: Address = {
  text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
  streetName: 'boulevard Latrille',
  district: 'Cocody',
  city: 'Abidjan',
  country: 'CI',
  coordinates: { latitude: 5.3599, longitude: -3.9869 },
}

export const homeVisitPatient = accountUser('patient', 'mobility', {
  id: HOME_VISIT_PATIENT.id,
})

export function HomeVisitHarness({
  handlers,
  vault,
  address = HOME_VISIT_ADDRESS,
  realtime,
  children,
}: {
  handlers: RequestHandler[]
  vault: VaultPort | null
  address?: Address
  /** The socket, played in memory: a test publishes the API's notices on it. */
  realtime: ReturnType<typeof memoryRealtime>
  /** Shown instead of the dashboard's section (another screen of hers). */
  children?: ReactNode
}) {
  return (
    <MobilityHarness
      handlers={handlers}
      user={homeVisitPatient}
      country="CI"
      vault={vault}
      realtime={realtime}
    >
      <h1>Visite à domicile</h1>
      {children ?? <HomeVisit address={address} />}
    </MobilityHarness>
  )
}
