// POST /user: registration. Binds the signed-in session to the new account; writes only the identifier
// the session proved (the other one typed receives a code of its own); patients and practitioners are
// active at once, structures and dispatch staff wait for an administrator (registration.ts).
import { randomUUID } from 'node:crypto'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { isUniqueViolation } from '../../core/database/database.ts'
import { apiError, validationFailed } from '../../core/errors.ts'
import type { IdentifierType } from '../../core/identifiers.ts'
import { grantConfiguredAdministrators } from '../admin/index.ts'
import { conflictOrTooMany, hasConflict } from './conflicts.ts'
import { todayInFrance } from './form-validation.ts'
import { withRoleDetails } from './practice-details.ts'
import { checkRegistration } from './registration.ts'
import type { AccountsServices } from './services.ts'

const REGISTRATION_FIELDS = {
  emailExists: 'body.email',
  phoneExists: 'body.phoneNumber',
  nirExists: 'body.patient.nir',
}

export async function createUser(
  { request, body, application }: OperationContext<'createUser'>,
  services: AccountsServices,
): Promise<Reply<'createUser'>> {
  const { config, accounts, users, administrators, identifierChanges } = services
  const session = accounts.session(request)
  const { row } = session
  // The identifier the session proved is the account's: it overrides what the form sent.
  const input = { ...body }
  if (row.identifier_type === 'email') input.email = row.identifier
  if (row.identifier_type === 'phone') input.phoneNumber = row.identifier
  // Pro Santé Connect vouched for the RPPS (the identifier of such sessions): the account keeps it,
  // which is also how the next Pro Santé Connect sign-in finds this account.
  if (row.identifier_type === 'psc' && /^[0-9]{11}$/.test(row.identifier)) {
    if (input.doctor) input.doctor = { ...input.doctor, rpps: row.identifier }
    if (input.midwife) input.midwife = { ...input.midwife, rpps: row.identifier }
  }
  const now = config.now()
  const checked = checkRegistration(input, { application, today: todayInFrance(now) })
  if (!checked.ok) throw validationFailed(checked.errors.list)
  const { account } = checked

  const findConflicts = () =>
    users.findConflicts({
      application,
      email: account.email,
      phone: account.phone,
      nir: account.profile.nir,
    })
  const conflicts = await findConflicts()
  if (hasConflict(conflicts)) await conflictOrTooMany(request, conflicts, REGISTRATION_FIELDS, services)
  if (row.user_id !== null) {
    throw apiError(409, 'CONFLICT', 'Un compte est déjà associé à cette session', { conflicts: {} })
  }

  // Only what the session proved is written; the other identifier waits for its code.
  const unproven: { type: IdentifierType; value: string }[] = []
  if (account.email && row.identifier_type !== 'email') unproven.push({ type: 'email', value: account.email })
  if (account.phone && row.identifier_type !== 'phone') unproven.push({ type: 'phone', value: account.phone })
  const id = randomUUID()
  try {
    const { organization, ...rest } = account
    await users.create({
      ...rest,
      email: row.identifier_type === 'email' ? account.email : null,
      phone: row.identifier_type === 'phone' ? account.phone : null,
      id,
      now,
      sessionId: row.id,
      ...(organization ? { organization: { ...organization, id: randomUUID() } } : {}),
    })
  } catch (error) {
    // Two registrations raced for the same identifier: the unique index decided.
    if (!isUniqueViolation(error)) throw error
    const raced = await findConflicts()
    await conflictOrTooMany(
      request,
      hasConflict(raced) ? raced : { emailExists: true },
      REGISTRATION_FIELDS,
      services,
    )
  }
  if (row.identifier_type === 'email') {
    await grantConfiguredAdministrators(administrators, config.adminEmails, now)
  }
  try {
    await services.joinInvitedOrganizations({
      application,
      userId: id,
      userType: account.userType,
      provenEmail: row.identifier_type === 'email' ? account.email : null,
      now,
    })
  } catch (error) {
    // The account exists: its holder can still ask to join from 'Rejoindre une structure'.
    request.log(['warn', 'organization-invitation'], {
      err: error instanceof Error ? error.name : 'unknown',
    })
  }
  for (const { type, value } of unproven) {
    try {
      await identifierChanges.start(request, { id, application }, type, value)
    } catch (error) {
      // The account exists: a code that cannot leave now is asked again from the settings.
      request.log(['warn', 'identifier-change'], {
        err: error instanceof Error ? error.message : 'unknown',
      })
    }
  }
  const user = await users.findById(id)
  if (!user) throw new Error('registered account vanished')
  const registered = withRoleDetails(accounts.toUser({ session, user }), account.profile.roleDetails)
  return { status: 201, body: { user: registered } }
}
