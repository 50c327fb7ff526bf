// The system area's rows of the authorization matrix: public reads, nothing to prepare.
import { defineAccess } from '../../testing/access-matrix.ts'

export const access = defineAccess({
  rows: {
    getHealth: { succeeds: true },
    listOutbox: { succeeds: true },
    // 404 until an app is built: whether the matrix's checkout has one says nothing about access.
    getLatestOta: {},
  },
})
