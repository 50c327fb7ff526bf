// The signed-in user: registration (POST /user), profile, settings updates, position and device token.
import { randomUUID } from 'node:crypto'
import type { Plugin } from '@hapi/hapi'
import { profileUpdateSchema } from '@relais/domain'
import type { ApiConfig } from '../../config.ts'
import { apiError, validationFailed, type FieldError } from '../../errors.ts'
import type { StoredAddress } from '../../db/schema.ts'
import type { AccountResolver, CurrentAccount } from './current-account.ts'
import { FieldErrors, todayInFrance, under } from './form-validation.ts'
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
}

export const userPlugin: Plugin<UserPluginOptions> = {
  name: 'user',
  register(server, { config, users, accounts }) {
    server.operation('getCurrentUser', async ({ request }) => {
      const account = await accounts.account(request)
      return { status: 200, body: accounts.toUser(account) }
    })

    server.operation('createUser', async ({ request, body, application }) => {
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

      const fields = {
        emailExists: 'body.email',
        phoneExists: 'body.phoneNumber',
        nirExists: 'body.patient.nir',
      }
      const findConflicts = () =>
        users.findConflicts({
          application,
          email: account.email,
          phone: account.phone,
          nir: account.profile.nir,
        })
      const conflicts = await findConflicts()
      if (hasConflict(conflicts)) throw conflict(conflicts, fields)
      if (row.user_id !== null) {
        throw apiError(409, 'CONFLICT', 'Un compte est déjà associé à cette session', { conflicts: {} })
      }

      const id = randomUUID()
      try {
        const { organization, ...rest } = account
        await users.create({
          ...rest,
          id,
          now,
          sessionId: row.id,
          ...(organization ? { organization: { ...organization, id: randomUUID() } } : {}),
        })
      } catch (error) {
        // Two registrations raced for the same identifier: the unique index decided.
        if (!isUniqueViolation(error)) throw error
        const raced = await findConflicts()
        throw conflict(hasConflict(raced) ? raced : { emailExists: true }, fields)
      }
      const user = await users.findById(id)
      if (!user) throw new Error('registered account vanished')
      return { status: 201, body: { user: accounts.toUser({ session, user }) } }
    })

    server.operation('updateCurrentUser', async ({ request, body, application }) => {
      const account = await accounts.account(request)
      const current = account.user
      const profile = current.profile
      const now = config.now()
      // Fields left out keep their value; the merged profile must satisfy the settings form's rules.
      const merged = {
        firstName: body.firstName ?? profile?.givenName,
        lastName: body.lastName ?? profile?.familyName,
        email: body.email ?? current.email ?? undefined,
        phoneNumber: body.phoneNumber ?? current.phone ?? undefined,
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
        }),
        merged,
        under('body'),
      )
      if (!checked) throw validationFailed(errors.list)

      const conflicts = await users.findConflicts({
        application,
        email: checked.email === current.email ? null : checked.email,
        phone: checked.phoneNumber === current.phone ? null : checked.phoneNumber,
        exceptUserId: current.id,
      })
      const fields = { emailExists: 'body.email', phoneExists: 'body.phoneNumber', nirExists: 'body.nir' }
      if (hasConflict(conflicts)) throw conflict(conflicts, fields)
      try {
        await users.updateProfile(
          current.id,
          {
            email: checked.email,
            phone: checked.phoneNumber,
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
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        throw conflict(
          await users.findConflicts({
            application,
            email: checked.email,
            phone: checked.phoneNumber,
            exceptUserId: current.id,
          }),
          fields,
        )
      }
      return { status: 200, body: accounts.toUser(await reload(account)) }
    })

    const reload = async (account: CurrentAccount): Promise<CurrentAccount> => {
      const user = await users.findById(account.user.id)
      if (!user) throw apiError(404, 'NOT_FOUND', 'Aucun compte pour cet identifiant')
      return { ...account, user }
    }

    server.operation('updateCurrentUserPosition', async ({ request, body }) => {
      const account = await accounts.account(request)
      await users.setPosition(account.user.id, body, config.now())
      return { status: 204, body: undefined }
    })

    server.operation('updateCurrentUserDeviceToken', async ({ request, body }) => {
      const account = await accounts.account(request)
      await users.setDeviceToken(account.user.id, body.token, config.now())
      return { status: 204, body: undefined }
    })
  },
}
