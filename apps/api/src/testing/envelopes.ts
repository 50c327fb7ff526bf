// Envelopes of the contract's `EncryptedEnvelope` shape for the tests that store messages and records.
import { createHash } from 'node:crypto'

/**
 * An `EncryptedEnvelope` whose fields pass the contract, different for each `label`: a stand-in for
 * what the vault sends, where the test needs no real encryption.
 */
export function testEnvelope(label: string, sessionId = 'dGVzdC1lbnZlbG9wZS1zZXNzaW9u') {
  const digest = createHash('sha256').update(label).digest()
  return {
    version: 1 as const,
    encryptionSessionId: sessionId,
    epoch: 0,
    nonce: digest.subarray(0, 12).toString('base64url'),
    // 16 bytes of "tag" and 8 of "ciphertext": 32 base64url characters.
    ciphertext: digest.subarray(0, 24).toString('base64url'),
  }
}
