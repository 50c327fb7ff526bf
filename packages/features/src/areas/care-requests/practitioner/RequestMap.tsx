// Where the visit is: the patient's address and the practitioner's exercise zone on a map, and the same
// in words beside it — the straight-line trip estimated by the domain, labelled as an estimate — then
// 'Obtenir l'itinéraire'. A practitioner whose zone has no coordinates sees the patient alone.
import { estimateTravel, formatTravel, type Coordinates } from '@relais/domain'
import { Link } from '@relais/ui'
import { MapView, type MapPlace } from '@relais/ui/MapView'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { directionsUrl } from '../directions.ts'
import * as styles from '../care-requests.css.ts'

export interface RequestMapProps {
  address: string
  patient: Coordinates
}

export function RequestMap({ address, patient }: RequestMapProps) {
  const { mapStyleUrl } = useAppConfig()
  const zone = useSignedInUser().profile.exerciceZone?.coordinates
  const places: MapPlace[] = [{ id: 'patient', label: 'Patiente', coordinates: patient }]
  if (zone) places.push({ id: 'zone', label: 'Votre zone', coordinates: zone, tone: 'secondary' })
  const trip = zone ? estimateTravel(zone, patient) : null
  return (
    <div className={styles.detail}>
      <p className={styles.address}>{address}</p>
      <MapView
        label={
          zone
            ? "Carte : l'adresse de la patiente et votre zone d'exercice"
            : "Carte : l'adresse de la patiente"
        }
        places={places}
        connect={Boolean(zone)}
        {...(mapStyleUrl ? { styleUrl: mapStyleUrl } : {})}
      />
      {trip && (
        <p className={styles.address}>
          Depuis votre zone d'exercice : {formatTravel(trip)} (estimation d'après la distance à vol d'oiseau)
        </p>
      )}
      <Link href={directionsUrl(patient)} target="_blank" rel="noreferrer">
        Obtenir l'itinéraire
      </Link>
    </div>
  )
}
