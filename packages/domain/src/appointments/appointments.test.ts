import { describe, expect, it } from 'vitest'
import {
  APPOINTMENT_MESSAGES,
  appointmentTimeError,
  appointmentTiming,
  APPOINTMENT_STATUS_LABELS,
  canJoinTeleconsultation,
  consultationCountdownText,
  consultationReportFileName,
  defaultServiceCategory,
  isAppointmentEditable,
  SERVICE_CATEGORIES,
} from './index.ts'

describe('appointments', () => {
  it('labels statuses', () => {
    expect(APPOINTMENT_STATUS_LABELS.CANCELLED).toBe('Annulé')
    expect(APPOINTMENT_STATUS_LABELS.FULFILLED).toBe('Terminé')
    expect(isAppointmentEditable('BOOKED')).toBe(true)
    expect(isAppointmentEditable('CANCELLED')).toBe(false)
    const join = {
      status: 'BOOKED' as const,
      userType: 'doctor',
      isPractitionerOfIt: true,
      end: 200,
      now: 100,
    }
    expect(canJoinTeleconsultation(join)).toBe(true)
    expect(canJoinTeleconsultation({ ...join, userType: 'assistant' })).toBe(true)
    expect(canJoinTeleconsultation({ ...join, userType: 'midwife' })).toBe(false)
    expect(canJoinTeleconsultation({ ...join, userType: 'patient' })).toBe(false)
    expect(canJoinTeleconsultation({ ...join, isPractitionerOfIt: false })).toBe(false)
    expect(canJoinTeleconsultation({ ...join, now: 200 })).toBe(false)
    expect(canJoinTeleconsultation({ ...join, status: 'FULFILLED' })).toBe(false)
  })
  it('tells past, current and upcoming apart', () => {
    const a = { start: 100, end: 200 }
    expect(appointmentTiming(a, 201)).toBe('past')
    expect(appointmentTiming(a, 200)).toBe('current')
    expect(appointmentTiming(a, 100)).toBe('current')
    expect(appointmentTiming(a, 99)).toBe('upcoming')
  })
  it('has categories and texts', () => {
    expect(SERVICE_CATEGORIES.UrgentFollowUp).toEqual({ title: 'Urgent', color: 'red' })
    expect(SERVICE_CATEGORIES.FollowUp).toEqual({ title: 'Routine checkup', color: 'blue' })
    expect(defaultServiceCategory('midwife')).toBe('MaternalPerinatalCare')
    expect(defaultServiceCategory('doctor')).toBe('Consultation')
    const f = (ms: number) => `${ms / 60_000} min`
    expect(consultationCountdownText(10 * 60_000, 0, f)).toBe('La consultation commence dans 10 min')
    expect(consultationCountdownText(0, 5 * 60_000, f)).toBe('La consultation a commencé il y a 5 min')
    expect(consultationReportFileName('12/03/2026')).toBe('Rapport de consultation du 12/03/2026.pdf')
  })
})

describe('appointment times', () => {
  const now = Date.UTC(2026, 5, 1, 8)
  const M = 60_000
  it('accepts a future slot of an offered duration', () => {
    for (const minutes of [15, 30, 45, 60]) {
      expect(appointmentTimeError({ start: now, end: now + minutes * M }, now)).toBeNull()
    }
  })
  it('names the first fault and its field', () => {
    expect(appointmentTimeError({ start: now - M, end: now + 14 * M }, now)).toEqual({
      field: 'start',
      message: APPOINTMENT_MESSAGES.startInPast,
    })
    expect(appointmentTimeError({ start: now + M, end: now + M }, now)).toEqual({
      field: 'end',
      message: APPOINTMENT_MESSAGES.endBeforeStart,
    })
    expect(appointmentTimeError({ start: now, end: now + 20 * M }, now)).toEqual({
      field: 'end',
      message: "La durée d'un rendez-vous est de 15, 30, 45 ou 60 minutes",
    })
    expect(appointmentTimeError({ start: now, end: now + 90 * M }, now)).toMatchObject({ field: 'end' })
  })
})
