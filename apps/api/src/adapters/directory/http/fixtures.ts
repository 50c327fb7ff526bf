// Answers shaped like the public services' (recorded shapes, trimmed), served by a local hapi server in
// tests: no test reaches the internet. Values are those of real places and establishments of the
// shipped extracts.
import Hapi, { type Request, type Server } from '@hapi/hapi'

/** api-adresse.data.gouv.fr /search (GeoJSON FeatureCollection). */
export const banSearch = {
  type: 'FeatureCollection',
  version: 'draft',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.124989, 48.799456] },
      properties: {
        label: '4 Rue du Général Leclerc 78000 Versailles',
        score: 0.7592313152804641,
        housenumber: '4',
        id: '78646_1145_00004',
        name: '4 Rue du Général Leclerc',
        postcode: '78000',
        citycode: '78646',
        x: 635728.07,
        y: 6855842.44,
        city: 'Versailles',
        context: '78, Yvelines, Île-de-France',
        type: 'housenumber',
        importance: 0.69197,
        street: 'Rue du Général Leclerc',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.365475, 48.867039] },
      properties: {
        label: 'Place de la République 75011 Paris',
        score: 0.9670254545454545,
        id: '75111_8159',
        name: 'Place de la République',
        postcode: '75011',
        citycode: '75111',
        city: 'Paris',
        district: 'Paris 11e Arrondissement',
        context: '75, Paris, Île-de-France',
        type: 'street',
        importance: 0.63728,
      },
    },
  ],
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  query: '4 rue du general leclerc versailles',
  limit: 10,
}

/** api-adresse.data.gouv.fr /reverse. */
export const banReverse = {
  type: 'FeatureCollection',
  version: 'draft',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [5.254203, 46.211257] },
      properties: {
        label: '62 Avenue de Jasseron 01000 Bourg-en-Bresse',
        score: 0.999,
        housenumber: '62',
        id: '01053_1950_00062',
        name: '62 Avenue de Jasseron',
        postcode: '01000',
        citycode: '01053',
        city: 'Bourg-en-Bresse',
        context: '01, Ain, Auvergne-Rhône-Alpes',
        type: 'housenumber',
        street: 'Avenue de Jasseron',
        distance: 3,
      },
    },
  ],
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  limit: 1,
}

/** recherche-entreprises.api.gouv.fr /search?q=<siret>. */
export const companySearch = {
  results: [
    {
      siren: '772201489',
      nom_complet: 'CLINIQUE CONVERT',
      nom_raison_sociale: 'CLINIQUE CONVERT',
      nombre_etablissements: 2,
      siege: {
        siret: '77220148900022',
        activite_principale: '86.10Z',
        adresse: '62 AVENUE DE JASSERON 01000 BOURG-EN-BRESSE',
        numero_voie: '62',
        type_voie: 'AV',
        libelle_voie: 'DE JASSERON',
        code_postal: '01000',
        commune: '01053',
        libelle_commune: 'BOURG-EN-BRESSE',
        est_siege: true,
        latitude: '46.211257',
        longitude: '5.254203',
      },
      matching_etablissements: [{ siret: '77220148900022', est_siege: true }],
    },
  ],
  total_results: 1,
  page: 1,
  per_page: 5,
  total_pages: 1,
}

/** An Opendatasoft dataset of the FINESS file, Explore API v2.1 /records. */
export const finessRecords = {
  total_count: 1,
  results: [
    {
      finess: '010780195',
      rs: 'CLINIQUE DOCTEUR CONVERT',
      numvoie: '62',
      typvoie: 'AV',
      voie: 'DE JASSERON',
      ligneacheminement: '01000 BOURG EN BRESSE',
      geo_point_2d: { lon: 5.254203, lat: 46.211257 },
    },
  ],
}

/** api-lannuaire.service-public.fr /records: the dataset publishes lists as JSON strings. */
export const pmiRecords = {
  total_count: 1,
  results: [
    {
      id: 'b6c2a8d4-pmi-bobigny',
      nom: 'Centre de protection maternelle et infantile (PMI) - Bobigny',
      pivot: JSON.stringify([{ type_service_local: 'pmi', code_insee_commune: ['93008'] }]),
      adresse_courriel: 'pmi.bobigny@seinesaintdenis.fr',
      telephone: JSON.stringify([{ valeur: '01 43 93 93 93', description: '' }]),
      adresse: JSON.stringify([
        {
          type_adresse: 'Adresse',
          numero_voie: '8 rue du Chemin Vert',
          code_postal: '93000',
          nom_commune: 'Bobigny',
          latitude: '48.9047793',
          longitude: '2.4477417',
        },
      ]),
    },
  ],
}

export interface FixtureServer {
  url: string
  /** Every request the server received (path and query), to check what the adapters asked. */
  requests: { path: string; query: Record<string, string> }[]
  stop(): Promise<void>
}

type Reply = { status?: number; body?: unknown; delayMs?: number; raw?: string }

/** A local server answering `routes[path]`; unknown paths answer 404. */
export async function startFixtureServer(routes: Record<string, Reply>): Promise<FixtureServer> {
  const server: Server = Hapi.server({ port: 0, host: '127.0.0.1' })
  const requests: FixtureServer['requests'] = []
  server.route({
    method: 'GET',
    path: '/{any*}',
    handler: async (request: Request, h) => {
      requests.push({ path: request.path, query: { ...(request.query as Record<string, string>) } })
      const reply = routes[request.path]
      if (!reply) return h.response({ message: 'not found' }).code(404)
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
      if (reply.raw !== undefined)
        return h
          .response(reply.raw)
          .type('application/json')
          .code(reply.status ?? 200)
      return h.response(reply.body as object).code(reply.status ?? 200)
    },
  })
  await server.start()
  return {
    url: server.info.uri,
    requests,
    stop: () => server.stop({ timeout: 0 }),
  }
}
