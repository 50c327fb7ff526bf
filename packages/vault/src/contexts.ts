// The context strings every wrapped key and every ciphertext is bound to (HKDF info and AES-GCM
// associated data). Changing one byte of them — another session, epoch, recipient, group version —
// makes opening fail, which is what stops a server from swapping wrapped keys or ciphertexts around.
import { framed, utf8 } from './encoding.ts'
import type { SealedFor } from './key-directory.ts'

const PREFIX = 'relais-vault/v1'

export function sessionKeyContext(sessionId: string, epoch: number, sealedFor: SealedFor): string {
  const recipient =
    sealedFor.kind === 'user' ? `user:${sealedFor.id}` : `group:${sealedFor.id}@${sealedFor.keyVersion}`
  return `${PREFIX}/session-key|${sessionId}|${epoch}|${recipient}`
}

export function groupKeyContext(groupId: string, keyVersion: number, memberId: string): string {
  return `${PREFIX}/group-key|${groupId}|${keyVersion}|user:${memberId}`
}

export function contentAssociatedData(sessionId: string, epoch: number): Uint8Array<ArrayBuffer> {
  return framed(utf8(`${PREFIX}/content`), utf8(sessionId), utf8(String(epoch)))
}

/** What a claim's encrypted content key is bound to: its session, epoch, claim and claimant. */
export function claimKeyAssociatedData(
  sessionId: string,
  epoch: number,
  claimId: string,
  forUserId: string,
): Uint8Array<ArrayBuffer> {
  return framed(
    utf8(`${PREFIX}/claim-key`),
    utf8(sessionId),
    utf8(String(epoch)),
    utf8(claimId),
    utf8(forUserId),
  )
}
