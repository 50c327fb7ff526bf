// The test provider's storage: a per-process map (its sessions, codes and tokens die with the API,
// which suits a development stand-in). Written out so the provider runs without its own "quick start"
// adapter and the warning that comes with it.
import type { Adapter, AdapterPayload } from 'oidc-provider'

interface Entry {
  payload: AdapterPayload
  expiresAt: number | null
}

const store = new Map<string, Entry>()

export class DevMemoryAdapter implements Adapter {
  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`
  }

  private live(key: string): AdapterPayload | undefined {
    const entry = store.get(key)
    if (!entry) return undefined
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      store.delete(key)
      return undefined
    }
    return entry.payload
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    store.set(this.key(id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : null })
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.live(this.key(id))
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere((payload) => payload.userCode === userCode)
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere((payload) => payload.uid === uid)
  }

  async consume(id: string): Promise<void> {
    const payload = this.live(this.key(id))
    if (payload) payload.consumed = Math.floor(Date.now() / 1000)
  }

  async destroy(id: string): Promise<void> {
    store.delete(this.key(id))
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [key, entry] of store) if (entry.payload.grantId === grantId) store.delete(key)
  }

  private findWhere(match: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
    const prefix = `${this.model}:`
    for (const key of store.keys()) {
      if (!key.startsWith(prefix)) continue
      const payload = this.live(key)
      if (payload && match(payload)) return payload
    }
    return undefined
  }
}
