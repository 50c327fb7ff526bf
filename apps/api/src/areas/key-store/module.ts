// The key store of the two-person rule (after Seald's SSKS): it keeps each user's encrypted identity
// backup with the key store's half of its key, and releases both only to someone who types the
// 8-character code it sent to the account's email (phone when the account has none). It never sees
// the application server's share (GET /keys/backup-share), and the application server never sees the
// backup: neither alone can open it.
//
// Deployment: its own area and tables, in the application database by default or in its own
// (KEY_STORE_DATABASE_URL, services.ts). Embedded, it runs in the API process and trusts the API's
// session to name the user; run apart, the application server would vouch for the user instead.
//
// Rules: a signed-in account, never an administrator impersonating it (403). Codes: 10 minutes,
// single use, only the newest counts, stored as an HMAC, bound to their purpose (saving or releasing);
// at most 5 guesses are checked against a code, and the fifth wrong one locks it (429); codes per user
// and per client address, and tries per client address, are rate-limited (429). A wrong, expired, used
// or mismatched code answers 400 INVALID_CHALLENGE 'Invalid challenge' — not 401, which the client
// would take for a lost session.
//
// Claims: it also keeps the over-encryption key of each claim (a session shared with a user who has no
// keys yet; the key directory keeps the keys it encrypts), deposited by any account for a user of its
// application (rate-limited per depositor), given to that user with their backup — saved or released,
// after a code proved their email or phone — and deleted by that user alone.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { createKeyStoreChallenge } from './createKeyStoreChallenge.ts'
import { deleteKeyStoreClaimKey } from './deleteKeyStoreClaimKey.ts'
import { depositKeyStoreClaimKey } from './depositKeyStoreClaimKey.ts'
import { releaseKeyStoreBackup } from './releaseKeyStoreBackup.ts'
import { saveKeyStoreBackup } from './saveKeyStoreBackup.ts'
import { keyStoreServices } from './services.ts'

export const keyStoreModule: Plugin<AreaContext> = {
  name: 'key-store',
  async register(server, context) {
    const services = await keyStoreServices(context)
    server.operation('createKeyStoreChallenge', createKeyStoreChallenge, services)
    server.operation('saveKeyStoreBackup', saveKeyStoreBackup, services)
    server.operation('releaseKeyStoreBackup', releaseKeyStoreBackup, services)
    server.operation('depositKeyStoreClaimKey', depositKeyStoreClaimKey, services)
    server.operation('deleteKeyStoreClaimKey', deleteKeyStoreClaimKey, services)
  },
}
