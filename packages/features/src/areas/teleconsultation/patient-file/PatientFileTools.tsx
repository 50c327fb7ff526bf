// The doctor's two links to the patient's file in the consultation room: 'Dossier médical', her record
// in a side panel over the call, and 'Facturation', the billing portal on the consultation's ticket
// (where the deployment names one). Both read the patient's file (GET /patient/{id}, written to her
// access log); the panel's code loads when it is first opened.
import { lazy, Suspense, useState } from 'react'
import { useApi } from '@relais/api-client'
import { billingPortalLink } from '@relais/domain'
import { Button, Link } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import type { Appointment } from '../../agenda/index.ts'
import { PATIENT_FILE_TEXTS } from './texts.ts'

const RecordDrawer = lazy(async () => ({ default: (await import('./RecordDrawer.tsx')).RecordDrawer }))

export function PatientFileTools({ appointment }: { appointment: Appointment }) {
  const { $api } = useApi()
  const { billingPortalUrl } = useAppConfig()
  const [open, setOpen] = useState(false)
  const file = $api.useQuery(
    'get',
    '/patient/{patientId}',
    { params: { path: { patientId: appointment.patient.id } } },
    { retry: false },
  )
  const patient = file.data?.patient
  return (
    <>
      <Button variant="secondary" isDisabled={!file.data} onPress={() => setOpen(true)}>
        {PATIENT_FILE_TEXTS.record}
      </Button>
      {billingPortalUrl && patient && (
        <Link
          variant="standalone"
          href={billingPortalLink(billingPortalUrl, {
            ticketId: appointment.id,
            birthDate: patient.birthDate,
            firstName: patient.name.given,
            lastName: patient.name.family,
            nir: patient.nir,
          })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {PATIENT_FILE_TEXTS.billing}
        </Link>
      )}
      {open && file.data && (
        <Suspense fallback={null}>
          <RecordDrawer file={file.data} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
