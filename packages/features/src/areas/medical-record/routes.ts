// The medical record: the patient's own (/app/medical-record); a practitioner opens a patient's from
// the patient's page.
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'medical-record',
      lazy: async () => ({ Component: (await import('./MedicalRecordPage.tsx')).MedicalRecordPage }),
    },
  ],
  menu: ['medicalRecord'],
}
