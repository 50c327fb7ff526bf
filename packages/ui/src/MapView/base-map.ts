// The base map shipped with the app, for when no tile service is configured: countries and coastlines
// of Natural Earth (the `world-atlas` package, public domain data), fetched as a static file of the
// app, so that a map draws with no network. The colours are the brand's, read from the page's theme.
import type { Feature, Geometry, Position } from 'geojson'
import type { StyleSpecification } from 'maplibre-gl'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countriesUrl from 'world-atlas/countries-50m.json?url'

export interface BaseMapColors {
  sea: string
  land: string
  coast: string
  border: string
}

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>

/** Antarctica's ISO 3166 numeric code, the countries' ids in Natural Earth's atlas. */
const ANTARCTICA = '010'

let countries: Promise<Countries> | undefined

/** The countries' topology, fetched once per page. */
function loadCountries(): Promise<Countries> {
  // eslint-disable-next-line no-restricted-globals -- a file of the app's own build, not the API's data
  countries ??= fetch(countriesUrl).then((response) => {
    if (!response.ok) throw new Error(`base map: ${response.status}`)
    return response.json() as Promise<Countries>
  })
  countries.catch(() => (countries = undefined))
  return countries
}

export async function baseMapStyle(colors: BaseMapColors): Promise<StyleSpecification> {
  const topology = await loadCountries()
  // Antarctica's outline runs to the pole, which the map's projection never shows; nobody is visited
  // there.
  const shapes = feature(topology, {
    ...topology.objects.countries,
    geometries: topology.objects.countries.geometries.filter((country) => country.id !== ANTARCTICA),
  })
  const land = { ...shapes, features: shapes.features.map(continuousFeature) }
  // Borders between two countries only: the coast is the land's own outline.
  const frontiers = mesh(topology, topology.objects.countries, (a, b) => a !== b)
  const borders = { ...frontiers, coordinates: frontiers.coordinates.map(continuous) }
  return {
    version: 8,
    sources: {
      land: { type: 'geojson', data: land, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: borders },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colors.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colors.coast, 'line-width': 1 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colors.border, 'line-width': 1.5, 'line-dasharray': [3, 2] },
      },
    ],
  }
}

/**
 * A line or ring that crosses the antimeridian (Russia's east, Fiji) jumps from 180° to −180°, which a
 * flat map draws as a band across the whole world: past 180° it goes on to 190°, which the map wraps.
 */
function continuous(line: Position[]): Position[] {
  const crosses = line.some((point, i) => i > 0 && Math.abs(point[0]! - line[i - 1]![0]!) > 180)
  return crosses
    ? line.map(([longitude, latitude]) => [longitude! < 0 ? longitude! + 360 : longitude!, latitude!])
    : line
}

function continuousFeature<F extends Feature<Geometry | null>>(country: F): F {
  const geometry = country.geometry
  if (geometry?.type === 'Polygon') {
    return { ...country, geometry: { ...geometry, coordinates: geometry.coordinates.map(continuous) } }
  }
  if (geometry?.type === 'MultiPolygon') {
    const coordinates = geometry.coordinates.map((polygon) => polygon.map(continuous))
    return { ...country, geometry: { ...geometry, coordinates } }
  }
  return country
}
