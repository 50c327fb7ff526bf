// Who may be in an appointment's video room: its patient and its practitioners, while it is booked.
// Anyone else is told nothing (404, as for no appointment); a cancelled or fulfilled appointment's room
// is closed (409).
import { apiError, notFound } from '../../core/errors.ts'
import type { TeleconsultationServices } from './services.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const ROOM_CLOSED = 'Cette consultation est terminée ou annulée'

/** The room's people (the caller among them), or the refusal to throw. */
export async function roomPeople(
  application: string,
  appointmentId: string,
  userId: string,
  { appointments }: TeleconsultationServices,
): Promise<string[]> {
  const found = UUID.test(appointmentId)
    ? await appointments.people(application, appointmentId.toLowerCase())
    : undefined
  if (!found || !found.ids.includes(userId)) throw notFound('Rendez-vous introuvable')
  if (found.status !== 'BOOKED') throw apiError(409, 'CONFLICT', ROOM_CLOSED)
  return found.ids
}
