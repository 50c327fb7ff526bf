// Patients: a practitioner's and a structure's patient lists, adding or asking for a patient, and a
// patient's page.
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

const patientPage = async () => ({ Component: (await import('./PatientPage.tsx')).PatientPage })

export const area: Area = {
  appRoutes: [
    {
      path: 'patients',
      lazy: async () => ({ Component: (await import('./PatientsPage.tsx')).PatientsPage }),
    },
    { path: 'patients/:patientId', lazy: patientPage },
    {
      path: 'organization/patients',
      lazy: async () => ({ Component: (await import('./PatientsPage.tsx')).OrganizationPatientsPage }),
    },
    { path: 'organization/patients/:patientId', lazy: patientPage },
  ],
  menu: ['patients', 'organizationPatients'],
}
