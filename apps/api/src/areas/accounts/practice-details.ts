// A practitioner's details of practice: what registration asked of the type besides identity and
// contact (RPPS, specialities, description, exercise zone, certification numbers, PMI…), edited in
// settings with the domain's `practiceDetailsSchema`, which holds registration's rules. Most are profile
// columns, read with the account on every request; a nurse's certification numbers and a midwife's
// initial profile and PMI are in the profile's role details, read only where the account is shown to
// its owner (GET and PATCH /user/current, registration, a confirmed identifier).
import { hasPracticeDetails, practiceDetailsSchema, type PracticeDetailType } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { UserRecord } from '../../core/accounts/account-store.ts'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { FieldErrors } from './form-validation.ts'
import { under } from './form-validation.ts'
import type { AccountsServices } from './services.ts'
import type { PracticeChanges } from './users-repository.ts'

type User = components['schemas']['User']
type UserUpdate = components['schemas']['UserUpdate']
type PmiAffiliation = components['schemas']['PmiAffiliation']
type Profile = NonNullable<UserRecord['profile']>

/** The update's fields that are details of practice, by the types whose registration asked them. */
const PRACTICE_FIELDS: Record<PracticeDetailType, readonly (keyof UserUpdate)[]> = {
  doctor: ['rpps', 'qualifications', 'description'],
  midwife: [
    'rpps',
    'qualifications',
    'description',
    'initialProfile',
    'exerciceZone',
    'exerciceRadius',
    'affiliatedToPmi',
    'pmi',
  ],
  assistant: [
    'certificationNumber',
    'advancedCertificationNumber',
    'description',
    'exerciceZone',
    'exerciceRadius',
  ],
}
const EVERY_PRACTICE_FIELD = new Set(Object.values(PRACTICE_FIELDS).flat())

/** The types that keep some of their details in the role details rather than in columns. */
const IN_ROLE_DETAILS: readonly string[] = ['midwife', 'assistant']

/** The body's names of the domain form's keys, where they differ. */
const BODY_NAMES = { affiliated: 'affiliatedToPmi', pmiName: 'pmi', pmiAddress: 'pmi', pmiTelecom: 'pmi' }

/** The details of practice sent by a type whose registration did not ask them: each is refused. */
export function refuseForeignPracticeFields(userType: string, body: UserUpdate, errors: FieldErrors): void {
  const own: readonly string[] = hasPracticeDetails(userType) ? PRACTICE_FIELDS[userType] : []
  for (const key of Object.keys(body)) {
    if (EVERY_PRACTICE_FIELD.has(key as keyof UserUpdate) && !own.includes(key)) {
      errors.add(`body.${key}`, 'Champ non autorisé')
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
const pmiOf = (value: unknown) => (value && typeof value === 'object' ? (value as PmiAffiliation) : undefined)

/**
 * Checks the stored details with the update's changes over them, with registration's rules; returns
 * what to write, or undefined with the issues added to `errors` (on the body's field names).
 */
export function checkPracticeDetails(
  userType: PracticeDetailType,
  profile: Profile | null,
  roleDetails: Record<string, unknown>,
  body: UserUpdate,
  errors: FieldErrors,
): PracticeChanges | undefined {
  const common = {
    qualifications: body.qualifications ?? profile?.qualifications ?? [],
    description: body.description ?? profile?.description ?? undefined,
  }
  const zone = {
    exerciceZone: body.exerciceZone ?? profile?.exerciceZone ?? undefined,
    exerciceRadius: body.exerciceRadius ?? profile?.exerciceRadius ?? undefined,
  }
  const rpps = body.rpps ?? profile?.rpps ?? undefined
  const fieldOf = under('body', BODY_NAMES)
  switch (userType) {
    case 'doctor': {
      const checked = errors.parse(practiceDetailsSchema('doctor'), { rpps, ...common }, fieldOf)
      if (!checked) return undefined
      return {
        rpps: checked.rpps,
        qualifications: checked.qualifications,
        description: checked.description || null,
        exerciceZone: profile?.exerciceZone ?? null,
        exerciceRadius: profile?.exerciceRadius ?? null,
        roleDetails,
      }
    }
    case 'midwife': {
      const affiliated = body.affiliatedToPmi ?? roleDetails.affiliatedToPmi === true
      // Leaving the PMI leaves its details; a new one replaces the stored one whole.
      const pmi = affiliated ? (body.pmi ?? pmiOf(roleDetails.pmi)) : undefined
      const checked = errors.parse(
        practiceDetailsSchema('midwife'),
        {
          rpps,
          ...common,
          ...zone,
          initialProfile: body.initialProfile ?? text(roleDetails.initialProfile),
          affiliated,
          pmiName: pmi?.name,
          pmiAddress: pmi?.address,
          pmiTelecom: pmi?.phone,
        },
        fieldOf,
      )
      if (!checked) return undefined
      const { pmi: _left, ...others } = roleDetails
      return {
        rpps: checked.rpps ?? null,
        qualifications: checked.qualifications,
        description: checked.description,
        exerciceZone: checked.exerciceZone as StoredAddress,
        exerciceRadius: checked.exerciceRadius,
        roleDetails: {
          ...others,
          initialProfile: checked.initialProfile,
          affiliatedToPmi: checked.affiliated,
          ...(checked.affiliated && {
            pmi: compact({
              name: checked.pmiName,
              address: checked.pmiAddress || undefined,
              phone: checked.pmiTelecom || undefined,
              email: pmi?.email || undefined,
            }),
          }),
        },
      }
    }
    case 'assistant': {
      const checked = errors.parse(
        practiceDetailsSchema('assistant'),
        {
          ...zone,
          description: common.description,
          certificationNumber: body.certificationNumber ?? text(roleDetails.certificationNumber),
          advancedCertificationNumber:
            body.advancedCertificationNumber ?? text(roleDetails.advancedCertificationNumber),
        },
        fieldOf,
      )
      if (!checked) return undefined
      const { advancedCertificationNumber: _left, ...others } = roleDetails
      return {
        rpps: profile?.rpps ?? null,
        qualifications: profile?.qualifications ?? [],
        description: checked.description,
        exerciceZone: checked.exerciceZone as StoredAddress,
        exerciceRadius: checked.exerciceRadius,
        roleDetails: {
          ...others,
          certificationNumber: checked.certificationNumber,
          ...(checked.advancedCertificationNumber && {
            advancedCertificationNumber: checked.advancedCertificationNumber,
          }),
        },
      }
    }
  }
}

/** The account shown to its owner: with the details of practice kept in the role details. */
export function withRoleDetails(user: User, roleDetails: Record<string, unknown>): User {
  const profile = { ...user.profile }
  if (user.userType === 'assistant') {
    const certification = text(roleDetails.certificationNumber)
    const advanced = text(roleDetails.advancedCertificationNumber)
    if (certification) profile.certificationNumber = certification
    if (advanced) profile.advancedCertificationNumber = advanced
  }
  if (user.userType === 'midwife') {
    const initialProfile = roleDetails.initialProfile
    if (initialProfile === 'LIBERAL' || initialProfile === 'HOSPITAL') profile.initialProfile = initialProfile
    profile.affiliatedToPmi = roleDetails.affiliatedToPmi === true
    const pmi = pmiOf(roleDetails.pmi)
    if (profile.affiliatedToPmi && pmi?.name) profile.pmi = pmi
  }
  return { ...user, profile }
}

/** GET /user/current's answer (and every other that shows the account to its owner). */
export async function ownAccount(
  account: CurrentAccount,
  { accounts, users }: Pick<AccountsServices, 'accounts' | 'users'>,
): Promise<User> {
  const user = accounts.toUser(account)
  if (!IN_ROLE_DETAILS.includes(user.userType)) return user
  return withRoleDetails(user, await users.findRoleDetails(user.id))
}

function compact<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T
}
