/** Teleexpertise statuses (spec section 4); PREPARATION is the initial one. */
export const TELEEXPERTISE_STATUSES = [
  'PREPARATION',
  'IN_PROGRESS',
  'NOT_DONE',
  'ON_HOLD',
  'STOPPED',
  'COMPLETED',
  'ENTERED_IN_ERROR',
  'UNKNOWN',
] as const
export type TeleexpertiseStatus = (typeof TELEEXPERTISE_STATUSES)[number]
export const INITIAL_TELEEXPERTISE_STATUS: TeleexpertiseStatus = 'PREPARATION'
export const TELEEXPERTISE_STATUS_LABELS: Record<TeleexpertiseStatus, string> = {
  PREPARATION: 'En préparation',
  IN_PROGRESS: 'En cours',
  NOT_DONE: 'Non réalisée',
  ON_HOLD: 'En attente',
  STOPPED: 'Arrêtée',
  COMPLETED: 'Terminée',
  ENTERED_IN_ERROR: 'Saisie en erreur',
  UNKNOWN: 'Inconnu',
}

/** Device test (camera, microphone): joining needs both to succeed. */
export const DEVICE_TEST_STATES = ['waiting', 'loading', 'success', 'denied', 'error'] as const
export type DeviceTestState = (typeof DEVICE_TEST_STATES)[number]
export function canJoinAfterDeviceTest(camera: DeviceTestState, microphone: DeviceTestState): boolean {
  return camera === 'success' && microphone === 'success'
}
export const DEVICE_TEST_MESSAGES = {
  title: 'Test des périphériques',
  subtitle: 'Tester votre caméra et microphone',
  start: 'Commencer le test',
  retry: 'Réessayer',
  notDetected: 'Périphériques non détectés',
  cancel: 'Annuler',
  join: 'Rejoindre la consultation',
  deniedTitle: 'Accès refusé',
  cameraDenied: "Veuillez autoriser l'accès à votre caméra dans les paramètres de votre navigateur.",
  microphoneDenied: "Veuillez autoriser l'accès à votre microphone dans les paramètres de votre navigateur.",
  cameraError: "Impossible d'accéder à la caméra. Vérifiez qu'elle est correctement connectée.",
  microphoneError: "Impossible d'accéder au microphone. Vérifiez qu'il est correctement connecté.",
  silent: 'Aucun son détecté. Parlez à voix haute pour tester votre microphone.',
  bothRequired:
    'Les deux périphériques (caméra et microphone) doivent fonctionner pour rejoindre la consultation.',
} as const

/** Audio meter (spec section 9): level 0–100 sampled 10 times a second. */
export const AUDIO_METER_SAMPLES_PER_SECOND = 10
export function audioLevelLabel(level: number): 'Aucun son détecté' | 'Faible' | 'Bon' | 'Élevé' {
  if (level < 5) return 'Aucun son détecté'
  if (level < 30) return 'Faible'
  if (level < 70) return 'Bon'
  return 'Élevé'
}
export function audioLevelColor(level: number): 'yellow' | 'green' | 'red' {
  if (level < 30) return 'yellow'
  if (level < 70) return 'green'
  return 'red'
}

/** Invite dialog steps (spec section 4). */
export type InviteStep = 'search' | 'invite_existing' | 'invite_new' | 'write_message' | 'close'
export type InviteEvent =
  { type: 'SEARCH_RESULT'; found: boolean } | { type: 'NEXT' } | { type: 'SENT' } | { type: 'EMAIL_CHANGED' }
export function inviteTransition(step: InviteStep, event: InviteEvent): InviteStep {
  if (event.type === 'EMAIL_CHANGED') return 'search'
  switch (step) {
    case 'search':
      return event.type === 'SEARCH_RESULT' ? (event.found ? 'invite_existing' : 'invite_new') : step
    case 'invite_existing':
    case 'invite_new':
      return event.type === 'NEXT' ? 'write_message' : step
    case 'write_message':
      return event.type === 'SENT' ? 'close' : step
    case 'close':
      return step
  }
}
export const INVITATION_SENT_MESSAGE = 'Invitation envoyée'

/** Calendar modal modes (spec section 4). */
export const CALENDAR_MODAL_MODES = ['read', 'edit', 'remove', 'hide'] as const
export type CalendarModalMode = (typeof CALENDAR_MODAL_MODES)[number]
/** Unsaved availability changes turn 'Retour' into 'Annuler'. */
export function availabilityBackLabel(hasUnsavedChanges: boolean): 'Annuler' | 'Retour' {
  return hasUnsavedChanges ? 'Annuler' : 'Retour'
}

/** Join-structure flow (spec section 4): FINESS → found → request sent → confirmation; 'Retour' clears. */
export type JoinStructureStep = 'finess' | 'found' | 'sent' | 'confirmation'
export function joinStructureTransition(
  step: JoinStructureStep,
  event: 'FOUND' | 'REQUEST_SENT' | 'CONFIRM' | 'BACK',
): JoinStructureStep {
  if (event === 'BACK') return 'finess'
  if (step === 'finess' && event === 'FOUND') return 'found'
  if (step === 'found' && event === 'REQUEST_SENT') return 'sent'
  if (step === 'sent' && event === 'CONFIRM') return 'confirmation'
  return step
}

/** Notifications (spec section 4): a check-up notification becomes unseen again while physicalActivity is empty. */
export function notificationSeen(input: {
  seen: boolean
  templateIdentifier: string
  physicalActivityFilled?: boolean
}): boolean {
  if (input.templateIdentifier.includes('checkup') && input.physicalActivityFilled === false) return false
  return input.seen
}
