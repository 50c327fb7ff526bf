import { describe, expect, it } from 'vitest'
import {
  accessPolicyTransition,
  activeServiceRequest,
  audioLevelColor,
  audioLevelLabel,
  availabilityBackLabel,
  canJoinAfterDeviceTest,
  initialServiceRequestStatus,
  inviteTransition,
  joinStructureTransition,
  listedGrants,
  notificationSeen,
  scheduleAccessMessage,
  serviceRequestStatusLabel,
  trackingStep,
  PATIENT_TRACKING_STEPS,
  NEXT_ROUTE_STATUS,
  ROUTE_ACTION_LABELS,
  routeMoveRefusal,
  type RouteStatus,
} from './index.ts'

describe('access policy', () => {
  it('transitions', () => {
    expect(accessPolicyTransition('PENDING', 'approve')).toBe('ACCEPTED')
    expect(accessPolicyTransition('INVITED', 'reject')).toBe('REJECTED')
    expect(accessPolicyTransition('ACCEPTED', 'approve')).toBeNull()
    expect(accessPolicyTransition('ACCEPTED', 'revoke')).toBe('REVOKED')
    expect(accessPolicyTransition('PENDING', 'revoke')).toBeNull()
    expect(listedGrants([{ status: 'ACCEPTED' as const }, { status: 'PENDING' as const }])).toHaveLength(1)
  })
  it('explains schedule access', () => {
    expect(scheduleAccessMessage('PENDING')).toMatch(/attente/)
    expect(scheduleAccessMessage('INVITED')).toMatch(/invitation/)
    expect(scheduleAccessMessage('REJECTED')).toMatch(/refusée/)
    expect(scheduleAccessMessage('ACCEPTED')).toBeNull()
    expect(scheduleAccessMessage(undefined)).toBeNull()
  })
})

describe('service requests', () => {
  it('labels', () => {
    expect(serviceRequestStatusLabel('DRAFT')).toBe('Brouillon')
    expect(serviceRequestStatusLabel('ONHOLD')).toBe('En attente de prise en charge')
    expect(serviceRequestStatusLabel('ACTIVE', 'Awa Koné')).toBe('Prise en charge par Awa Koné')
    expect(serviceRequestStatusLabel('ACTIVE')).toBe('Prise en charge')
    expect(initialServiceRequestStatus('organization')).toBe('DRAFT')
    expect(initialServiceRequestStatus('patient')).toBe('ACTIVE')
  })
  it('tracks', () => {
    expect(trackingStep('ONHOLD', null, 'patient')?.step).toBe(0)
    expect(trackingStep('ACTIVE', 'QUEUED', 'patient')?.step).toBe(1)
    expect(trackingStep('ACTIVE', undefined, 'other')?.step).toBe(1)
    // A patient's own request waits for the dispatch centre to assign a nurse.
    expect(trackingStep('ACTIVE', null, 'patient', false)).toMatchObject({
      step: 0,
      text: 'Demande en attente de prise en charge',
    })
    expect(trackingStep('ACTIVE', 'TRAVELLING', 'patient')).toMatchObject({ step: 2, showRoute: true })
    expect(trackingStep('ACTIVE', 'TRAVELLING', 'other')?.step).toBe(2)
    expect(trackingStep('ACTIVE', 'ARRIVED', 'patient')?.text).toBe('Votre infirmier est arrivé')
    expect(trackingStep('ACTIVE', 'ARRIVED', 'other')?.text).toBe('Consultation en cours')
    expect(trackingStep('ACTIVE', 'COMPLETED', 'other')).toMatchObject({
      step: 4,
      text: 'Consultation terminée',
    })
    expect(trackingStep('ACTIVE', 'EXPIRED', 'other')?.step).toBe(4)
    expect(trackingStep('DRAFT', null, 'other')).toBeNull()
    // The patient's list of steps says what each step says to her.
    const steps: [Parameters<typeof trackingStep>, number][] = [
      [['ACTIVE', null, 'patient', false], 0],
      [['ACTIVE', 'QUEUED', 'patient'], 1],
      [['ACTIVE', 'TRAVELLING', 'patient'], 2],
      [['ACTIVE', 'ARRIVED', 'patient'], 3],
      [['ACTIVE', 'COMPLETED', 'patient'], 4],
    ]
    for (const [args, step] of steps) expect(trackingStep(...args)?.text).toBe(PATIENT_TRACKING_STEPS[step])
  })
  it('moves a visit one step at a time, and says why another move is refused', () => {
    const path: (RouteStatus | undefined)[] = []
    for (let at: RouteStatus | undefined = 'QUEUED'; at; at = NEXT_ROUTE_STATUS[at]) path.push(at)
    expect(path).toEqual(['QUEUED', 'TRAVELLING', 'ARRIVED', 'COMPLETED'])
    expect(path.slice(1).map((step) => ROUTE_ACTION_LABELS[step!])).toEqual([
      'Je pars',
      'Je suis arrivé',
      'Terminer la visite',
    ])
    expect(routeMoveRefusal('TRAVELLING')).toBe('Vous êtes déjà en route')
    expect(routeMoveRefusal('COMPLETED')).toBe('Cette visite est terminée')
    expect(routeMoveRefusal(null)).toBe("Cette visite n'a pas commencé")
  })
  it('picks the active request', () => {
    const list = [
      { id: 1, status: 'ACTIVE' as const, authoredOn: '2026-01-01T10:00:00Z' },
      { id: 2, status: 'ONHOLD' as const, authoredOn: '2026-01-02T10:00:00Z' },
      { id: 3, status: 'DRAFT' as const, authoredOn: '2026-01-03T10:00:00Z' },
    ]
    expect(activeServiceRequest(list)?.id).toBe(2)
    expect(activeServiceRequest([list[2]!])).toBeNull()
  })
})

describe('small machines', () => {
  it('device test', () => {
    expect(canJoinAfterDeviceTest('success', 'success')).toBe(true)
    expect(canJoinAfterDeviceTest('success', 'denied')).toBe(false)
    expect([0, 4, 5, 29, 30, 69, 70].map(audioLevelLabel)).toEqual([
      'Aucun son détecté',
      'Aucun son détecté',
      'Faible',
      'Faible',
      'Bon',
      'Bon',
      'Élevé',
    ])
    expect([29, 30, 69, 70].map(audioLevelColor)).toEqual(['yellow', 'green', 'green', 'red'])
  })
  it('invite dialog', () => {
    expect(inviteTransition('search', { type: 'SEARCH_RESULT', found: true })).toBe('invite_existing')
    expect(inviteTransition('search', { type: 'SEARCH_RESULT', found: false })).toBe('invite_new')
    expect(inviteTransition('search', { type: 'NEXT' })).toBe('search')
    expect(inviteTransition('invite_new', { type: 'NEXT' })).toBe('write_message')
    expect(inviteTransition('invite_existing', { type: 'SENT' })).toBe('invite_existing')
    expect(inviteTransition('write_message', { type: 'SENT' })).toBe('close')
    expect(inviteTransition('write_message', { type: 'NEXT' })).toBe('write_message')
    expect(inviteTransition('write_message', { type: 'EMAIL_CHANGED' })).toBe('search')
    expect(inviteTransition('close', { type: 'NEXT' })).toBe('close')
  })
  it('join structure, calendar, notifications', () => {
    expect(joinStructureTransition('finess', 'FOUND')).toBe('found')
    expect(joinStructureTransition('found', 'REQUEST_SENT')).toBe('sent')
    expect(joinStructureTransition('sent', 'CONFIRM')).toBe('confirmation')
    expect(joinStructureTransition('found', 'BACK')).toBe('finess')
    expect(joinStructureTransition('finess', 'CONFIRM')).toBe('finess')
    expect(availabilityBackLabel(true)).toBe('Annuler')
    expect(availabilityBackLabel(false)).toBe('Retour')
    expect(
      notificationSeen({ seen: true, templateIdentifier: 'checkup', physicalActivityFilled: false }),
    ).toBe(false)
    expect(
      notificationSeen({ seen: true, templateIdentifier: 'checkup', physicalActivityFilled: true }),
    ).toBe(true)
    expect(notificationSeen({ seen: false, templateIdentifier: 'invite' })).toBe(false)
    expect(
      notificationSeen({ seen: true, templateIdentifier: 'access-request', physicalActivityFilled: false }),
    ).toBe(true)
  })
})
