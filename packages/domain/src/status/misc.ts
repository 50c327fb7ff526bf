/** Device test (camera, microphone): joining needs both to succeed. */
export type DeviceTestState = 'waiting' | 'loading' | 'success' | 'denied' | 'error'
export function canJoinAfterDeviceTest(camera: DeviceTestState, microphone: DeviceTestState): boolean {
  return camera === 'success' && microphone === 'success'
}
/** Audio meter (the spec's constants): a level 0–100. */
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

/** Invite dialog steps (the spec's transitions). */
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

/** Unsaved availability changes turn 'Retour' into 'Annuler'. */
export function availabilityBackLabel(hasUnsavedChanges: boolean): 'Annuler' | 'Retour' {
  return hasUnsavedChanges ? 'Annuler' : 'Retour'
}

/** The spec's join-structure flow: FINESS → found → request sent → confirmation; 'Retour' clears. */
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

/** The spec's notifications: a check-up notification becomes unseen again while physicalActivity is empty. */
export function notificationSeen(input: {
  seen: boolean
  templateIdentifier: string
  physicalActivityFilled?: boolean
}): boolean {
  if (input.templateIdentifier === 'checkup' && input.physicalActivityFilled === false) return false
  return input.seen
}
