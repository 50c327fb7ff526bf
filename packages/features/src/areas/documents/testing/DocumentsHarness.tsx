// A patient's documents as the patient page shows them, for stories and component tests: the card, the
// signed-in practitioner, her unlocked vault (or none, as in an impersonated session), and the API
// answered in-process by the store's handlers (the list and the download; uploads: see xhr.ts).
import type { RequestHandler } from 'msw'
import { accountUser } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import { RecordProviders } from '../../../core/testing/providers.tsx'
import { PatientDocuments } from '../PatientDocuments.tsx'
import { MIDWIFE_ID } from './documents-store.ts'

export function DocumentsHarness({
  handlers,
  vault,
  patientId,
}: {
  handlers: RequestHandler[]
  vault: Vault | null
  patientId: string
}) {
  return (
    <RecordProviders
      vault={vault}
      user={accountUser('midwife', 'perinatal', { id: MIDWIFE_ID })}
      handlers={handlers}
    >
      <PatientDocuments patientId={patientId} />
    </RecordProviders>
  )
}
