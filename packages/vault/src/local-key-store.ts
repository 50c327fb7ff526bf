// The device's key store: the identity's non-extractable private keys, kept in IndexedDB as
// structured clones of CryptoKey (the browser keeps the key material; script can use the keys but
// never export them). Plain IndexedDB with a few promise wrappers: one object store, keyed by user id.
import { CorruptDatabaseError } from './errors.ts'
import { assertIdentityShape, type Identity } from './identity.ts'

const STORE = 'identities'
const VERSION = 1

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error ?? new Error('Transaction aborted'))
  })
}

export class LocalKeyStore {
  constructor(
    /** One database per app origin by default; tests pass their own name to stay isolated. */
    readonly databaseName = 'relais-vault',
    private readonly indexedDB: IDBFactory = globalThis.indexedDB,
  ) {}

  private async database(): Promise<IDBDatabase> {
    const req = this.indexedDB.open(this.databaseName, VERSION)
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE)
    }
    let db: IDBDatabase
    try {
      db = await request(req)
    } catch (error) {
      throw new CorruptDatabaseError(error)
    }
    if (!db.objectStoreNames.contains(STORE)) {
      db.close()
      throw new CorruptDatabaseError(new Error(`Missing object store ${STORE}`))
    }
    return db
  }

  async save(identity: Identity): Promise<void> {
    const db = await this.database()
    try {
      const tx = db.transaction(STORE, 'readwrite')
      tx.objectStore(STORE).put(identity, identity.userId)
      await done(tx)
    } finally {
      db.close()
    }
  }

  /** The stored identity, null when this device has none; CorruptDatabaseError when unreadable. */
  async load(userId: string): Promise<Identity | null> {
    const db = await this.database()
    try {
      let value: unknown
      try {
        value = await request(db.transaction(STORE, 'readonly').objectStore(STORE).get(userId))
      } catch (error) {
        throw new CorruptDatabaseError(error)
      }
      if (value === undefined) return null
      assertIdentityShape(value, userId)
      return value
    } finally {
      db.close()
    }
  }

  /** Deletes the whole database (spec: a corrupt store or a wrong signing-key hash drops it). */
  async drop(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const req = this.indexedDB.deleteDatabase(this.databaseName)
      req.onsuccess = () => resolve()
      req.onerror = () => reject(req.error)
      // Another tab holding the database open delays deletion until it closes: the caller reloads anyway.
      req.onblocked = () => resolve()
    })
  }
}
