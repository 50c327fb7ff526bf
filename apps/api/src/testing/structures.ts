// Structures as the tests need them: one row and its members, made in one call rather than by hand in
// each test. A structure someone manages is also what lets people write to each other.
import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '../areas/database.ts'
import type { Application } from '../core/config.ts'

export interface NewStructure {
  application: Application
  name?: string
  /** Null: a structure known by a SIRET (a random one, out of the way of FINESS look-ups). */
  finess?: string | null
  /** Its manager (the structure's account), a member with the role 'manager'. */
  managerUserId?: string | null
  /** Members with the role 'member'. */
  memberIds?: string[]
  active?: boolean
  address?: { text: string; city?: string }
  now?: Date
}

/** Inserts a structure and its members; answers its id. */
export async function insertStructure(db: Kysely<DB>, structure: NewStructure): Promise<string> {
  const id = randomUUID()
  const now = structure.now ?? new Date()
  const finess = structure.finess ?? null
  const manager = structure.managerUserId ?? null
  await db
    .insertInto('organizations')
    .values({
      id,
      application: structure.application,
      name: structure.name ?? 'Centre de suivi',
      finess,
      siret: finess ? null : String(randomInt(10_000_000, 100_000_000)).padEnd(14, '0'),
      specialities: '[]',
      address: JSON.stringify(structure.address ?? { text: '1 rue de Rivoli, 75001 Paris, France' }),
      manager_user_id: manager,
      active: structure.active ?? true,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const members = [
    ...(manager ? [{ user_id: manager, role: 'manager' as const }] : []),
    ...(structure.memberIds ?? []).map((user_id) => ({ user_id, role: 'member' as const })),
  ]
  if (members.length > 0) {
    await db
      .insertInto('organization_members')
      .values(members.map((m) => ({ ...m, organization_id: id, created_at: now })))
      .execute()
  }
  return id
}

/**
 * A new active structure of `application` whose members are `userIds`, returned by id. Sharing one is
 * what lets a professional and a patient open a conversation (a patient followed at a maternity with
 * its practitioners); deleting it ends the relationship, not the conversations opened meanwhile.
 */
export function shareStructure(
  db: Kysely<DB>,
  application: Application,
  userIds: string[],
  name = 'Centre de suivi',
): Promise<string> {
  return insertStructure(db, { application, name, memberIds: userIds })
}
