// The teleconsultation's screens in stories and component tests: app configuration (mobility), the
// signed-in account (the demo doctor by default), the unlocked vault given (none by default), the API
// answered in-process by the handlers given, the camera and microphone given instead of the browser's,
// and a memory router starting at the waiting page, with the consultation's address it leads to (the
// room itself when a socket is given). Shows the screen given instead of the waiting page when told (the
// device test on its own).
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useParams } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import { UiProvider } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { ChatRealtimeContext, type memoryRealtime } from '../../messaging/index.ts'
import { JoinAppointmentPage } from '../JoinAppointmentPage.tsx'
import { AppointmentRoomPage } from '../room/AppointmentRoomPage.tsx'
import {
  DeviceAccessContext,
  useDeviceAccess,
  type AudioLevelSource,
  type MediaDevicesPort,
} from '../media-devices.ts'
import { HealthDevicesContext, type HealthDevicesPort } from '../readings/health-devices.ts'
import { DOCTOR } from './teleconsultation-world.ts'

export interface TeleconsultationHarnessProps {
  handlers?: RequestHandler[]
  /** '/app/join-appointment/{id}'. */
  path?: string
  user?: User
  /** The signed-in user's unlocked vault: what opens an appointment's description. */
  vault?: VaultPort | null
  /** The camera and microphone; the browser's when left out. */
  mediaDevices?: MediaDevicesPort
  /** The microphone's meter; the product's (Web Audio) when left out. */
  audioLevels?: AudioLevelSource
  /** The countdown's clock; the wall clock when left out. */
  now?: () => Date
  /** Shown at the waiting page's address instead of the page. */
  screen?: ReactNode
  /** Exposes the router, e.g. for a test to read the address. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts, fr-FR). */
  withUiProvider?: boolean
  /**
   * The room's socket: given, the consultation's address shows the room itself (with the patient's
   * record it leaves for) instead of a stand-in.
   */
  realtime?: ReturnType<typeof memoryRealtime>['realtime']
  /** The billing portal /config.js names; none when left out. */
  billingPortalUrl?: string
  /** The Bluetooth health devices the readings form may read; none when left out. */
  healthDevices?: HealthDevicesPort
}

/** A browser without Web Bluetooth: the screens are the same whichever browser runs the tests. */
const NO_HEALTH_DEVICES: HealthDevicesPort = {
  available: false,
  connect: () => Promise.reject(new DOMException('No Web Bluetooth here', 'NotSupportedError')),
}

/** Where leaving the consultation leads: the patient's record, built apart. */
function PatientRecordDestination() {
  const { patientId } = useParams()
  return <p>Dossier {patientId}</p>
}

/** Where 'Rejoindre la consultation' leads when the room is not under test. */
function ConsultationDestination() {
  const { appointmentId } = useParams()
  return <p>Consultation {appointmentId}</p>
}

export function TeleconsultationHarness({
  handlers = [],
  path = '/app/join-appointment/00000000-0000-4000-8000-000000000000',
  user = accountUser('doctor', 'mobility', { id: DOCTOR.id }),
  vault = null,
  mediaDevices,
  audioLevels,
  now,
  screen,
  onRouter,
  withUiProvider = false,
  realtime,
  billingPortalUrl,
  healthDevices = NO_HEALTH_DEVICES,
}: TeleconsultationHarnessProps) {
  const browser = useDeviceAccess()
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: user.application,
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const page = (element: ReactNode) => <main aria-label="Page">{element}</main>
    const router = createMemoryRouter(
      [
        {
          path: '/app/join-appointment/:appointmentId',
          element: page(screen ?? <JoinAppointmentPage now={now} />),
        },
        {
          path: '/app/appointment/:appointmentId',
          element: page(realtime ? <AppointmentRoomPage /> : <ConsultationDestination />),
        },
        { path: '/app/patients/:patientId', element: page(<PatientRecordDestination />) },
        { path: '/app/agenda', element: page(<p>Agenda</p>) },
      ],
      { initialEntries: [path] },
    )
    onRouter?.(router)
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application: user.application, isAdmin: false, country: 'FR' },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    const devices = {
      mediaDevices: mediaDevices ?? browser.mediaDevices,
      audioLevels: audioLevels ?? browser.audioLevels,
    }
    return { queryClient, client, router, signedIn, devices }
  })
  const navigate = (to: string) => void setup.router.navigate(to)
  const app = (
    <AppConfigProvider config={{ ...storyConfig(user.application, 'LOCAL'), billingPortalUrl }}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              <DeviceAccessContext.Provider value={setup.devices}>
                <HealthDevicesContext.Provider value={healthDevices}>
                  {realtime ? (
                    <ChatRealtimeContext.Provider value={realtime}>
                      <RouterProvider router={setup.router} />
                    </ChatRealtimeContext.Provider>
                  ) : (
                    <RouterProvider router={setup.router} />
                  )}
                </HealthDevicesContext.Provider>
              </DeviceAccessContext.Provider>
            </VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
  return withUiProvider ? (
    <UiProvider navigate={navigate}>{app}</UiProvider>
  ) : (
    <AriaRouterProvider navigate={navigate}>{app}</AriaRouterProvider>
  )
}
