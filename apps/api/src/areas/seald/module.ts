// The seald area: the application server's side of a Seald deployment of the vault (packages/vault's
// SealdAppServer, over HTTP). Seald's servers hold the identities, groups and sessions and decide who
// reads what; this area keeps what takes the application's secrets (the JWT secret, the SSKS key) or
// its records (its user ids, its group names), as rules.ts says. Without a Seald configuration every
// operation answers 404: the embedded vault (keys and key-store areas) is in use.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { createSealdSignupJwt } from './createSealdSignupJwt.ts'
import { findSealdGroupByName } from './findSealdGroupByName.ts'
import { findSealdIdentityOwners } from './findSealdIdentityOwners.ts'
import { getSealdDatabaseKey } from './getSealdDatabaseKey.ts'
import { getSealdGroup } from './getSealdGroup.ts'
import { getSealdIdentity } from './getSealdIdentity.ts'
import { getSealdTwoManRuleKey } from './getSealdTwoManRuleKey.ts'
import { getSealdTwoManRuleSession } from './getSealdTwoManRuleSession.ts'
import { openSealdTwoManRuleSession } from './openSealdTwoManRuleSession.ts'
import { recordSealdIdentity } from './recordSealdIdentity.ts'
import { registerSealdGroup } from './registerSealdGroup.ts'
import { sealdServices } from './services.ts'

export const sealdModule: Plugin<AreaContext> = {
  name: 'seald',
  register(server, context) {
    const services = sealdServices(context)
    // Identities
    server.operation('createSealdSignupJwt', createSealdSignupJwt, services)
    server.operation('recordSealdIdentity', recordSealdIdentity, services)
    server.operation('getSealdIdentity', getSealdIdentity, services)
    server.operation('findSealdIdentityOwners', findSealdIdentityOwners, services)
    // The two-man rule and the browser's database
    server.operation('openSealdTwoManRuleSession', openSealdTwoManRuleSession, services)
    server.operation('getSealdTwoManRuleSession', getSealdTwoManRuleSession, services)
    server.operation('getSealdTwoManRuleKey', getSealdTwoManRuleKey, services)
    server.operation('getSealdDatabaseKey', getSealdDatabaseKey, services)
    // Groups
    server.operation('registerSealdGroup', registerSealdGroup, services)
    server.operation('findSealdGroupByName', findSealdGroupByName, services)
    server.operation('getSealdGroup', getSealdGroup, services)
  },
}
