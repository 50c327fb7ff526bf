// Demo accounts seeded in LOCAL and DEV: one per user type of each mode, plus one admin per mode.
// Phone numbers come from ARCEP's range reserved for fiction (01 99 00 xx xx) so that no real person
// is ever texted; the Abidjan patient uses a Côte d'Ivoire mobile number (+225 07…). The start script
// prints this list.
import type { Application } from '../../core/config.ts'
import type { StoredAddress } from '../../core/database/columns.ts'

export type UserType =
  'patient' | 'doctor' | 'assistant' | 'midwife' | 'organization' | 'dispatchManager' | 'dispatchOperator'

export interface DemoAccount {
  application: Application
  userType: UserType
  email: string
  /** E.164 */
  phone: string
  displayName: string
  /** Seeded with an administrator grant (the demo's administrators sit on the internal domain by habit only). */
  admin: boolean
  /** Organization accounts: the structure they manage (the profile is its responsible person's). */
  organization?: { name: string; finess: string }
  profile: {
    givenName: string
    familyName: string
    /** Organization accounts (their responsible person) give neither, as at registration. */
    gender: 'MALE' | 'FEMALE' | null
    birthDate: string | null
    address: StoredAddress
    rpps?: string
    finess?: string
  }
}

const paris: StoredAddress = {
  streetNumber: '12',
  streetName: 'rue de la Roquette',
  postalCode: '75011',
  city: 'Paris',
  country: 'FR',
  coordinates: { latitude: 48.8553, longitude: 2.3737 },
  text: '12 rue de la Roquette, 75011 Paris, France',
}

function account(
  application: Application,
  userType: UserType,
  email: string,
  phone: string,
  profile: DemoAccount['profile'],
  admin = false,
): DemoAccount {
  return {
    application,
    userType,
    email,
    phone,
    displayName: `${profile.givenName} ${profile.familyName}`,
    admin,
    profile,
  }
}

/**
 * A structure's account, as registration makes it: the profile holds the responsible person (names,
 * contact), the structure its name, FINESS and address. The header shows the structure's name.
 */
function organizationAccount(
  application: Application,
  email: string,
  phone: string,
  manager: { givenName: string; familyName: string },
  organization: { name: string; finess: string; address: StoredAddress },
): DemoAccount {
  return {
    application,
    userType: 'organization',
    email,
    phone,
    displayName: organization.name,
    admin: false,
    organization: { name: organization.name, finess: organization.finess },
    profile: {
      ...manager,
      gender: null,
      birthDate: null,
      address: organization.address,
      finess: organization.finess,
    },
  }
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // perinatal
  account('perinatal', 'patient', 'patiente.perinatal@demo.relais-sante.fr', '+33199000101', {
    givenName: 'Camille',
    familyName: 'Lefèvre',
    gender: 'FEMALE',
    birthDate: '1994-03-17',
    address: paris,
  }),
  account('perinatal', 'doctor', 'medecin.perinatal@demo.relais-sante.fr', '+33199000102', {
    givenName: 'Julien',
    familyName: 'Moreau',
    gender: 'MALE',
    birthDate: '1978-09-02',
    address: {
      streetNumber: '4',
      streetName: 'place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      text: '4 place Bellecour, 69002 Lyon, France',
    },
    rpps: '10101234564',
  }),
  account('perinatal', 'midwife', 'sage-femme.perinatal@demo.relais-sante.fr', '+33199000103', {
    givenName: 'Sophie',
    familyName: 'Garnier',
    gender: 'FEMALE',
    birthDate: '1986-05-23',
    address: {
      streetNumber: '27',
      streetName: 'cours Victor Hugo',
      postalCode: '33000',
      city: 'Bordeaux',
      country: 'FR',
      text: '27 cours Victor Hugo, 33000 Bordeaux, France',
    },
    rpps: '10107654328',
  }),
  organizationAccount(
    'perinatal',
    'maternite.perinatal@demo.relais-sante.fr',
    '+33199000104',
    { givenName: 'Isabelle', familyName: 'Perrin' },
    {
      name: 'Maternité des Lilas',
      finess: '930000104',
      address: {
        streetNumber: '14',
        streetName: 'rue du Tapis Vert',
        postalCode: '93260',
        city: 'Les Lilas',
        country: 'FR',
        text: '14 rue du Tapis Vert, 93260 Les Lilas, France',
      },
    },
  ),
  account(
    'perinatal',
    'doctor',
    'admin.perinatal@relais-sante.fr',
    '+33199000109',
    {
      givenName: 'Claire',
      familyName: 'Dubois',
      gender: 'FEMALE',
      birthDate: '1982-11-08',
      address: paris,
      rpps: '10109876549',
    },
    true,
  ),
  // mobility
  account('mobility', 'patient', 'patient.mobility@demo.relais-sante.fr', '+2250701020304', {
    givenName: 'Awa',
    familyName: 'Koné',
    gender: 'FEMALE',
    birthDate: '1969-07-14',
    address: {
      streetName: 'boulevard Latrille',
      district: 'Cocody',
      city: 'Abidjan',
      country: 'CI',
      coordinates: { latitude: 5.3599, longitude: -3.9869 },
      text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
    },
  }),
  account('mobility', 'doctor', 'medecin.mobility@demo.relais-sante.fr', '+33199000202', {
    givenName: 'Antoine',
    familyName: 'Rousseau',
    gender: 'MALE',
    birthDate: '1975-02-11',
    address: {
      streetNumber: '8',
      streetName: 'rue Paradis',
      postalCode: '13001',
      city: 'Marseille',
      country: 'FR',
      text: '8 rue Paradis, 13001 Marseille, France',
    },
    rpps: '10102223335',
  }),
  account('mobility', 'assistant', 'infirmier.mobility@demo.relais-sante.fr', '+33199000203', {
    givenName: 'Karim',
    familyName: 'Benali',
    gender: 'MALE',
    birthDate: '1990-12-03',
    // A nurse of the Abidjan home-care service, some 8 km from the demo patient: booking by distance
    // finds him.
    address: {
      streetName: 'boulevard de la République',
      district: 'Plateau',
      city: 'Abidjan',
      country: 'CI',
      coordinates: { latitude: 5.3197, longitude: -4.0168 },
      text: 'Boulevard de la République, Plateau, Abidjan, Côte d’Ivoire',
    },
  }),
  organizationAccount(
    'mobility',
    'structure.mobility@demo.relais-sante.fr',
    '+33199000204',
    { givenName: 'Marc', familyName: 'Delmas' },
    {
      name: 'Centre de soins Garonne',
      finess: '310000203',
      address: {
        streetNumber: '21',
        streetName: 'allées Jean Jaurès',
        postalCode: '31000',
        city: 'Toulouse',
        country: 'FR',
        text: '21 allées Jean Jaurès, 31000 Toulouse, France',
      },
    },
  ),
  account(
    'mobility',
    'doctor',
    'admin.mobility@relais-sante.fr',
    '+33199000209',
    {
      givenName: 'Thomas',
      familyName: 'Mercier',
      gender: 'MALE',
      birthDate: '1980-04-19',
      address: paris,
      rpps: '10108765438',
    },
    true,
  ),
  // dispatch
  account('dispatch', 'dispatchManager', 'responsable.dispatch@demo.relais-sante.fr', '+33199000301', {
    givenName: 'Nathalie',
    familyName: 'Girard',
    gender: 'FEMALE',
    birthDate: '1977-10-30',
    address: {
      streetNumber: '5',
      streetName: 'quai de la Fosse',
      postalCode: '44000',
      city: 'Nantes',
      country: 'FR',
      text: '5 quai de la Fosse, 44000 Nantes, France',
    },
  }),
  account('dispatch', 'dispatchOperator', 'operateur.dispatch@demo.relais-sante.fr', '+33199000302', {
    givenName: 'Lucas',
    familyName: 'Fontaine',
    gender: 'MALE',
    birthDate: '1995-08-21',
    address: {
      streetNumber: '9',
      streetName: 'rue des Grandes Arcades',
      postalCode: '67000',
      city: 'Strasbourg',
      country: 'FR',
      text: '9 rue des Grandes Arcades, 67000 Strasbourg, France',
    },
  }),
  account(
    'dispatch',
    'dispatchManager',
    'admin.dispatch@relais-sante.fr',
    '+33199000309',
    { givenName: 'Élodie', familyName: 'Lambert', gender: 'FEMALE', birthDate: '1984-01-25', address: paris },
    true,
  ),
]

/** The demo account's identity across reseeds: its email as written here, whatever its user changes. */
export const demoKey = (demo: Pick<DemoAccount, 'application' | 'email'>) =>
  `${demo.application}:${demo.email}`
