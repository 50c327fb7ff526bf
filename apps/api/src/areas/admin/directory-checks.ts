// What the directories say of a pending account's numbers, for the reviewer: a structure's FINESS or
// SIRET, a professional's RPPS. A directory that cannot answer gives `unavailable` for that number
// rather than failing the whole list: the reviewer can still decide, knowing the check is missing.
import { isValidFiness, isValidSiret, normalizeFiness, normalizeSiret } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import { DirectoryUnavailableError, type Directories } from '../../adapters/directory/ports.ts'
import type { PendingAccountRecord } from './pending-accounts-repository.ts'

type IdentifierCheck = NonNullable<components['schemas']['PendingAccount']['identifiers']>[number]

/** The establishment the directory lists under the number, null when none; thrown when it cannot say. */
type Lookup = () => Promise<{ name: string } | null>

async function check(kind: IdentifierCheck['kind'], value: string, lookup: Lookup): Promise<IdentifierCheck> {
  try {
    const found = await lookup()
    return found
      ? { kind, value, directory: 'known', directoryName: found.name }
      : { kind, value, directory: 'unknown' }
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) return { kind, value, directory: 'unavailable' }
    throw error
  }
}

export function checkIdentifiers(
  record: PendingAccountRecord,
  directories: Directories,
): Promise<IdentifierCheck[]> {
  const checks: Promise<IdentifierCheck>[] = []
  if (record.finess) {
    const finess = normalizeFiness(record.finess)
    // A malformed number is in no directory: asking a public service about it would only cost time.
    checks.push(
      check('finess', record.finess, async () =>
        isValidFiness(finess) ? directories.finess.findByFiness(finess) : null,
      ),
    )
  }
  if (record.siret) {
    const siret = normalizeSiret(record.siret)
    checks.push(
      check('siret', record.siret, async () =>
        isValidSiret(siret) ? directories.siret.findBySiret(siret) : null,
      ),
    )
  }
  // No directory of practitioners is wired yet: the RPPS is shown, its check stays neutral.
  if (record.rpps)
    checks.push(Promise.resolve({ kind: 'rpps', value: record.rpps, directory: 'unavailable' }))
  return Promise.all(checks)
}
