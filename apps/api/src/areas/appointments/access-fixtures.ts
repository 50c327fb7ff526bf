// The appointments area's rows of the authorization matrix. A caller books on a calendar they may act
// on (a patient with a doctor anyone may book) for a patient they may read, each time on a slot of its
// own; reads and changes aim at an appointment of theirs. `foreign` aims every call at a doctor, a
// patient and an appointment no caller has anything to do with.
import { defineAccess } from '../../testing/access-matrix.ts'
import { createAgendaFixtures } from '../../testing/agenda-fixtures.ts'

const DECEMBER = { start: '2026-12-01T00:00:00Z', end: '2027-01-01T00:00:00Z' }

export const access = defineAccess({
  fixtures: createAgendaFixtures,
  rows: {
    createAppointment: {
      succeeds: true,
      request: async (fx, caller) => {
        const practitioner =
          caller.userType === 'patient'
            ? { id: fx.openDoctor[caller.app], role: 'doctor' }
            : await fx.calendarOf(caller)
        return {
          payload: {
            patientId: await fx.patientOf(caller),
            [`${practitioner.role}Id`]: practitioner.id,
            ...fx.nextSlot(),
            serviceCategory: 'Consultation',
          },
        }
      },
      foreign: (fx, caller) => ({
        payload: {
          patientId: fx.stranger[caller.app].patientId,
          doctorId: fx.stranger[caller.app].doctorId,
          ...fx.nextSlot(),
          serviceCategory: 'Consultation',
        },
      }),
    },
    getAppointment: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { appointmentId: await fx.appointmentOf(caller) } }),
      foreign: (fx, caller) => ({ params: { appointmentId: fx.stranger[caller.app].appointmentId } }),
    },
    updateAppointment: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { serviceCategory: 'FollowUp' },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { serviceCategory: 'FollowUp' },
      }),
    },
    cancelAppointment: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { appointmentId: await fx.appointmentOf(caller) } }),
      foreign: (fx, caller) => ({ params: { appointmentId: fx.stranger[caller.app].appointmentId } }),
    },
    listPractitionerAppointments: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { practitionerId: (await fx.calendarOf(caller)).id },
        query: DECEMBER,
      }),
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        query: DECEMBER,
      }),
    },
    listPatientAppointments: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.patientOf(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app].patientId } }),
    },
  },
})
