// 'Mes données' as the settings page shows it, for stories and component tests: its card, the signed-in
// user (the patient of `core/testing` unless told), her unlocked vault (or none), and the API answered
// in-process by the store's handlers and those given beside them (the record's, for a structure's grant).
import type { RequestHandler } from 'msw'
import type { User } from '@relais/api-client'
import { Card } from '@relais/ui'
import type { Vault } from '@relais/vault'
import { patientUser, RecordProviders } from '../../../core/testing/providers.tsx'
import { AccessPolicySettings } from '../AccessPolicySettings.tsx'
import type { AccessPoliciesStore } from './access-policies-store.ts'

export function MyDataHarness({
  store,
  vault,
  user = patientUser(),
  handlers = [],
}: {
  store: AccessPoliciesStore
  vault: Vault | null
  user?: User
  handlers?: RequestHandler[]
}) {
  return (
    <RecordProviders vault={vault} user={user} handlers={[...store.handlers, ...handlers]}>
      <Card title="Mes données" headingLevel={2}>
        <AccessPolicySettings />
      </Card>
    </RecordProviders>
  )
}
