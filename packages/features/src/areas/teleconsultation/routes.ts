// The assisted video teleconsultation of the mobility mode: the waiting page of an appointment, with its
// device test (/app/join-appointment/{id}), and the consultation's room (/app/appointment/{id}).
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import { modeCapabilities } from '@relais/domain'
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'join-appointment/:appointmentId',
      lazy: async () => ({
        Component: (await import('./JoinAppointmentPage.tsx')).JoinAppointmentPage,
      }),
    },
    {
      path: 'appointment/:appointmentId',
      lazy: async () => ({
        Component: (await import('./room/AppointmentRoomPage.tsx')).AppointmentRoomPage,
      }),
    },
  ],
  availableIn: (application) => modeCapabilities(application).hasTeleconsultations,
}
