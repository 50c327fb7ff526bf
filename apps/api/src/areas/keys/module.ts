// The keys area: the key directory of the end-to-end encryption (packages/vault's KeyDirectory port,
// over HTTP), the application server's share of each identity backup, and the claims waiting for users
// who have no keys yet. It stores public keys and keys sealed for private keys it never sees; what it
// decides is who may read or change which record (rules.ts).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { addKeyGroupMembers } from './addKeyGroupMembers.ts'
import { addKeySessionClaim } from './addKeySessionClaim.ts'
import { addKeySessionEpoch } from './addKeySessionEpoch.ts'
import { addKeySessionRecipients } from './addKeySessionRecipients.ts'
import { convertKeyClaim } from './convertKeyClaim.ts'
import { createKeyGroup } from './createKeyGroup.ts'
import { createKeySession } from './createKeySession.ts'
import { findKeyGroupByName } from './findKeyGroupByName.ts'
import { getBackupShare } from './getBackupShare.ts'
import { getKeyGroup } from './getKeyGroup.ts'
import { getKeyIdentity } from './getKeyIdentity.ts'
import { getKeySession } from './getKeySession.ts'
import { getMyKeyGroupShare } from './getMyKeyGroupShare.ts'
import { getMyWrappedKeys } from './getMyWrappedKeys.ts'
import { listMyKeyClaims } from './listMyKeyClaims.ts'
import { publishKeyIdentity } from './publishKeyIdentity.ts'
import { removeKeySessionRecipients } from './removeKeySessionRecipients.ts'
import { renewKeyGroup } from './renewKeyGroup.ts'
import { keysServices } from './services.ts'

export const keysModule: Plugin<AreaContext> = {
  name: 'keys',
  register(server, context) {
    const services = keysServices(context)
    // Identities
    server.operation('publishKeyIdentity', publishKeyIdentity, services)
    server.operation('getKeyIdentity', getKeyIdentity, services)
    // Sessions
    server.operation('createKeySession', createKeySession, services)
    server.operation('getKeySession', getKeySession, services)
    server.operation('addKeySessionEpoch', addKeySessionEpoch, services)
    server.operation('addKeySessionRecipients', addKeySessionRecipients, services)
    server.operation('removeKeySessionRecipients', removeKeySessionRecipients, services)
    server.operation('getMyWrappedKeys', getMyWrappedKeys, services)
    // Claims: sessions shared with users who have no keys yet
    server.operation('addKeySessionClaim', addKeySessionClaim, services)
    server.operation('listMyKeyClaims', listMyKeyClaims, services)
    server.operation('convertKeyClaim', convertKeyClaim, services)
    // Groups
    server.operation('createKeyGroup', createKeyGroup, services)
    server.operation('getKeyGroup', getKeyGroup, services)
    server.operation('findKeyGroupByName', findKeyGroupByName, services)
    server.operation('addKeyGroupMembers', addKeyGroupMembers, services)
    server.operation('renewKeyGroup', renewKeyGroup, services)
    server.operation('getMyKeyGroupShare', getMyKeyGroupShare, services)
    // The application server's backup share
    server.operation('getBackupShare', getBackupShare, services)
  },
}
