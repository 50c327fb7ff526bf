// The assisted video teleconsultation of the mobility mode: the waiting page of an appointment, with its
// device test (/app/join-appointment/{id}), the consultation's room (/app/appointment/{id}) and, once
// the call is over, its report for the doctor to validate (/app/appointment/report/{id}).
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
    {
      // The report draws its PDF with react-pdf, which only this route's chunk may hold.
      path: 'appointment/report/:appointmentId',
      lazy: async () => ({
        Component: (await import('./report/ReportReviewPage.tsx')).ReportReviewPage,
      }),
    },
  ],
  availableIn: (application) => modeCapabilities(application).hasTeleconsultations,
}
