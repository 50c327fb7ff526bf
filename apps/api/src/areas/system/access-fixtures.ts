// The system area's rows of the authorization matrix: public reads, nothing to prepare.
import { defineAccess } from '../../testing/access-matrix.ts'

export const access = defineAccess({
  rows: {
    getHealth: { succeeds: true },
    listOutbox: { succeeds: true },
  },
})
