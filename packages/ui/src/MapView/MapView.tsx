// A map of a few places (a patient's address, a practitioner's zone), drawn by maplibre through
// react-map-gl. The map engine and its base map are loaded only when a map is on screen: the wrapper
// is all a page's chunk holds. What the map shows must also be said in text beside it (the caller's
// legend): a canvas is no substitute for words, and WebGL may be missing.
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { Skeleton } from '../Skeleton'
import * as styles from './MapView.css'
import type { MapViewProps } from './types'

const MapCanvas = lazy(() => import('./MapCanvas'))

export function MapView({ height = 320, ...props }: MapViewProps) {
  return (
    <div className={styles.frame} style={{ height }}>
      <MapFailure
        fallback={<p className={styles.failure}>La carte ne peut pas s'afficher sur cet appareil.</p>}
      >
        <Suspense fallback={<Skeleton shape="rect" height={height} />}>
          <MapCanvas {...props} />
        </Suspense>
      </MapFailure>
    </div>
  )
}

/** WebGL refused or the engine failed to load: the page goes on without its map. */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
