// The relationship that lets people write to each other: a structure they both belong to.
import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../areas/database.ts'
import type { Application } from '../core/config.ts'

/**
 * A new active structure of `application` whose members are `userIds`, returned by id. Sharing one is
 * what lets a professional and a patient open a conversation (a patient followed at a maternity with
 * its practitioners); deleting it ends the relationship, not the conversations opened meanwhile.
 */
export async function shareStructure(
  db: Kysely<DB>,
  application: Application,
  userIds: string[],
  name = 'Centre de suivi',
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db
    .insertInto('organizations')
    .values({
      id,
      application,
      name,
      finess: null,
      // A structure needs an identifier; a random SIRET stays out of the way of FINESS look-ups.
      siret: String(randomInt(10_000_000, 100_000_000)).padEnd(14, '0'),
      specialities: '[]',
      address: JSON.stringify({ text: '1 rue de Rivoli, 75001 Paris, France' }),
      manager_user_id: null,
      active: true,
      created_at: now,
      updated_at: now,
    })
    .execute()
  if (userIds.length > 0) {
    await db
      .insertInto('organization_members')
      .values(
        userIds.map((user_id) => ({
          organization_id: id,
          user_id,
          role: 'member' as const,
          created_at: now,
        })),
      )
      .execute()
  }
  return id
}
