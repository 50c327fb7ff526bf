// The teleconsultation area: an appointment's video room. Its people connect to each other peer to peer
// (helped by the deployment's STUN and TURN servers), or through a LiveKit server where one is
// configured (connectToRoom); the API relays the signals that set a peer-to-peer call up
// (sendRoomSignal) to the room's subscription on the app's socket, `/appointments/{id}/room`, which only
// they may join. The readings and notes taken during the consultation are kept encrypted
// (saveAppointmentObservations) and reach the room the same way; the doctor asks for the patient's
// share, which the room hears (createAppointmentPayment, updateAppointmentPayment), writes
// prescriptions in the prescription software, whose signed PDFs his browser fetches
// (openPrescriptionSession, fetchSignedPrescription), and ends the consultation with its report
// (endAppointment). The socket and its fan-out are the messaging area's; the room's subscription, and
// who may join it, are declared here.
import Boom from '@hapi/boom'
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { socketUser } from '../messaging/index.ts'
import { connectToRoom } from './connectToRoom.ts'
import { createAppointmentPayment } from './createAppointmentPayment.ts'
import { endAppointment } from './endAppointment.ts'
import { fetchSignedPrescription } from './fetchSignedPrescription.ts'
import { listAppointmentObservations } from './listAppointmentObservations.ts'
import { openPrescriptionSession } from './openPrescriptionSession.ts'
import { roomPeople } from './room-access.ts'
import { saveAppointmentObservations } from './saveAppointmentObservations.ts'
import { sendRoomSignal } from './sendRoomSignal.ts'
import { updateAppointmentPayment } from './updateAppointmentPayment.ts'
import { teleconsultationServices } from './services.ts'

export const teleconsultationModule: Plugin<AreaContext> = {
  name: 'teleconsultation',
  dependencies: ['contract', 'messaging-realtime'],
  register(server, context) {
    const services = teleconsultationServices(context)
    server.operation('connectToRoom', connectToRoom, services)
    server.operation('sendRoomSignal', sendRoomSignal, services)
    server.operation('saveAppointmentObservations', saveAppointmentObservations, services)
    server.operation('listAppointmentObservations', listAppointmentObservations, services)
    server.operation('endAppointment', endAppointment, services)
    server.operation('createAppointmentPayment', createAppointmentPayment, services)
    server.operation('updateAppointmentPayment', updateAppointmentPayment, services)
    server.operation('openPrescriptionSession', openPrescriptionSession, services)
    server.operation('fetchSignedPrescription', fetchSignedPrescription, services)

    server.subscription('/appointments/{appointmentId}/room', {
      auth: { mode: 'required' },
      onSubscribe: async (socket, _path, params) => {
        const user = socketUser(socket.auth.credentials, services.config.now())
        const appointmentId = (params as { appointmentId?: string } | undefined)?.appointmentId ?? ''
        try {
          if (!user) throw new Error('no user')
          await roomPeople(user.application, appointmentId, user.id, services)
        } catch {
          throw Boom.notFound('Rendez-vous introuvable')
        }
      },
      // A signal for one person reaches their sockets only; one for everyone, all but its sender's.
      filter: (_path, _message, { credentials, internal }) => {
        const userId = socketUser(credentials, services.config.now())?.id
        const { from, to } = (internal ?? {}) as { from?: string; to?: string }
        return userId !== undefined && userId !== from && (to === undefined || to === userId)
      },
    })
  },
}
