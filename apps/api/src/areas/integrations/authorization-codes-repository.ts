// The one-time codes of the integrations the product provides itself. A code is 32 random bytes, so its
// plain SHA-256 is enough to make the table useless to whoever reads it. An account has at most one code
// per type (asking again replaces it), and using one deletes it: only the account it was made for may
// use it, once, before it expires.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../../core/codes/secrets.ts'
import type { DB } from '../database.ts'

/** Long enough for the browser to go to the callback and back, short enough to be useless in a log. */
const AUTHORIZATION_CODE_TTL_MS = 5 * 60 * 1000

interface CodeOwner {
  application: string
  userId: string
  integrationType: string
}

export class AuthorizationCodesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A new code for this account and type, replacing its previous one; expired codes go with it. */
  async issue(owner: CodeOwner, now: Date): Promise<string> {
    const code = randomBytes(32).toString('base64url')
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('integration_authorization_codes')
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', owner.userId), eb('integration_type', '=', owner.integrationType)]),
            eb('expires_at', '<=', now),
          ]),
        )
        .execute()
      await trx
        .insertInto('integration_authorization_codes')
        .values({
          code_hash: hashToken(code),
          user_id: owner.userId,
          application: owner.application,
          integration_type: owner.integrationType,
          expires_at: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS),
        })
        .execute()
    })
    return code
  }

  /**
   * Whether the code is this account's for this type and still valid; a code found is deleted, so it
   * works once. Another account's code is neither accepted nor used up.
   */
  async consume(owner: CodeOwner, code: string, now: Date): Promise<boolean> {
    const row = await this.db
      .deleteFrom('integration_authorization_codes')
      .where('code_hash', '=', hashToken(code))
      .where('user_id', '=', owner.userId)
      .where('application', '=', owner.application)
      .where('integration_type', '=', owner.integrationType)
      .returning('expires_at')
      .executeTakeFirst()
    return row !== undefined && new Date(row.expires_at).getTime() > now.getTime()
  }
}
