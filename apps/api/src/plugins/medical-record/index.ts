// The patient's medical record, stored only as the vault's encrypted envelope: the browser encrypts it
// with a session shared with the patient's medical-file group, and the server keeps the envelope (which
// names its session) and a version — never a key, never a field in clear.
//
// Rules (the authorization matrix test holds every operation to them):
// - Patients only: any other account gets a 403 (a practitioner reads a patient's record through the
//   access grants of a later feature, never through the patient's own route).
// - An administrator impersonating the patient may read the envelope (GET) but never write it (403):
//   they hold no key to it, and the record is the patient's own.
// - The envelope has the contract's `EncryptedEnvelope` shape, checked before the handler runs: a
//   record in clear, or anything else, is a 400 naming the field.
// - Writes are optimistic: `version` names the version the write is based on (0 for the first); any
//   other stored version makes the write stale (409), so a tab never overwrites another's newer record.
import type { Plugin, Request } from '@hapi/hapi'
import type { ApiConfig } from '../../config.ts'
import { apiError, forbidden, notFound } from '../../errors.ts'
import type { AccountResolver, CurrentAccount } from '../user/current-account.ts'
import type { MedicalRecordRepository } from './medical-record-repository.ts'

export interface MedicalRecordPluginOptions {
  config: ApiConfig
  accounts: AccountResolver
  records: MedicalRecordRepository
}

const patientsOnly = () => forbidden('Réservé aux patients')
const noImpersonation = () => forbidden("Action impossible en agissant pour le compte d'un autre utilisateur")

export const medicalRecordPlugin: Plugin<MedicalRecordPluginOptions> = {
  name: 'medical-record',
  dependencies: ['contract'],
  register(server, { config, accounts, records }) {
    async function patient(request: Request): Promise<CurrentAccount> {
      const account = await accounts.account(request)
      if (account.user.userType !== 'patient') throw patientsOnly()
      return account
    }

    server.operation('getMedicalRecord', async ({ request }) => {
      const account = await patient(request)
      const record = await records.find(account.user.id)
      if (!record) throw notFound('Aucun dossier médical')
      return { status: 200, body: record }
    })

    server.operation('putMedicalRecord', async ({ request, body }) => {
      const account = await patient(request)
      if (account.impersonation) throw noImpersonation()
      const stored = await records.write(account.user.id, body, config.now())
      if (stored === 'stale') {
        throw apiError(409, 'CONFLICT', 'Le dossier médical a été modifié entre-temps')
      }
      return { status: 200, body: stored }
    })
  },
}
