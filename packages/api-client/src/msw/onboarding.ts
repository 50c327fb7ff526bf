// Registration in stories and component tests: a signed-in session without an account, POST /user and
// its 409/400/500 answers, and small directory answers (places, PMI, FINESS, SIRET). Never used by the
// running product, which talks to the real API and its directories.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Session = components['schemas']['Session']
type User = components['schemas']['User']
type ErrorBody = components['schemas']['Error']
type Address = components['schemas']['Address']

const later = () => new Date(Date.now() + 10 * 60_000).toISOString()

export function sessionWithoutAccount(
  identifier: Session['identifier'],
  identityProvider?: Session['identityProvider'],
): Session {
  return {
    identifier,
    hasAccount: false,
    application: 'perinatal',
    expiresAt: later(),
    idleExpiresAt: later(),
    ...(identityProvider ? { identityProvider } : {}),
  }
}

export const ONBOARDING_EMAIL = 'nouvelle.patiente@exemple.fr'
export const ONBOARDING_PHONE = '+33612345678'

/** Pro Santé Connect's identity of a doctor, as the API relays it in the session. */
export const pscDoctor: NonNullable<Session['identityProvider']> = {
  name: 'psc',
  userType: 'doctor',
  firstName: 'Julien',
  lastName: 'Moreau',
  gender: 'MALE',
  rpps: '10003456789',
  professionCode: '10',
}

export const DEMO_PLACES: { placeId: string; label: string; address: Address }[] = [
  {
    placeId: 'fr-75056-rivoli-1',
    label: '1 Rue de Rivoli, 75001 Paris',
    address: {
      text: '1 Rue de Rivoli, 75001 Paris',
      streetNumber: '1',
      streetName: 'Rue de Rivoli',
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
      coordinates: { latitude: 48.8557, longitude: 2.3589 },
    },
  },
  {
    placeId: 'fr-69123-republique-12',
    label: '12 Rue de la République, 69002 Lyon',
    address: {
      text: '12 Rue de la République, 69002 Lyon',
      streetNumber: '12',
      streetName: 'Rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      coordinates: { latitude: 45.7602, longitude: 4.8357 },
    },
  },
  {
    // As the offline directory answers it (no postcode in Côte d'Ivoire).
    placeId: 'ci-2390547064',
    label: 'Cocody, Abidjan',
    address: {
      text: 'Cocody, Abidjan',
      city: 'Cocody',
      state: 'Abidjan',
      country: 'CI',
      coordinates: { latitude: 5.35737, longitude: -3.99493 },
    },
  },
]

export const DEMO_PMI = [
  {
    id: 'pmi-paris-14-didot',
    name: 'Centre de PMI Didot',
    address: { text: '4 Rue Didot, 75014 Paris', city: 'Paris', postalCode: '75014', country: 'FR' },
    phone: '+33145412233',
    email: 'pmi.didot@exemple.fr',
  },
  {
    id: 'pmi-lyon-7',
    name: 'Centre de PMI Lyon 7e',
    address: { text: '18 Rue Salomon Reinach, 69007 Lyon', city: 'Lyon', postalCode: '69007', country: 'FR' },
    phone: '+33478123456',
  },
]

/** A FINESS number the story directory knows, with its establishment. */
export const DEMO_FINESS = { finess: '750712184', name: 'Maternité Port-Royal' }
export const DEMO_SIRET = { siret: '73282932000074', name: 'Clinique du Parc' }

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function registeredUser(body: components['schemas']['UserRegistration']): User {
  const reviewed = ['organization', 'dispatchManager', 'dispatchOperator'].includes(body.userType)
  return {
    id: '5a0c6a52-7f7e-4a55-9a0e-6b9d1f1c2e3d',
    username: body.email ?? body.phoneNumber ?? 'nouveau@exemple.fr',
    userType: body.userType,
    application: 'perinatal',
    active: !reviewed,
    isAdmin: false,
    sldId: null,
    currency: 'EUR',
    organizations: [],
    profile: {
      id: '7d2b9c1e-3f4a-4b5c-8d6e-9f0a1b2c3d4e',
      name: { given: body.firstName, family: body.lastName, text: `${body.firstName} ${body.lastName}` },
      gender: body.gender ?? null,
      birthDate: body.birthDate ?? null,
      telecom: [],
      address: body.address ? [body.address] : [],
    },
  }
}

const notFound: ErrorBody = { statusCode: 404, error: 'Not Found', message: 'No account', code: 'NOT_FOUND' }

/** What the story's POST /user received last, for play functions to check the payload. */
export const lastRegistration: { body: components['schemas']['UserRegistration'] | null } = { body: null }

export const onboardingHandlers = {
  sessionByEmail: http.get('/auth/session', ({ response }) =>
    response(200).json(sessionWithoutAccount({ type: 'email', value: ONBOARDING_EMAIL })),
  ),
  sessionByPhone: http.get('/auth/session', ({ response }) =>
    response(200).json(sessionWithoutAccount({ type: 'phone', value: ONBOARDING_PHONE })),
  ),
  sessionByPsc: http.get('/auth/session', ({ response }) =>
    response(200).json(sessionWithoutAccount({ type: 'psc', value: pscDoctor.rpps! }, pscDoctor)),
  ),
  noAccount: http.get('/user/current', ({ response }) => response(404).json(notFound)),
  created: http.post('/user', async ({ request, response }) => {
    const body = await request.json()
    lastRegistration.body = body
    return response(201).json({ user: registeredUser(body) })
  }),
  emailTaken: http.post('/user', ({ response }) =>
    response(409).json({
      statusCode: 409,
      error: 'Conflict',
      message: 'Cet email est déjà associé à un compte existant',
      code: 'CONFLICT',
      conflicts: { emailExists: true },
    }),
  ),
  nirTaken: http.post('/user', ({ response }) =>
    response(409).json({
      statusCode: 409,
      error: 'Conflict',
      message: 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
      code: 'CONFLICT',
      conflicts: { nirExists: true },
    }),
  ),
  rppsRefused: http.post('/user', ({ response }) =>
    response(400).json({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request',
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'body.doctor.rpps', message: 'Le numéro RPPS doit contenir 11 chiffres' }],
    }),
  ),
  serverError: http.post('/user', ({ response }) =>
    response(500).json({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Oops',
      code: 'INTERNAL',
    }),
  ),
  places: http.get('/directory/places', ({ query, response }) => {
    const q = fold(query.get('q') ?? '')
    const country = query.get('country') ?? 'FR'
    return response(200).json(
      DEMO_PLACES.filter((p) => p.address.country === country && fold(p.label).includes(q)).map(
        ({ placeId, label }) => ({ placeId, label }),
      ),
    )
  }),
  placeDetails: http.get('/directory/places/{placeId}', ({ params, response }) => {
    const place = DEMO_PLACES.find((p) => p.placeId === params.placeId)
    return place ? response(200).json(place.address) : response(404).json(notFound)
  }),
  pmi: http.get('/directory/pmi', ({ query, response }) => {
    const q = fold(query.get('q') ?? '')
    return response(200).json(DEMO_PMI.filter((p) => fold(`${p.name} ${p.address.text}`).includes(q)))
  }),
  finess: http.get('/directory/finess/{finess}', ({ params, response }) =>
    params.finess === DEMO_FINESS.finess
      ? response(200).json({ ...DEMO_FINESS, address: DEMO_PLACES[0]!.address })
      : response(404).json(notFound),
  ),
  siret: http.get('/directory/siret/{siret}', ({ params, response }) =>
    params.siret === DEMO_SIRET.siret ? response(200).json(DEMO_SIRET) : response(404).json(notFound),
  ),
  logout: http.post('/auth/logout', ({ response }) => response(204).empty()),
}

/** A signed-in session by email without an account, the directories, and a registration that succeeds. */
export const onboardingDefaultHandlers = [
  onboardingHandlers.sessionByEmail,
  onboardingHandlers.noAccount,
  onboardingHandlers.created,
  onboardingHandlers.places,
  onboardingHandlers.placeDetails,
  onboardingHandlers.pmi,
  onboardingHandlers.finess,
  onboardingHandlers.siret,
  onboardingHandlers.logout,
]
