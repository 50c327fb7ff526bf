// The map itself, in its own chunk with maplibre: the base map (or the configured tile service), the
// places' markers, and the straight line between the first two when asked. The view fits the places.
import 'maplibre-gl/dist/maplibre-gl.css'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Marker as MaplibreMarker, StyleSpecification } from 'maplibre-gl'
import Map, { Layer, Marker, NavigationControl, Source } from 'react-map-gl/maplibre'
import { vars } from '../theme/contract.css'
import { baseMapStyle } from './base-map'
import type { MapPlace, MapViewProps } from './types'
import * as styles from './MapView.css'

/** maplibre's own texts, in French. */
const LOCALE = {
  'AttributionControl.ToggleAttribution': 'Afficher ou masquer les sources',
  'AttributionControl.MapFeedback': 'Signaler une erreur de la carte',
  'Marker.Title': 'Repère',
  'NavigationControl.ResetBearing': 'Réorienter la carte vers le nord',
  'NavigationControl.ZoomIn': 'Zoom avant',
  'NavigationControl.ZoomOut': 'Zoom arrière',
  'Popup.Close': 'Fermer',
  'CooperativeGesturesHandler.WindowsHelpText': 'Ctrl + molette pour zoomer',
  'CooperativeGesturesHandler.MacHelpText': '⌘ + molette pour zoomer',
  'CooperativeGesturesHandler.MobileHelpText': 'Deux doigts pour déplacer la carte',
}

/** Closest a view gets: a street, not a doorstep. */
const MAX_ZOOM = 14

export default function MapCanvas({ label, places, connect, styleUrl }: Omit<MapViewProps, 'height'>) {
  const frame = useRef<HTMLDivElement>(null)
  const [drawn, setDrawn] = useState<{ style: StyleSpecification | string; trip: string } | null>(null)
  const [failure, setFailure] = useState<Error | null>(null)

  useEffect(() => {
    const element = frame.current
    if (!element) return
    const trip = readVar(element, vars.color.primary, '#1f2937')
    if (styleUrl) {
      setDrawn({ style: styleUrl, trip })
      return
    }
    let live = true
    baseMapStyle(themeColors(element)).then(
      (style) => live && setDrawn({ style, trip }),
      (error: Error) => live && setFailure(error),
    )
    return () => {
      live = false
    }
  }, [styleUrl])

  const view = useMemo(() => initialView(places), [places])
  const line = useMemo(() => {
    const [from, to] = places
    if (!connect || !from || !to) return null
    return {
      type: 'Feature' as const,
      properties: {},
      geometry: {
        type: 'LineString' as const,
        coordinates: [from, to].map((p) => [p.coordinates.longitude, p.coordinates.latitude]),
      },
    }
  }, [connect, places])

  // The base map's failure reaches the page's boundary as a render error: no map at all is better than
  // a blank canvas that looks like one.
  if (failure) throw failure
  return (
    <div ref={frame} style={{ width: '100%', height: '100%' }}>
      {drawn && (
        <Map
          initialViewState={view}
          mapStyle={drawn.style}
          style={{ width: '100%', height: '100%' }}
          locale={{ ...LOCALE, 'Map.Title': label }}
          attributionControl={{ compact: true }}
          maxZoom={18}
          dragRotate={false}
          touchPitch={false}
          // A page scrolls past the map; the wheel zooms it only with Ctrl (⌘), two fingers move it.
          cooperativeGestures
        >
          <NavigationControl showCompass={false} />
          {line && (
            <Source id="trip" type="geojson" data={line}>
              <Layer
                id="trip"
                type="line"
                paint={{
                  'line-color': drawn.trip,
                  'line-width': 3,
                  'line-dasharray': [2, 1.5],
                }}
              />
            </Source>
          )}
          {places.map((place) => (
            <PlaceMarker key={place.id} place={place} />
          ))}
        </Map>
      )}
    </div>
  )
}

/**
 * A place's pin. maplibre makes each marker a button named 'Repère' when it adds it to the map; these
 * do nothing when pressed and their text is their name: plain text, out of the tab order. (This
 * effect runs after the marker's own, which adds it.)
 */
function PlaceMarker({ place }: { place: MapPlace }) {
  const marker = useRef<MaplibreMarker>(null)
  useEffect(() => {
    const element = marker.current?.getElement()
    for (const attribute of ['role', 'aria-label', 'tabindex']) element?.removeAttribute(attribute)
  }, [])
  return (
    <Marker
      ref={marker}
      longitude={place.coordinates.longitude}
      latitude={place.coordinates.latitude}
      anchor="bottom"
      style={{ zIndex: place.highlighted ? 1 : 0 }}
    >
      <span
        className={styles.pin({ tone: place.tone ?? 'primary', highlighted: place.highlighted ?? false })}
      >
        {place.label}
      </span>
    </Marker>
  )
}

function initialView(places: MapViewProps['places']) {
  if (places.length === 0) return { longitude: 2.35, latitude: 46.6, zoom: 4.5 }
  if (places.length === 1) {
    const { longitude, latitude } = places[0]!.coordinates
    return { longitude, latitude, zoom: 12 }
  }
  const longitudes = places.map((p) => p.coordinates.longitude)
  const latitudes = places.map((p) => p.coordinates.latitude)
  return {
    bounds: [
      [Math.min(...longitudes), Math.min(...latitudes)],
      [Math.max(...longitudes), Math.max(...latitudes)],
    ] as [[number, number], [number, number]],
    fitBoundsOptions: { padding: 56, maxZoom: MAX_ZOOM },
  }
}

/** The brand's colours as the page computes them: a canvas takes no CSS variables. */
function themeColors(element: HTMLElement) {
  return {
    sea: readVar(element, vars.color.surfaceSunken, '#e8eef3'),
    land: readVar(element, vars.color.surface, '#ffffff'),
    coast: readVar(element, vars.color.borderStrong, '#6b7280'),
    border: readVar(element, vars.color.textMuted, '#4b5563'),
  }
}

/** `var(--x)`'s value on `element`, or `fallback` outside a themed page. */
function readVar(element: HTMLElement, variable: string, fallback: string) {
  const name = /^var\((--[^,)]+)/.exec(variable)?.[1]
  if (!name) return fallback
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}
