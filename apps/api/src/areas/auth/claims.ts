// Reads Pro Santé Connect's UserInfo (the `scope_all` claims) into the identity the app prefills:
// names, user type from the profession code, gender from the civility, RPPS from the national id.
import { genderFromProfessionalIdentity, userTypeFromProfessionCode } from '@relais/domain'
import type { PscUserInfo } from '../../adapters/pro-sante-connect/oidc-client.ts'
import type { StoredIdentityClaims } from './tables.ts'

export interface PscIdentity {
  /** What sessions carry as their identifier: the RPPS when there is one, else the national id. */
  subject: string
  claims: StoredIdentityClaims
}

/** The RPPS inside a PSC national id: '8' + 11 digits, or 11 digits alone. */
export function rppsFromNationalId(id: string | undefined): string | undefined {
  if (!id) return undefined
  const value = id.trim()
  if (/^8[0-9]{11}$/.test(value)) return value.slice(1)
  if (/^[0-9]{11}$/.test(value)) return value
  return undefined
}

export class PscClaimsError extends Error {
  override name = 'PscClaimsError'
}

export function identityFromUserInfo(info: PscUserInfo): PscIdentity {
  const nationalId = (info.SubjectNameID ?? info.preferred_username ?? '').trim()
  if (!nationalId) throw new PscClaimsError('UserInfo without SubjectNameID')
  const exercise = info.SubjectRefPro?.exercices?.[0]
  const firstName = (info.given_name ?? exercise?.prenomDexercice ?? '').trim()
  const lastName = (info.family_name ?? exercise?.nomDexercice ?? '').trim()
  if (!firstName || !lastName) throw new PscClaimsError('UserInfo without names')
  const civility = info.SubjectRefPro?.codeCivilite ?? info.codeCivilite ?? exercise?.codeCiviliteDexercice
  const professionCode = exercise?.codeProfession?.trim() || undefined
  const rpps = rppsFromNationalId(nationalId)
  const claims: StoredIdentityClaims = {
    name: 'psc',
    userType: userTypeFromProfessionCode(professionCode),
    firstName,
    lastName,
    gender:
      info.gender === 'male' || info.gender === 'female'
        ? info.gender === 'male'
          ? 'MALE'
          : 'FEMALE'
        : civility
          ? genderFromProfessionalIdentity(civility)
          : undefined,
  }
  if (!claims.gender) delete claims.gender
  if (rpps) claims.rpps = rpps
  if (professionCode) claims.professionCode = professionCode
  return { subject: rpps ?? nationalId, claims }
}
