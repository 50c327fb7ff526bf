// The teleconsultation area's rows of the authorization matrix: a caller says hello in the room of an
// appointment of theirs, records and reads its observations (a practitioner holds the patient's grant);
// `foreign` aims at an appointment no caller is part of.
import { randomUUID } from 'node:crypto'
import { defineAccess } from '../../testing/access-matrix.ts'
import { createAgendaFixtures } from '../../testing/agenda-fixtures.ts'
import { testEnvelope } from '../../testing/envelopes.ts'

const readings = { observations: [{ envelope: testEnvelope('relevé') }] }

export const access = defineAccess({
  fixtures: createAgendaFixtures,
  rows: {
    connectToRoom: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { appointmentId: await fx.appointmentOf(caller) } }),
      foreign: (fx, caller) => ({ params: { appointmentId: fx.stranger[caller.app].appointmentId } }),
    },
    sendRoomSignal: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { type: 'hello' },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { type: 'hello' },
      }),
    },
    saveAppointmentObservations: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: readings,
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: readings,
      }),
    },
    listAppointmentObservations: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { appointmentId: await fx.appointmentOf(caller) } }),
      foreign: (fx, caller) => ({ params: { appointmentId: fx.stranger[caller.app].appointmentId } }),
    },
    // A doctor of the appointment gets 400 here (no such report): success needs a report he added.
    endAppointment: {
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { reportDocumentId: randomUUID() },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { reportDocumentId: randomUUID() },
      }),
    },
    createAppointmentPayment: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { value: 2500, currency: 'EUR' },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { value: 2500, currency: 'EUR' },
      }),
    },
    // No payment of this id: an allowed caller gets 404 past the access rules.
    updateAppointmentPayment: {
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { id: randomUUID(), status: 'CANCELED' },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { id: randomUUID(), status: 'CANCELED' },
      }),
    },
    // The local prescription service opens for a doctor of the appointment holding the grant.
    openPrescriptionSession: {
      request: async (fx, caller) => ({ params: { appointmentId: await fx.appointmentOf(caller) } }),
      foreign: (fx, caller) => ({ params: { appointmentId: fx.stranger[caller.app].appointmentId } }),
    },
    // No prescription of these ids: an allowed caller gets 404 past the access rules.
    fetchSignedPrescription: {
      request: async (fx, caller) => ({
        params: { appointmentId: await fx.appointmentOf(caller) },
        payload: { softwarePatientId: randomUUID(), prescriptionId: randomUUID() },
      }),
      foreign: (fx, caller) => ({
        params: { appointmentId: fx.stranger[caller.app].appointmentId },
        payload: { softwarePatientId: randomUUID(), prescriptionId: randomUUID() },
      }),
    },
  },
})
