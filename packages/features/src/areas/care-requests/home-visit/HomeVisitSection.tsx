// A mobility patient's home visit on her dashboard: 'Demander une visite à domicile' while none is open,
// else where it stands — waiting for a nurse, assigned, the nurse on the way, at the door, over — read
// again as soon as a notice about it arrives on the socket (assigned, on the way, arrived), and every
// 5 seconds should the socket be cut. Once a nurse is assigned her browser shares the request's encryption session
// with the nurse, who can then read why she asked.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import {
  activeServiceRequest,
  estimateTravel,
  formatDate,
  formatTravel,
  formatTime,
  HOME_VISIT_LABELS,
  PATIENT_TRACKING_STEPS,
  SERVICE_REQUEST_POLL_MS,
  trackingStep,
  type Coordinates,
} from '@relais/domain'
import { Alert, Button, Skeleton } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { MapView } from '@relais/ui/MapView'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useVaultPorts } from '../../../core/vault/use-vault-ports.ts'
import { useChatRealtime } from '../../messaging/index.ts'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { Address } from '../../places/index.ts'
import { useBrowserTimeZone } from '../dispatch-centre/board-text.ts'
import { HomeVisitDialog } from './HomeVisitDialog.tsx'
import { shareWithPerformer } from './request-home-visit.ts'
import * as styles from './home-visit.css.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

const OWN_REQUESTS = { queryKey: ['get', '/service-requests/self-requested'] }
const LAST_STEP = PATIENT_TRACKING_STEPS.length - 1

function useOwnServiceRequests() {
  const { $api } = useApi()
  return $api.useQuery(
    'get',
    '/service-requests/self-requested',
    {},
    { refetchInterval: SERVICE_REQUEST_POLL_MS, refetchIntervalInBackground: false },
  )
}

export function HomeVisit({ address }: { address: Address | undefined }) {
  const own = useOwnServiceRequests()
  const queryClient = useQueryClient()
  const [asking, setAsking] = useState(false)
  const timeZone = useBrowserTimeZone()
  const current = activeServiceRequest(own.data?.serviceRequests ?? [])
  useSharedWithPerformer(current)
  useReadAgainOnNotice(() => void queryClient.invalidateQueries(OWN_REQUESTS))

  if (own.isPending) return <Skeleton height={96} />
  if (own.isError) return <Alert variant="error">Votre demande de visite n'a pas pu être chargée.</Alert>

  const step = current
    ? trackingStep(current.status, current.routeStatus, 'patient', current.performer !== null)
    : null
  const open = step !== null && step.step < LAST_STEP
  return (
    <div className={styles.section}>
      {current && step ? (
        <>
          <p className={styles.current} role="status">
            {step.text}
          </p>
          <p className={styles.muted}>
            Demandée le {formatDate(current.requestDate)} à{' '}
            {formatTime(Date.parse(current.authoredOn), timeZone)}
            {current.performer ? ` · Infirmier : ${current.performer.name}` : ''}
          </p>
          {step.showRoute && current.performer && current.performerPosition && (
            <NurseOnTheWay
              home={current.location.coordinates}
              nurse={current.performerPosition}
              nurseName={current.performer.name}
            />
          )}
          <ol className={styles.steps} aria-label="Étapes de la visite">
            {PATIENT_TRACKING_STEPS.map((text, index) => {
              const state = index < step.step ? 'done' : index === step.step ? 'current' : 'next'
              return (
                <li
                  key={text}
                  className={styles.step}
                  data-state={state}
                  aria-current={state === 'current' ? 'step' : undefined}
                >
                  <span className={styles.stepMark} aria-hidden="true" />
                  {text}
                  {state !== 'current' && (
                    <span className={visuallyHidden}>{state === 'done' ? ' (passée)' : ' (à venir)'}</span>
                  )}
                </li>
              )
            })}
          </ol>
        </>
      ) : (
        <p className={styles.muted}>
          Un infirmier peut venir chez vous : la régulation attribue votre demande à l'infirmier disponible le
          plus proche.
        </p>
      )}
      {!open && (
        <div>
          <Button onPress={() => setAsking(true)}>{HOME_VISIT_LABELS.title}</Button>
        </div>
      )}
      <HomeVisitDialog
        isOpen={asking}
        onOpenChange={setAsking}
        address={address}
        onSent={() => void queryClient.invalidateQueries(OWN_REQUESTS)}
      />
    </div>
  )
}

/** While the nurse is on the way: where she is and her home, and how far in words. */
function NurseOnTheWay({
  home,
  nurse,
  nurseName,
}: {
  home: Coordinates
  nurse: Coordinates
  nurseName: string
}) {
  const { mapStyleUrl } = useAppConfig()
  return (
    <>
      <MapView
        label={`Carte : ${nurseName} et votre domicile`}
        places={[
          { id: 'nurse', label: nurseName, coordinates: nurse, tone: 'secondary' },
          { id: 'home', label: 'Chez vous', coordinates: home },
        ]}
        connect
        height={260}
        {...(mapStyleUrl ? { styleUrl: mapStyleUrl } : {})}
      />
      <p className={styles.muted}>
        {nurseName} est à {formatTravel(estimateTravel(nurse, home))} de chez vous (estimation d'après la
        distance à vol d'oiseau).
      </p>
    </>
  )
}

/** The user's notifications topic on the socket (the notifications area's). */
const NOTIFICATIONS_TOPIC = '/notifications'

/** Calls `readAgain` when a notice about a care request arrives, and after the socket comes back. */
function useReadAgainOnNotice(readAgain: () => void) {
  const realtime = useChatRealtime()
  const latest = useRef(readAgain)
  latest.current = readAgain
  useEffect(
    () =>
      realtime.watch(NOTIFICATIONS_TOPIC, {
        onEvent: (event) => {
          const template = (event as { templateIdentifier?: unknown } | null)?.templateIdentifier
          if (template === 'service-request') latest.current()
        },
        onResync: () => latest.current(),
      }),
    [realtime],
  )
}

/** Shares the request with its nurse once per request and page; a failure is tried again on the next read. */
function useSharedWithPerformer(request: ServiceRequest | null) {
  const vault = useOptionalVault()
  const { keyStore } = useVaultPorts()
  const shared = useRef(new Set<string>())
  const key = request?.performer ? `${request.id}/${request.performer.id}` : null
  useEffect(() => {
    if (!vault || !request || !key || shared.current.has(key)) return
    shared.current.add(key)
    shareWithPerformer(vault, keyStore, request).catch(() => shared.current.delete(key))
  }, [vault, keyStore, request, key])
}
