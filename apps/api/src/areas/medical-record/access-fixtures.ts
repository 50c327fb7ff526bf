// The medical record's rows of the authorization matrix: the patient's own; read, not written, by an
// impersonating administrator. The patient reads before writing (404), so only the write asserts
// success: its first write (version 0) is the only one in each database.
import { defineAccess } from '../../testing/access-matrix.ts'

/** Shaped like the vault's envelopes (the contract refuses anything else); the server never opens them. */
const RECORD_ENVELOPE = {
  version: 1,
  encryptionSessionId: 'bWF0cml4LW1lZGljYWwtcmVjb3Jk',
  epoch: 0,
  nonce: 'bWF0cml4LW5vbmNl',
  ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
}

export const access = defineAccess({
  rows: {
    getMedicalRecord: {},
    putMedicalRecord: {
      succeeds: true,
      request: () => ({ payload: { envelope: RECORD_ENVELOPE, version: 0 } }),
    },
  },
})
