// The words of the teleconsultation's waiting page and of its device test, in one place: they are the
// product's wording, and the page, the dialog, their tests and stories all read them from here.
import type { components } from '@relais/api-client'

type StaffType = components['schemas']['AppointmentPractitioner']['type']

export const PAGE_TITLE = 'Téléconsultation'
export const LOADING = 'Chargement du rendez-vous'
export const LOAD_FAILED = "Le rendez-vous n'a pas pu être chargé."
export const RETRY = 'Réessayer'
export const NOT_FOUND_DESCRIPTION = "Ce rendez-vous n'existe pas ou vous n'y avez pas accès."
export const BACK_TO_AGENDA = "Retour à l'agenda"
export const JOIN = 'Rejoindre'
export const DATE = 'Date'
export const TIME = 'Horaire'
export const PATIENT = 'Patient'
export const PARTICIPANTS = 'Participants'
export const DESCRIPTION = 'Description'
export const DECRYPTING = 'Déchiffrement…'
export const DESCRIPTION_SEALED = 'Chiffrée : le dossier médical de ce patient ne vous est pas partagé.'

/** A practitioner's part in the consultation. */
export const PRACTITIONER_TYPE_LABELS: Record<StaffType, string> = {
  doctor: 'Médecin',
  assistant: 'Infirmier (assistant)',
  midwife: 'Sage-femme',
}

export const DEVICE_TEST = {
  title: 'Test des périphériques',
  heading: 'Tester votre caméra et microphone',
  start: 'Commencer le test',
  testing: 'Test en cours',
  retry: 'Réessayer',
  cancel: 'Annuler',
  join: 'Rejoindre la consultation',
  denied: 'Accès refusé',
  noDevices: 'Périphériques non détectés',
  bothRequired:
    'Les deux périphériques (caméra et microphone) doivent fonctionner pour rejoindre la consultation.',
  silent: 'Aucun son détecté. Parlez à voix haute pour tester votre microphone.',
  camera: {
    name: 'Caméra',
    preview: 'Aperçu de la caméra',
    waiting: 'Caméra non testée',
    loading: 'Accès à la caméra…',
    success: 'Caméra opérationnelle',
    denied: "Veuillez autoriser l'accès à votre caméra dans les paramètres de votre navigateur.",
    error: "Impossible d'accéder à la caméra. Vérifiez qu'elle est correctement connectée.",
  },
  microphone: {
    name: 'Microphone',
    meter: 'Niveau du microphone',
    waiting: 'Microphone non testé',
    loading: 'Accès au microphone…',
    success: 'Microphone opérationnel',
    denied: "Veuillez autoriser l'accès à votre microphone dans les paramètres de votre navigateur.",
    error: "Impossible d'accéder au microphone. Vérifiez qu'il est correctement connecté.",
  },
} as const
