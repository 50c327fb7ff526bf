// The medical record's rows of the authorization matrix: the patient's own; read, not written, by an
// impersonating administrator. The patient reads (204 before any write, 200 after) and writes: its
// first write (version 0) is the only one in each database.
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
    getMedicalRecord: { succeeds: true },
    putMedicalRecord: {
      succeeds: true,
      request: () => ({ payload: { envelope: RECORD_ENVELOPE, version: 0 } }),
    },
  },
})
