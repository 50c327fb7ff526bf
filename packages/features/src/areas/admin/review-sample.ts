// Pending accounts as a reviewer sees them, for the review list's stories and tests: a structure the
// FINESS directory knows, one whose SIRET it does not, and one the directory could not check.
import type { components } from '@relais/api-client'

type PendingAccount = components['schemas']['PendingAccount']

export const reviewSample: PendingAccount[] = [
  {
    userId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    userType: 'organization',
    organizationId: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
    name: 'Maternité Saint-Joseph',
    responsible: { name: 'Claire Lambert' },
    identifiers: [
      { kind: 'finess', value: '750000440', directory: 'known', directoryName: 'HOPITAL SAINT JOSEPH' },
    ],
    email: 'direction@maternite-saint-joseph.fr',
    phone: '+33144123456',
    address: {
      text: '185 rue Raymond Losserand, 75014 Paris, France',
      coordinates: { latitude: 48.8316, longitude: 2.3117 },
    },
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  {
    userId: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    userType: 'organization',
    organizationId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    name: 'Centre de périnatalité de Bordeaux',
    responsible: { name: 'Marc Dupuis' },
    identifiers: [{ kind: 'siret', value: '73282932000074', directory: 'unknown' }],
    email: 'contact@perinat-bordeaux.fr',
    phone: '+33556123456',
    address: { text: '12 cours de la Marne, 33800 Bordeaux, France' },
    createdAt: '2026-11-21T14:05:00.000Z',
  },
  {
    userId: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
    userType: 'organization',
    organizationId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    name: 'Maison de naissance Les Lilas',
    responsible: { name: 'Inès Moreau' },
    identifiers: [{ kind: 'finess', value: '930021476', directory: 'unavailable' }],
    email: 'accueil@mdn-leslilas.fr',
    address: { text: '14 rue du Coq Français, 93260 Les Lilas, France' },
    createdAt: '2026-11-22T08:15:00.000Z',
  },
]
