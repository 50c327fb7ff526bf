// PATCH /user/current: the settings form. Fields left out keep their value and the merged profile must
// satisfy the form's rules, a practitioner's details of practice those of its registration; email and
// phone may only stay as they are (a new one is proven first, see startIdentifierChange); an
// administrator acting through the account never rewrites its names or its RPPS.
import { hasPracticeDetails, profileUpdateSchema } from '@relais/domain'
import { noImpersonation } from '../../core/access/access.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { StoredAddress } from '../../core/database/columns.ts'
import { validationFailed, type FieldError } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { FieldErrors, todayInFrance, under } from './form-validation.ts'
import { checkPracticeDetails, ownAccount, refuseForeignPracticeFields } from './practice-details.ts'
import { reload } from './reload.ts'
import type { AccountsServices } from './services.ts'

const EMAIL_NEEDS_CODE = "Une nouvelle adresse se confirme d'abord avec le code qui lui est envoyé"
const PHONE_NEEDS_CODE = "Un nouveau numéro se confirme d'abord avec le code qui lui est envoyé"
const RPPS_FROM_PRO_SANTE_CONNECT =
  'Ce numéro RPPS est celui de votre connexion Pro Santé Connect : il ne peut pas être modifié'

export async function updateCurrentUser(
  { request, body, application }: OperationContext<'updateCurrentUser'>,
  services: AccountsServices,
): Promise<Reply<'updateCurrentUser'>> {
  const { config, accounts, users } = services
  const account = await accounts.account(request)
  const current = account.user
  const profile = current.profile
  const now = config.now()
  // A new email or phone is proven first (identifier-changes); here they may only stay the same.
  const identifierErrors: FieldError[] = []
  for (const [type, raw, stored, field, needsCode] of [
    ['email', body.email, current.email, 'body.email', EMAIL_NEEDS_CODE],
    ['phone', body.phoneNumber, current.phone, 'body.phoneNumber', PHONE_NEEDS_CODE],
  ] as const) {
    if (raw === undefined) continue
    const result = normaliseIdentifier(type, raw)
    if (!result.ok) identifierErrors.push({ field, message: result.message })
    else if (result.value !== stored) identifierErrors.push({ field, message: needsCode })
  }
  if (identifierErrors.length) throw validationFailed(identifierErrors)
  // Fields left out keep their value; the merged profile must satisfy the settings form's rules.
  const merged = {
    firstName: body.firstName ?? profile?.givenName,
    lastName: body.lastName ?? profile?.familyName,
    email: current.email ?? undefined,
    phoneNumber: current.phone ?? undefined,
    birthDate: body.birthDate ?? profile?.birthDate ?? undefined,
    gender: body.gender ?? profile?.gender ?? undefined,
    address: body.address ?? profile?.address[0],
    languages: body.languages ?? profile?.languages,
  }
  const errors = new FieldErrors()
  refuseForeignPracticeFields(current.userType, body, errors)
  if (!errors.empty) throw validationFailed(errors.list)
  const checked = errors.parse(
    profileUpdateSchema({
      today: todayInFrance(now),
      // Structures, like dispatch accounts, have no birth date or gender of their own.
      application: current.userType === 'organization' ? 'dispatch' : application,
      // An account registered with one identifier has no other until it is proven.
      identifiers: { email: current.email !== null, phone: current.phone !== null },
    }),
    merged,
    under('body'),
  )
  const practice = hasPracticeDetails(current.userType)
    ? checkPracticeDetails(current.userType, profile, await users.findRoleDetails(current.id), body, errors)
    : undefined
  const storedRpps = profile?.rpps ?? null
  // Pro Santé Connect finds the account by the RPPS it vouched for: the session it opened keeps it.
  if (practice && practice.rpps !== storedRpps && account.session.row.identifier_type === 'psc') {
    errors.add('body.rpps', RPPS_FROM_PRO_SANTE_CONNECT)
  }
  if (!checked || !errors.empty) throw validationFailed(errors.list)
  // Names and the RPPS are identity: an administrator acting through the account reads them, never
  // rewrites them.
  if (
    account.impersonation &&
    (checked.firstName !== profile?.givenName ||
      checked.lastName !== profile?.familyName ||
      (practice && practice.rpps !== storedRpps))
  ) {
    throw noImpersonation()
  }
  await users.updateProfile(
    current.id,
    {
      givenName: checked.firstName,
      familyName: checked.lastName,
      gender: checked.gender ?? null,
      birthDate: checked.birthDate ?? null,
      address: checked.address ? [checked.address as StoredAddress] : [],
      languages: checked.languages,
      ...(practice && { practice }),
    },
    now,
  )
  return { status: 200, body: await ownAccount(await reload(account, services), services) }
}
