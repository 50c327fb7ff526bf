// The vault keeps the sessions it retrieved, with the keys they opened: the same id gives back the
// same session, and reading more of it costs no key-directory call. Counted on the memory directory.
import { describe, expect, it, vi } from 'vitest'
import { NotARecipientError, SessionNotFoundError } from './errors.ts'
import { testWorld } from './test-support.ts'

function countCalls(world: ReturnType<typeof testWorld>) {
  const { directory } = world
  return {
    getSession: vi.spyOn(directory, 'getSession'),
    getWrappedKeys: vi.spyOn(directory, 'getWrappedKeys'),
    getGroupKeyShare: vi.spyOn(directory, 'getGroupKeyShare'),
    getIdentity: vi.spyOn(directory, 'getIdentity'),
  }
}

describe('kept encryption sessions', () => {
  it('gives back the same session for the same id and opens each epoch key once', async () => {
    const world = testWorld()
    const [alice, bob] = [await world.register('alice'), await world.register('bob')]
    const session = await alice.createSession({ users: ['bob'] })
    const envelopes = await Promise.all(['Un', 'Deux', 'Trois'].map((t) => session.encryptString(t)))
    const calls = countCalls(world)

    const first = await bob.retrieveSession(session.sessionId)
    // Envelopes of one epoch decrypted together open its key once.
    expect(await Promise.all(envelopes.map((e) => first.decryptString(e)))).toEqual(['Un', 'Deux', 'Trois'])
    expect(calls.getWrappedKeys).toHaveBeenCalledTimes(1)
    const identityCalls = calls.getIdentity.mock.calls.length

    const second = await bob.retrieveSession(session.sessionId)
    expect(second).toBe(first)
    expect(await second.decryptString(envelopes[0]!)).toBe('Un')
    // Only the existence check: no wrapped key, no group share, no public key fetched again.
    expect(calls.getSession).toHaveBeenCalledTimes(2)
    expect(calls.getWrappedKeys).toHaveBeenCalledTimes(1)
    expect(calls.getGroupKeyShare).not.toHaveBeenCalled()
    expect(calls.getIdentity).toHaveBeenCalledTimes(identityCalls)
  })

  it('keeps a session this vault created, so its creator reads it without opening anything', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const session = await alice.createSession()
    const envelope = await session.encryptString('Bonjour')
    const calls = countCalls(world)
    const again = await alice.retrieveSession(session.sessionId)
    expect(again).toBe(session)
    expect(await again.decryptString(envelope)).toBe('Bonjour')
    expect(calls.getWrappedKeys).not.toHaveBeenCalled()
  })

  it('opens the key of a new epoch when one comes, and closes it to a revoked recipient', async () => {
    const world = testWorld()
    const [alice, bob, carol] = [
      await world.register('alice'),
      await world.register('bob'),
      await world.register('carol'),
    ]
    const session = await alice.createSession({ users: ['bob', 'carol'] })
    const before = await session.encryptString('Avant')
    const [bobs, carols] = [
      await bob.retrieveSession(session.sessionId),
      await carol.retrieveSession(session.sessionId),
    ]
    expect(await bobs.decryptString(before)).toBe('Avant')
    expect(await carols.decryptString(before)).toBe('Avant')

    await session.revokeRecipients({ users: ['carol'] })
    const after = await session.encryptString('Après')
    const calls = countCalls(world)
    expect(await (await bob.retrieveSession(session.sessionId)).decryptString(after)).toBe('Après')
    expect(calls.getWrappedKeys.mock.calls.map(([, epoch, userId]) => [epoch, userId])).toEqual([[1, 'bob']])

    // Carol keeps what she had opened (revocation is about what comes after), not the new epoch, and
    // a failure is not kept: each try asks the directory again.
    const carolsAgain = await carol.retrieveSession(session.sessionId)
    expect(carolsAgain).toBe(carols)
    expect(await carolsAgain.decryptString(before)).toBe('Avant')
    await expect(carolsAgain.decryptString(after)).rejects.toThrow(NotARecipientError)
    await expect(carolsAgain.decryptString(after)).rejects.toThrow(NotARecipientError)
    expect(calls.getWrappedKeys.mock.calls.filter(([, , userId]) => userId === 'carol')).toHaveLength(2)
  })

  it('forgets a session the directory no longer gives, and every session when the identity changes', async () => {
    const world = testWorld()
    const [alice, bob] = [await world.register('alice'), await world.register('bob')]
    const session = await alice.createSession({ users: ['bob'] })
    const envelope = await session.encryptString('Bonjour')
    const first = await bob.retrieveSession(session.sessionId)
    expect(await first.decryptString(envelope)).toBe('Bonjour')

    // The API answers 404 to a user who lost access to the session: the vault forgets it.
    const record = world.directory.sessions.get(session.sessionId)!
    world.directory.sessions.delete(session.sessionId)
    await expect(bob.retrieveSession(session.sessionId)).rejects.toThrow(SessionNotFoundError)
    world.directory.sessions.set(session.sessionId, record)
    const calls = countCalls(world)
    const afterLoss = await bob.retrieveSession(session.sessionId)
    expect(afterLoss).not.toBe(first)
    expect(await afterLoss.decryptString(envelope)).toBe('Bonjour')
    expect(calls.getWrappedKeys).toHaveBeenCalledTimes(1)

    // Keys opened by one identity are never handed to the next one opened in the same vault.
    expect(await bob.openLocalIdentity('bob')).toBe(true)
    const reopened = await bob.retrieveSession(session.sessionId)
    expect(reopened).not.toBe(afterLoss)
    expect(await reopened.decryptString(envelope)).toBe('Bonjour')
    expect(calls.getWrappedKeys).toHaveBeenCalledTimes(2)
  })
})
