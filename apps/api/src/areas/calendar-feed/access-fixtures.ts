// The calendar-feed area's row of the authorization matrix. The feed is read through the link of a
// doctor no caller acts as (so that no caller's renewal or revocation takes it away), and `foreign`
// reads it through that doctor's previous link, renewed since: nobody may get it.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken } from '../../core/codes/secrets.ts'
import { defineAccess } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'
import { CalendarFeedsRepository } from './calendar-feeds-repository.ts'

interface CalendarFeedFixtures {
  /** The link in force of a doctor no caller acts as. */
  secret: string
  /** That doctor's link before it was renewed. */
  renewedSecret: string
}

async function createCalendarFeedFixtures(t: TestApi): Promise<CalendarFeedFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const practitionerId = await insertUser(db, {
    application: 'perinatal',
    userType: 'doctor',
    email: `medecin.agenda.${randomUUID()}@example.fr`,
    profile: { givenName: 'Paul', familyName: 'Agenda' },
  })
  const feeds = new CalendarFeedsRepository(db)
  const newSecret = () => randomBytes(32).toString('base64url')
  const renewedSecret = newSecret()
  const secret = newSecret()
  for (const link of [renewedSecret, secret]) {
    await feeds.replace({
      application: 'perinatal',
      practitionerId,
      secretHash: hashToken(link),
      now: t.clock.now(),
    })
  }
  return { secret, renewedSecret }
}

export const access = defineAccess({
  fixtures: createCalendarFeedFixtures,
  rows: {
    readCalendarFeed: {
      succeeds: true,
      request: (fx) => ({ params: { secret: fx.secret } }),
      foreign: (fx) => ({ params: { secret: fx.renewedSecret } }),
    },
  },
})
