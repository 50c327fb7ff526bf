// The signed-in user: registration (POST /user), profile, settings updates, proven changes of email
// and phone, position and device token.
import { randomUUID } from 'node:crypto'
import type { Plugin, Request } from '@hapi/hapi'
import { profileUpdateSchema } from '@relais/domain'
import type { ApiConfig } from '../../config.ts'
import { apiError, validationFailed, type FieldError } from '../../errors.ts'
import type { StoredAddress } from '../../db/schema.ts'
import { noImpersonation } from '../../openapi/access.ts'
import {
  grantConfiguredAdministrators,
  type AdministratorsRepository,
} from '../admin/administrators-repository.ts'
import { normaliseIdentifier, type IdentifierType } from '../auth/identifier.ts'
import { clientAddress } from '../auth/index.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import type { AccountResolver, CurrentAccount } from './current-account.ts'
import { FieldErrors, todayInFrance, under } from './form-validation.ts'
import type { IdentifierChanges } from './identifier-changes.ts'
import { checkRegistration } from './registration.ts'
import { isUniqueViolation, type AccountConflicts, type UsersRepository } from './users-repository.ts'

export const CONFLICT_MESSAGES = {
  emailExists: 'Cet email est déjà associé à un compte existant',
  phoneExists: 'Ce numéro de téléphone est déjà associé à un compte existant',
  nirExists: 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
} as const

/** 409 naming each identifier already taken, with its message on the form field it belongs to. */
function conflict(conflicts: AccountConflicts, fields: Record<keyof AccountConflicts, string>) {
  const fieldErrors: FieldError[] = []
  for (const key of ['emailExists', 'phoneExists', 'nirExists'] as const) {
    if (conflicts[key]) fieldErrors.push({ field: fields[key], message: CONFLICT_MESSAGES[key] })
  }
  return apiError(409, 'CONFLICT', fieldErrors[0]?.message ?? 'Ce compte existe déjà', {
    conflicts,
    fieldErrors,
  })
}

const hasConflict = (c: AccountConflicts) => Boolean(c.emailExists || c.phoneExists || c.nirExists)

export interface UserPluginOptions {
  config: ApiConfig
  users: UsersRepository
  accounts: AccountResolver
  administrators: AdministratorsRepository
  identifierChanges: IdentifierChanges
  rateLimiter: RateLimiter
}

/** Answers naming a taken identifier, per session and per client address in the rate-limit window. */
const CONFLICTS_PER_SESSION = 10
const CONFLICTS_PER_ADDRESS = 50

const REGISTRATION_FIELDS = {
  emailExists: 'body.email',
  phoneExists: 'body.phoneNumber',
  nirExists: 'body.patient.nir',
}

export const userPlugin: Plugin<UserPluginOptions> = {
  name: 'user',
  register(server, { config, users, accounts, administrators, identifierChanges, rateLimiter }) {
    /**
     * A 409 that names a taken email, phone or NIR tells whether someone has an account: past a few per
     * session and per client address, the caller gets 429 instead, so it cannot be used to list people.
     */
    async function conflictOrTooMany(
      request: Request,
      conflicts: AccountConflicts,
      fields: Record<keyof AccountConflicts, string>,
    ): Promise<never> {
      const now = config.now()
      const session = accounts.session(request)
      for (const [scope, key, limit] of [
        ['conflict-session', session.row.id, CONFLICTS_PER_SESSION],
        ['conflict-ip', clientAddress(request, config.trustProxy), CONFLICTS_PER_ADDRESS],
      ] as const) {
        const hit = await rateLimiter.hit(scope, key, limit, now)
        if (!hit.allowed) {
          throw apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.', {
            retryAfterSeconds: hit.retryAfterSeconds,
          })
        }
      }
      throw conflict(conflicts, fields)
    }

    server.operation('getCurrentUser', async function getCurrentUser({ request }) {
      const account = await accounts.account(request)
      return { status: 200, body: accounts.toUser(account) }
    })

    server.operation('createUser', async function createUser({ request, body, application }) {
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
      if (hasConflict(conflicts)) await conflictOrTooMany(request, conflicts, REGISTRATION_FIELDS)
      if (row.user_id !== null) {
        throw apiError(409, 'CONFLICT', 'Un compte est déjà associé à cette session', { conflicts: {} })
      }

      // Only what the session proved is written; the other identifier waits for its code.
      const unproven: { type: IdentifierType; value: string }[] = []
      if (account.email && row.identifier_type !== 'email')
        unproven.push({ type: 'email', value: account.email })
      if (account.phone && row.identifier_type !== 'phone')
        unproven.push({ type: 'phone', value: account.phone })
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
        )
      }
      if (row.identifier_type === 'email') {
        await grantConfiguredAdministrators(administrators, config.adminEmails, now)
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
      return { status: 201, body: { user: accounts.toUser({ session, user }) } }
    })

    server.operation('updateCurrentUser', async function updateCurrentUser({ request, body, application }) {
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
        qualifications: body.qualifications ?? profile?.qualifications,
        exerciceZone: body.exerciceZone ?? profile?.exerciceZone ?? undefined,
        exerciceRadius: body.exerciceRadius ?? profile?.exerciceRadius ?? undefined,
      }
      const errors = new FieldErrors()
      const checked = errors.parse(
        profileUpdateSchema({
          today: todayInFrance(now),
          userType: current.userType,
          // Structures, like dispatch accounts, have no birth date or gender of their own.
          application: current.userType === 'organization' ? 'dispatch' : application,
          // An account registered with one identifier has no other until it is proven.
          identifiers: { email: current.email !== null, phone: current.phone !== null },
        }),
        merged,
        under('body'),
      )
      if (!checked) throw validationFailed(errors.list)
      // Names are identity: an administrator acting through the account reads them, never rewrites them.
      if (
        account.impersonation &&
        (checked.firstName !== profile?.givenName || checked.lastName !== profile?.familyName)
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
          qualifications: checked.qualifications,
          exerciceZone: (checked.exerciceZone as StoredAddress | undefined) ?? null,
          exerciceRadius: checked.exerciceRadius ?? null,
        },
        now,
      )
      return { status: 200, body: accounts.toUser(await reload(account)) }
    })

    const reload = async (account: CurrentAccount): Promise<CurrentAccount> => {
      const user = await users.findById(account.user.id)
      if (!user) throw apiError(404, 'NOT_FOUND', 'Aucun compte pour cet identifiant')
      return { ...account, user }
    }

    server.operation(
      'startIdentifierChange',
      async function startIdentifierChange({ request, body, application }) {
        const account = await accounts.account(request)
        const result = normaliseIdentifier(body.type, body.value)
        const field = body.type === 'email' ? 'body.email' : 'body.phoneNumber'
        if (!result.ok) throw validationFailed([{ field, message: result.message }])
        const current = body.type === 'email' ? account.user.email : account.user.phone
        if (result.value === current) {
          throw validationFailed([
            {
              field,
              message:
                body.type === 'email' ? 'Cette adresse est déjà la vôtre' : 'Ce numéro est déjà le vôtre',
            },
          ])
        }
        const conflicts = await users.findConflicts({
          application,
          ...(body.type === 'email' ? { email: result.value } : { phone: result.value }),
          exceptUserId: account.user.id,
        })
        if (hasConflict(conflicts)) {
          await conflictOrTooMany(request, conflicts, {
            emailExists: 'body.email',
            phoneExists: 'body.phoneNumber',
            nirExists: 'body.nir',
          })
        }
        const change = await identifierChanges.start(request, account.user, body.type, result.value)
        return { status: 202, body: change }
      },
    )

    server.operation('confirmIdentifierChange', async function confirmIdentifierChange({ request, body }) {
      const account = await accounts.account(request)
      await identifierChanges.confirm(account.user, body.type, body.code.trim())
      return { status: 200, body: accounts.toUser(await reload(account)) }
    })

    server.operation(
      'updateCurrentUserPosition',
      async function updateCurrentUserPosition({ request, body }) {
        const account = await accounts.account(request)
        await users.setPosition(account.user.id, body, config.now())
        return { status: 204, body: undefined }
      },
    )

    server.operation(
      'updateCurrentUserDeviceToken',
      async function updateCurrentUserDeviceToken({ request, body }) {
        const account = await accounts.account(request)
        await users.setDeviceToken(account.user.id, body.token, config.now())
        return { status: 204, body: undefined }
      },
    )
  },
}

const EMAIL_NEEDS_CODE = "Une nouvelle adresse se confirme d'abord avec le code qui lui est envoyé"
const PHONE_NEEDS_CODE = "Un nouveau numéro se confirme d'abord avec le code qui lui est envoyé"
