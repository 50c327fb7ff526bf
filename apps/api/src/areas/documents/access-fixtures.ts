// The documents area's rows of the authorization matrix. Each call aims at a patient the caller may
// reach — their own file, or one they get an accepted grant on — and `foreign` at a patient only a
// stranger follows, whose document nobody else may list, add to or download.
import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import { multipartBody } from '../../testing/multipart.ts'
import { DocumentsRepository } from './documents-repository.ts'

/** Shaped like the vault's envelopes (the contract refuses anything else); the server never opens them. */
const METADATA = {
  version: 1 as const,
  encryptionSessionId: 'bWF0cml4LWRvY3VtZW50cw',
  epoch: 0,
  nonce: 'bWF0cml4LW5vbmNl',
  ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
}

interface DocumentFixtures {
  /** A patient whose documents the caller may reach: their own, or one they get a grant on. */
  readableBy(caller: Caller): Promise<string>
  /** A stored document (row and blob) of that patient, or of a new one. */
  documentOf(app: Application, patientId: string | undefined): Promise<string>
  /** Per application: a patient only a doctor no caller acts as follows, and one of their documents. */
  stranger: Record<Application, { patientId: string; documentId: string }>
}

async function createDocumentFixtures(t: TestApi): Promise<DocumentFixtures> {
  const { db, storage } = t.api
  const documents = new DocumentsRepository(db)
  const grant = (app: Application, patientId: string, userId: string) =>
    grantMedicalFile(db, app, patientId, userId)
  const insertPatient = (app: Application) => insertTestPatient(db, app, 'Documents')
  async function documentOf(app: Application, patientId?: string) {
    patientId ??= await insertPatient(app)
    const id = randomUUID()
    const storageKey = randomUUID().replaceAll('-', '')
    const { size } = await storage.put(storageKey, Readable.from([Buffer.from('RVF1 matrice')]), {
      maxBytes: 1024,
    })
    await documents.insert({
      id,
      application: app,
      patientId,
      authorId: patientId,
      type: 'document',
      metadata: METADATA,
      storageKey,
      size,
      createdAt: new Date(),
    })
    return id
  }
  const stranger = {} as DocumentFixtures['stranger']
  for (const app of APPLICATIONS) {
    const doctorId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.documents.${app}@example.fr`,
      profile: { givenName: 'Marc', familyName: 'Inconnu' },
    })
    const patientId = await insertPatient(app)
    await grant(app, patientId, doctorId)
    stranger[app] = { patientId, documentId: await documentOf(app, patientId) }
  }
  return {
    stranger,
    documentOf,
    async readableBy(caller) {
      const id = await accountIdOf(t, caller)
      if (!caller.user || caller.userType === 'patient') return id
      const patientId = await insertPatient(caller.app)
      await grant(caller.app, patientId, id)
      return patientId
    },
  }
}

const upload = (patientId: string) =>
  multipartBody({ patientId, type: 'document', metadata: METADATA }, Buffer.from('RVF1 fichier chiffré'))

export const access = defineAccess({
  fixtures: createDocumentFixtures,
  rows: {
    uploadDocument: {
      succeeds: true,
      request: async (fx, caller) => upload(await fx.readableBy(caller)),
      foreign: (fx, caller) => upload(fx.stranger[caller.app].patientId),
    },
    downloadDocument: {
      succeeds: true,
      // A caller without an account reaches no patient: the document is then anybody's.
      request: async (fx, caller) => ({
        query: {
          key: await fx.documentOf(caller.app, caller.user ? await fx.readableBy(caller) : undefined),
        },
      }),
      foreign: (fx, caller) => ({ query: { key: fx.stranger[caller.app].documentId } }),
    },
    listPatientDocuments: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app].patientId } }),
    },
  },
})
