// The midwife's dashboard map: where the requests sent to her and those she took are, around her
// exercise zone. The list beside it ('Demandes de prise en charge') says the same in words.
import { EMPTY_STATES } from '@relais/domain'
import { EmptyState, Spinner } from '@relais/ui'
import { MapView, type MapPlace } from '@relais/ui/MapView'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { usePractitionerRequests } from './PractitionerRequestsPage.tsx'

export function PractitionerRequestsMap() {
  const { mapStyleUrl } = useAppConfig()
  const zone = useSignedInUser().profile.exerciceZone?.coordinates
  const requests = usePractitionerRequests()
  if (requests.isPending) return <Spinner label="Chargement de la carte des demandes" />
  // Its failure is said once, by the list.
  const shown = requests.data?.serviceRequests ?? []
  if (shown.length === 0) {
    return (
      <EmptyState
        title={EMPTY_STATES.requests}
        description="Les demandes à proximité apparaîtront ici."
        headingLevel={3}
      />
    )
  }
  const places: MapPlace[] = shown.map((request) => ({
    id: request.id,
    label: request.subject.name,
    coordinates: request.location.coordinates,
  }))
  if (zone) places.push({ id: 'zone', label: 'Votre zone', coordinates: zone, tone: 'secondary' })
  return (
    <MapView
      label={`Carte de vos demandes de prise en charge (${shown.length})`}
      places={places}
      height={360}
      {...(mapStyleUrl ? { styleUrl: mapStyleUrl } : {})}
    />
  )
}
