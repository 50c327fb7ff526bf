// Patients and accepted medical-file grants written straight into a test database, for the fixtures
// and tests of the areas that read a patient's file through a grant (patients, documents).
import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { AccessPoliciesRepository } from '../areas/access-policies/index.ts'
import type { DB } from '../areas/database.ts'
import type { Application } from '../core/config.ts'
import { insertUser, nirFrom } from './accounts.ts'

/** A new patient account of `app`, with a NIR and an email nobody else holds. */
export function insertTestPatient(db: Kysely<DB>, app: Application, familyName: string): Promise<string> {
  return insertUser(db, {
    application: app,
    userType: 'patient',
    email: `patient.test.${randomUUID()}@example.fr`,
    profile: {
      givenName: 'Lina',
      familyName,
      nir: nirFrom(String(randomInt(10_000_000, 100_000_000))),
      gender: 'FEMALE',
      birth_date: '1992-04-02',
    },
  })
}

/** An accepted medical-file grant of `patientId`'s file to `userId`, as if the patient had approved it. */
export async function grantMedicalFile(
  db: Kysely<DB>,
  app: Application,
  patientId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  await new AccessPoliciesRepository(db).create({
    application: app,
    resource: 'medical-file',
    holderUserId: patientId,
    resourceId: patientId,
    grantee: { userId },
    requestedBy: userId,
    status: 'ACCEPTED',
    now,
  })
}
