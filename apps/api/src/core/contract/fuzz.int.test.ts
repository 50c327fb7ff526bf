// Fuzzes every operation of openapi.yaml with malformed input and asserts that nothing answers 500 (or a
// 503 the operation does not declare) and nothing answers outside the contract (`inject` throws then).
//
// Inputs come from the contract itself: a valid request is derived from each operation's parameters
// and request body schema (names hint at the caller's own ids, an email, a date), checked against the
// contract, then every body property, path and query parameter is mutated one at a time (wrong types,
// lengths past the limits, unicode, control characters, SQL-ish and path-ish text, removal, extra
// fields), the body as a whole is broken (other JSON values, malformed JSON, other content types, deep
// nesting, past 64 KB) and so are the headers. The lists are fixed and fast-check's samples use a fixed
// seed: every run sends the same requests.
//
// Every request goes first without a session. The contract router checks a request before it looks at
// the session, so an operation that needs one answers 401 only to a request that passed the contract:
// that request is then sent again by a signed-in caller the operation admits (each in turn: a patient,
// a doctor, a structure, an administrator, a mobility nurse, a dispatch manager, or a session without
// an account), so that handlers see the input the schema lets through. Requests to public operations
// are sent again by the patient. Callers reach real data: their own ids, conversation, key session and
// group replace markers in the derived requests.
import fc from 'fast-check'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Application, RateLimitConfig } from '../config.ts'
import { nirFrom, registration, type UserType } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer } from '../../testing/sign-in.ts'
import { createKeyFixtures } from '../../areas/keys/access-fixtures.ts'
import { ChannelsRepository } from '../../areas/messaging/channels-repository.ts'
import { generateSessionToken, hashToken } from '../codes/secrets.ts'
import { loadContract, type ContractOperation } from './contract.ts'

const SEED = 20261121

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema is walked freely
type Schema = Record<string, any>
type Path = (string | number)[]

const contract = await loadContract()

// --- Callers -------------------------------------------------------------------------------------

interface Caller {
  name: string
  app: Application
  kind: 'anonymous' | 'newSession' | 'account' | 'admin'
  userType?: string
  username?: string
  /** Another account of the same application, the other side of the caller's conversation and groups. */
  peer?: string
}

const ANONYMOUS: Caller = { name: 'anonymous', app: 'perinatal', kind: 'anonymous' }
const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const SIGNED_IN: Caller[] = [
  { name: 'session without account', app: 'perinatal', kind: 'newSession' },
  {
    name: 'patient',
    app: 'perinatal',
    kind: 'account',
    userType: 'patient',
    username: PATIENT,
    peer: DOCTOR,
  },
  { name: 'doctor', app: 'perinatal', kind: 'account', userType: 'doctor', username: DOCTOR, peer: PATIENT },
  {
    name: 'organization',
    app: 'perinatal',
    kind: 'account',
    userType: 'organization',
    username: 'maternite.perinatal@demo.relais-sante.fr',
    peer: DOCTOR,
  },
  {
    name: 'admin',
    app: 'perinatal',
    kind: 'admin',
    userType: 'doctor',
    username: 'admin.perinatal@relais-sante.fr',
    peer: PATIENT,
  },
  // The other applications take other branches (no midwives in mobility, no address in dispatch).
  {
    name: 'mobility nurse',
    app: 'mobility',
    kind: 'account',
    userType: 'assistant',
    username: 'infirmier.mobility@demo.relais-sante.fr',
    peer: 'patient.mobility@demo.relais-sante.fr',
  },
  {
    name: 'dispatch manager',
    app: 'dispatch',
    kind: 'account',
    userType: 'dispatchManager',
    username: 'responsable.dispatch@demo.relais-sante.fr',
    peer: 'operateur.dispatch@demo.relais-sante.fr',
  },
]

/** Whether the access guard lets `caller` through to the handler of `op`. */
function reachesHandler(op: ContractOperation, caller: Caller): boolean {
  const rule = op.access
  if (rule.caller === 'public') return true
  if (caller.kind === 'anonymous') return false
  if (rule.caller === 'session') return true
  if (rule.caller === 'newSession') return caller.kind === 'newSession'
  if (caller.kind === 'newSession') return false
  if (rule.impersonation === 'require') return false
  if (rule.caller === 'admin' && caller.kind !== 'admin') return false
  return !rule.userTypes || rule.userTypes.includes(caller.userType ?? '')
}

/**
 * Operations whose success ends, rotates or rebinds the caller's session (or turns it into an
 * impersonation): the caller signs in again after one succeeds, so the next requests still reach handlers.
 */
const SESSION_CHANGING = new Set([
  'logout',
  'refreshSession',
  'logoutPsc',
  'createDemoSession',
  'impersonate',
  'restoreImpersonation',
  'createUser',
])

// --- Markers, replaced per caller and per request ---------------------------------------------------

/** Stand-ins the derived requests carry; `materialise` puts the caller's real values in their place. */
const MARK = {
  self: '5e1f5e1f-0000-4000-8000-000000000001',
  peer: '9ee29ee2-0000-4000-8000-000000000002',
  organization: '0c0c0c0c-0000-4000-8000-000000000003',
  channel: 'c4a7c4a7-0000-4000-8000-000000000004',
  keySession: 'FuzzKeySessionMark00',
  keyGroup: 'FuzzKeyGroupMark0000',
  keyGroupName: 'fuzz-key-group-name-mark',
  /** A new id per request, for operations that create what the id names. */
  fresh: 'FuzzFreshIdMark0',
  email: 'fuzz.unique@example.fr',
  phone: '+33199009999',
}
const MARK_NIR = nirFrom(MARK.phone)
/** Any well-formed id nobody holds. */
const SOME_UUID = '3f2c1a9e-7b4d-4c8e-9a1f-2b3c4d5e6f70'

/** A real P-256 public key (a point on the curve) and the hash the key directory checks it against. */
const JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'ljgm9SDEX3U2sUl4BGdiYfD35bEV3hlpNwRaV8zKclU',
  y: 'mf479pn8uyNV4_yWG0Gy5L1Pw3zH0eZChIIds_ov5AE',
}
const JWK_HASH = 'QnSWRrL2PxXiE2u0gZE1nSx1secoLo1aadpC-j8uybI'

interface CallerState {
  headers: Record<string, string>
  selfId?: string
  peerId?: string
  organizationId?: string
  channelId?: string
  keySessionId?: string
  keyGroupId?: string
  keyGroupName?: string
}

let unique = 0
/** Replaces the markers of one request: the same fresh values wherever they appear in it. */
function materialiser(state: CallerState | undefined): (text: string) => string {
  unique += 1
  // 01 99 00 4x xx to 01 99 00 9x xx: ARCEP's fiction range, away from the demo accounts' numbers.
  const phone = `+3319900${4000 + (unique % 6000)}`
  const replacements: [string, string][] = [
    [MARK.self, state?.selfId ?? SOME_UUID],
    [MARK.peer, state?.peerId ?? SOME_UUID],
    [MARK.organization, state?.organizationId ?? SOME_UUID],
    [MARK.channel, state?.channelId ?? SOME_UUID],
    [MARK.keySession, state?.keySessionId ?? 'NoSuchKeySession0000'],
    [MARK.keyGroup, state?.keyGroupId ?? 'NoSuchKeyGroup000000'],
    [MARK.keyGroupName, state?.keyGroupName ?? 'no-such-group'],
    [MARK.fresh, `fuzz${String(unique).padStart(12, '0')}`],
    [MARK.email, `fuzz.${unique}@example.fr`],
    [MARK_NIR, nirFrom(phone)],
    [MARK.phone, phone],
  ]
  return (text) => {
    let out = text
    for (const [mark, value] of replacements) if (out.includes(mark)) out = out.replaceAll(mark, value)
    return out
  }
}

// --- A valid request derived from the schema ------------------------------------------------------

/** The branch the derived value follows: the first non-null one of a oneOf/anyOf, allOf merged. */
function effective(schema: Schema | undefined): Schema {
  if (!schema) return {}
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined
  if (branches) return effective(branches.find((s) => s.type !== 'null') ?? branches[0])
  if (schema.allOf) return (schema.allOf as Schema[]).map(effective).reduce(merge, { type: 'object' })
  return schema
}

/** Both schemas at once, as far as deriving a value needs: the tighter bound of each pair wins. */
function merge(a: Schema, b: Schema): Schema {
  const out: Schema = { ...a, ...b }
  for (const key of ['minLength', 'minimum', 'minItems'] as const) {
    if (a[key] !== undefined && b[key] !== undefined) out[key] = Math.max(a[key], b[key])
  }
  for (const key of ['maxLength', 'maximum', 'maxItems'] as const) {
    if (a[key] !== undefined && b[key] !== undefined) out[key] = Math.min(a[key], b[key])
  }
  if (a.properties && b.properties) {
    out.properties = { ...a.properties }
    for (const [key, value] of Object.entries<Schema>(b.properties)) {
      out.properties[key] = a.properties[key] ? merge(effective(a.properties[key]), effective(value)) : value
    }
  }
  if (a.required || b.required) out.required = [...(a.required ?? []), ...(b.required ?? [])]
  return out
}

function typeOf(schema: Schema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type
  if (type) return type
  if (schema.properties || schema.additionalProperties) return 'object'
  if (schema.items) return 'array'
  return undefined
}

/** A string matching `pattern` within the length bounds, always the same one. */
function matching(pattern: string, minLength = 0, maxLength = Infinity): string {
  const samples = fc.sample(fc.stringMatching(new RegExp(pattern)), { seed: SEED, numRuns: 50 })
  const found = samples.find((s) => s.length >= minLength && s.length <= maxLength)
  if (found === undefined) throw new Error(`no sample of /${pattern}/ within ${minLength}..${maxLength}`)
  return found
}

interface Derivation {
  /** Ids in the caller's own name (`userId` of a `self` resource): only for account operations. */
  own: boolean
  /** The operation creates what its ids name (a key session, a key group): each request gets a new one. */
  creates: boolean
}

/**
 * The names of a request's fields say which of the caller's things they designate: its own id, its
 * conversation, its key session… A name matches the property itself or, for array items, the array.
 */
function uuidFor(name: string, where: string, d: Derivation): string {
  if (/^(memberIds|userIds|mentions|removedMembers)$/.test(name)) return MARK.peer
  if (
    /^(userId|memberId|createdBy|author|sealedBy|members)$/.test(name) ||
    /recipients|sealedFor/.test(where)
  ) {
    return d.own ? MARK.self : SOME_UUID
  }
  if (name === 'organizationId') return MARK.organization
  if (name === 'channelId') return MARK.channel
  return SOME_UUID
}

function stringFor(schema: Schema, name: string, where: string, d: Derivation): string {
  const min: number = schema.minLength ?? 0
  const max: number = schema.maxLength ?? Infinity
  switch (schema.format) {
    case 'uuid':
      return uuidFor(name, where, d)
    case 'date':
      return '1990-05-04'
    case 'date-time':
      return '2026-11-21T09:00:00.000Z'
    case 'email':
      return MARK.email
  }
  if (/^(sessionId|encryptionSessionId|sldId)$/.test(name)) return d.creates ? MARK.fresh : MARK.keySession
  if (name === 'groupId') return d.creates ? MARK.fresh : MARK.keyGroup
  if (name === 'signingKeyHash') return JWK_HASH
  if (schema.pattern) return matching(schema.pattern, min, max)
  if (/email|^value$|username|recipient/i.test(name)) return MARK.email
  if (/phone/i.test(name)) return MARK.phone
  if (/date/i.test(name)) return '1990-05-04'
  if (name === 'name' && d.creates) return `Fuzz ${MARK.fresh}`
  if (name === 'name') return MARK.keyGroupName
  return 'Fuzz'.padEnd(min, 'z').slice(0, max)
}

/** A valid value of `schema`; `name` is the property (or, for array items, the array) it fills. */
function derive(schema: Schema | undefined, name: string, d: Derivation, where = name): unknown {
  const s = effective(schema)
  if ('const' in s) return s.const
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null) ?? null
  switch (typeOf(s)) {
    case 'string':
      return stringFor(s, name, where, d)
    case 'integer':
    case 'number': {
      const min: number = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1)
      return Math.min(min, s.maximum ?? Infinity)
    }
    case 'boolean':
      return true
    case 'array': {
      const count = Math.min(Math.max(1, s.minItems ?? 0), s.maxItems ?? Infinity)
      return Array.from({ length: count }, () => derive(s.items, name, d, where))
    }
    case 'object': {
      // A public key must be a point on the curve for the handler to go past its first check.
      const jwk = ['kty', 'crv', 'x', 'y'].every((key) => s.properties?.[key])
      const out: Record<string, unknown> = {}
      for (const [key, property] of Object.entries<Schema>(s.properties ?? {})) {
        out[key] =
          jwk && key in JWK ? JWK[key as keyof typeof JWK] : derive(property, key, d, `${where}.${key}`)
      }
      if (typeof s.additionalProperties === 'object' && (s.maxProperties ?? 1) > 0) {
        // The smallest key the pattern allows when it is a number (a key version): `1`.
        const pattern = s.propertyNames?.pattern as string | undefined
        const key = !pattern ? 'key' : new RegExp(pattern).test('1') ? '1' : matching(pattern)
        out[key] = derive(s.additionalProperties, name, d, `${where}.${key}`)
      }
      return out
    }
    case 'null':
      return null
    default:
      return 'fuzz'
  }
}

/** The schema of the value at `key` inside an object or array schema. */
function childSchema(schema: Schema, key: string | number): Schema | undefined {
  const s = effective(schema)
  if (typeof key === 'number') return s.items
  return (
    s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined)
  )
}

interface Slot {
  path: Path
  schema: Schema
  /** Inside an object whose schema was already fuzzed in full at another place of the operation. */
  repeated: boolean
}

/** Every property and array item of `value`, depth first, with its schema. */
function slotsOf(
  schema: Schema,
  value: unknown,
  seen: Set<Schema>,
  path: Path = [],
  repeated = false,
): Slot[] {
  const out: Slot[] = []
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.slice(0, 1).map((v, i) => [i, v])
    : typeof value === 'object' && value !== null
      ? Object.entries(value)
      : []
  // Shared sub-schemas (an Address in three places) are the same object once dereferenced.
  const again = repeated || (path.length > 0 && !Array.isArray(value) && seen.has(schema))
  if (path.length > 0) seen.add(schema)
  for (const [key, child] of entries) {
    const sub = childSchema(schema, key) ?? {}
    out.push(
      { path: [...path, key], schema: sub, repeated: again },
      ...slotsOf(sub, child, seen, [...path, key], again),
    )
  }
  return out
}

// --- Mutations --------------------------------------------------------------------------------------

/** A JSON number text JSON.stringify cannot write (`1e400` parses to Infinity). */
const raw = (text: string) => ({ __raw: text })
const RAW = /"\{__raw:([^}]*)\}"/g
const toJson = (value: unknown) =>
  JSON.stringify(value, (_, v: unknown) =>
    typeof v === 'object' && v !== null && '__raw' in v
      ? `{__raw:${String((v as { __raw: string }).__raw)}}`
      : v,
  ).replace(RAW, '$1')

/** Sent in every text field. */
const STRINGS: [string, string][] = [
  ['empty', ''],
  ['blank', '   '],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['U+0001', '\u0001'],
  ['DEL', 'a\u007f'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udc00'],
  ['line breaks and tab', 'a\r\nb\tc'],
  ['emoji', '👩🏽‍⚕️🤰'],
  ['right-to-left', 'مرحبا بالعالم\u202e'],
  ['combining marks', 'e\u0301\u0301\u0301'],
  ['zero-width', '\u200b\u200d\ufeff'],
  ['astral plane', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𠜎'],
  ['case-growing letters', 'ﬃ ß ŉ İ'],
  ['SQL quote', "' OR '1'='1' --"],
  ['SQL statement', "'); DROP TABLE users; --"],
  ['LIKE wildcards', '%_\\'],
  ['path traversal', '../..\\..%2F..%2Fetc/passwd'],
  ['markup and templates', '<script>${7*7}{{7*7}}</script>'],
  ['JSON in a string', '{"$ne":null}'],
  ['infinite number', '1e400'],
  ['long number', '9'.repeat(40)],
  ['~60 KB', 'a'.repeat(60_000)],
  ['~60 KB astral', '𝔘'.repeat(15_000)],
]

/** Sent where an id is expected: PostgreSQL and Ajv do not agree on every form of a uuid. */
const UUID_STRINGS: [string, string][] = [
  ['uuid as URN', `urn:uuid:${SOME_UUID}`],
  ['uuid upper-case', SOME_UUID.toUpperCase()],
  ['uuid in braces', `{${SOME_UUID}}`],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
]

/** Sent where a date is expected: valid to a regular expression, not to a calendar or to PostgreSQL. */
const DATE_STRINGS: [string, string][] = [
  ['year 0', '0000-01-01'],
  ['30 February', '2026-02-30'],
  ['unpadded date', '1990-5-4'],
  ['leap second far away', '9999-12-31T23:59:60+14:00'],
]

/** Sent where an email or a phone may be expected. */
const IDENTIFIER_STRINGS: [string, string][] = [
  ['odd email', '"a b"@xn--e1afmkfd.xn--p1ai'],
  ['upper-case email', 'PATIENTE.PERINATAL@DEMO.RELAIS-SANTE.FR'],
  ['odd phone', '+33 (0)6 12 34 56 78'],
  ['phone of 30 digits', `+${'3'.repeat(30)}`],
]

/** For a sub-schema already fuzzed in full elsewhere in the same operation. */
const REDUCED = new Set([
  'number',
  'null',
  'NUL inside',
  'emoji',
  'SQL quote',
  'case-growing letters',
  '~60 KB',
])

function stringValues(schema: Schema, name: string): [string, string][] {
  const out = [...STRINGS]
  if (schema.format === 'uuid' || /ids?$/i.test(name)) out.push(...UUID_STRINGS)
  if (/^date/.test(schema.format ?? '') || /date|time|At$/i.test(name)) out.push(...DATE_STRINGS)
  if (schema.format === 'email' || /email|phone|username|value|recipient|query/i.test(name)) {
    out.push(...IDENTIFIER_STRINGS)
  }
  const max: number | undefined = schema.maxLength
  const min: number | undefined = schema.minLength
  if (max !== undefined && max < 60_000) {
    out.push([`maxLength+1 (${max + 1})`, 'a'.repeat(max + 1)])
    out.push([`maxLength of astral characters`, '😀'.repeat(max)])
    out.push([`maxLength of case-growing letters`, 'ﬃ ß'.repeat(Math.ceil(max / 3)).slice(0, max)])
  }
  if (min !== undefined && min > 1) out.push([`minLength-1 (${min - 1})`, 'a'.repeat(min - 1)])
  return out
}

/** Two strings per slot from fast-check, the same ones at every run. */
function sampledStrings(index: number): [string, string][] {
  const arbitrary = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 24 }),
    fc.string({ unit: 'grapheme', maxLength: 24 }),
  )
  return fc
    .sample(arbitrary, { seed: SEED + index, numRuns: 2 })
    .map((value, i) => [`sample ${i} ${JSON.stringify(value)}`, value])
}

function numberValues(schema: Schema): [string, unknown][] {
  const out: [string, unknown][] = [
    ['0', 0],
    ['-0', raw('-0')],
    ['-1', -1],
    ['0.5', 0.5],
    ['2^31', 2 ** 31],
    ['2^53+2', 2 ** 53 + 2],
    ['1e308', 1e308],
    ['-1e308', -1e308],
    ['1e400 (Infinity)', raw('1e400')],
    ['denormal', raw('5e-324')],
    ['1.0', raw('1.0')],
  ]
  if (typeof schema.minimum === 'number')
    out.push(['minimum-1', schema.minimum - 1], ['minimum', schema.minimum])
  if (typeof schema.maximum === 'number')
    out.push(['maximum', schema.maximum], ['maximum+1', schema.maximum + 1])
  return out
}

const WRONG_TYPES: Record<string, [string, unknown][]> = {
  string: [
    ['number', 42],
    ['boolean', true],
    ['null', null],
    ['object', { a: 'b' }],
    ['array', ['a']],
  ],
  number: [
    ['numeric string', '1'],
    ['string', 'abc'],
    ['boolean', true],
    ['null', null],
    ['object', {}],
    ['array', [1]],
  ],
  boolean: [
    ['string', 'true'],
    ['number', 1],
    ['null', null],
    ['object', {}],
    ['array', [true]],
  ],
  object: [
    ['string', 'x'],
    ['number', 1],
    ['boolean', true],
    ['null', null],
    ['array', []],
  ],
  array: [
    ['string', 'x'],
    ['number', 1],
    ['boolean', true],
    ['null', null],
    ['object', {}],
  ],
}

/** Values put in place of one slot's value. */
function replacements(slot: Slot, base: unknown, index: number): [string, unknown][] {
  const s = effective(slot.schema)
  const type = typeOf(s) ?? 'string'
  const kind = type === 'integer' ? 'number' : type
  const name = String(slot.path.findLast((key) => typeof key === 'string') ?? 'body')
  const out: [string, unknown][] = [...(WRONG_TYPES[kind] ?? WRONG_TYPES.string!)]
  if (kind === 'string' || Array.isArray(s.enum) || 'const' in s) {
    out.push(...stringValues(s, name), ...sampledStrings(index))
  } else if (kind === 'number') {
    out.push(...numberValues(s))
  } else if (kind === 'object') {
    out.push(
      ['empty object', {}],
      ['extra field', { ...(base as object), fuzzExtra: 1 }],
      // JSON.parse keeps `__proto__` as an own field, as the server's parser reads it.
      ['__proto__ field', JSON.parse(withField(toJson(base), '"__proto__":{"polluted":true}'))],
      ['constructor field', { ...(base as object), constructor: { prototype: { polluted: true } } }],
      ['odd key with a wrong value', { ...(base as object), '%zz/~0': null }],
      ['deeply nested extra field', { ...(base as object), fuzzDeep: nested(3000) }],
      ['array of it', [base]],
    )
  } else if (kind === 'array') {
    const item = Array.isArray(base) ? base[0] : undefined
    out.push(
      ['empty array', []],
      ['array of null', [null]],
      ['nested array', [[item]]],
      ['duplicate items', [item, item]],
    )
    if (typeof s.maxItems === 'number') {
      out.push([`maxItems+1 (${s.maxItems + 1})`, Array.from({ length: s.maxItems + 1 }, () => item)])
    }
  }
  return slot.repeated ? out.filter(([label]) => REDUCED.has(label) || label.startsWith('max')) : out
}

/** The JSON object `text` with one more field (`"key":value`) in front. */
const withField = (text: string, field: string) =>
  text === '{}' ? `{${field}}` : text.replace(/^\{/, `{${field},`)

/** `{"a":{"a":…}}`, `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

function setAt(root: unknown, path: Path, value: unknown): void {
  let node = root as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]!] = value
}

function deleteAt(root: unknown, path: Path): void {
  let node = root as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (Array.isArray(node)) node.splice(Number(last), 1)
  else delete node[last]
}

// --- Probes -----------------------------------------------------------------------------------------

interface Probe {
  /** What was changed, for the failure report. */
  name: string
  method?: string
  path: string
  query: string
  payload?: string | Buffer
  contentType?: string
  headers?: Record<string, string | null>
  /** Refused before any handler whoever sends it (body syntax, content type, size): exactly 400. */
  door?: boolean
  /** Sent by every admitted caller rather than by one in turn. */
  everyone?: boolean
}

/** How to derive a meaningful body when the schema alone gives one a handler refuses early. */
const BASES: Record<string, { bodies?: unknown[]; isolate?: boolean; params?: Record<string, string> }> = {
  // Role objects are only valid with their userType; each role's fields are fuzzed in its own body.
  createUser: {
    bodies: (['patient', 'doctor', 'midwife', 'organization'] as UserType[]).map((type) =>
      registration(type, { email: MARK.email, phone: MARK.phone }),
    ),
  },
  // A different email or phone than the account's is refused: each field is sent alone.
  updateCurrentUser: { isolate: true },
  // Identifiers that exist: the seeded structure, entries of the offline directories, a demo account.
  findOrganizationByFiness: { params: { finess: '930000104' } },
  getFinessEstablishment: { params: { finess: '010780195' } },
  getSiretEstablishment: { params: { siret: '77220148900022' } },
  reverseGeocodePlace: { params: { latitude: '48.8566', longitude: '2.3522' } },
  authorizePsc: { params: { application: 'perinatal', returnTo: 'http://localhost:4001/app' } },
  createDemoSession: {
    bodies: [{ username: 'medecin.perinatal@demo.relais-sante.fr', tokenTransport: 'header' }],
  },
  impersonate: { bodies: [{ email: 'patiente.perinatal@demo.relais-sante.fr' }] },
  // An account no caller acts as: granting it changes nobody's rights in the rest of the run.
  grantAdministrator: { bodies: [{ email: 'sage-femme.perinatal@demo.relais-sante.fr' }] },
}

interface Plan {
  op: ContractOperation
  /** The valid request, before markers are replaced. */
  base: { path: string; query: string; body?: unknown }
  probes: Probe[]
}

/** encodeURIComponent, except that a lone surrogate is written as its three WTF-8 bytes instead of throwing. */
function enc(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (char) => {
    const unit = char.charCodeAt(0)
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    }
    return encodeURIComponent(char)
  })
}

function buildPath(op: ContractOperation, values: Record<string, string>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '')
}

function queryString(values: [string, string][]): string {
  return values.map(([k, v]) => `${k}=${v}`).join('&')
}

const PATH_RAW: [string, string][] = [
  ['%00', '%00'],
  ['..%2F', '..%2F'],
  ['..%2F..%2Fhealth', '..%2F..%2Fhealth'],
  ['%2e%2e', '%2e%2e'],
  ['..', '..'],
  ['.', '.'],
  ['empty segment', ''],
  ['lone %', '%'],
  ['bad escape %zz', '%zz'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['overlong UTF-8 dot', '%C0%AE'],
  ['invalid UTF-8 byte', '%FF'],
  ['matrix parameter', 'a;b=c'],
  ['5000 characters', 'a'.repeat(5000)],
  ['60 000 characters', 'a'.repeat(60_000)],
]

const QUERY_RAW: [string, string][] = [
  ['%00', '%00'],
  ['bad escape %zz', '%zz'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['invalid UTF-8 byte', '%FF%FE'],
  ['plus signs', '+++'],
]

function planFor(op: ContractOperation): Plan {
  const definition = op.definition as unknown as {
    parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[]
    requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> }
  }
  const d: Derivation = { own: op.access.caller === 'account', creates: /^create/.test(op.operationId) }
  const params = (definition.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query')
  const pathParams = params.filter((p) => p.in === 'path')
  const queryParams = params.filter((p) => p.in === 'query')
  const config = BASES[op.operationId] ?? {}
  const valueOf = (p: (typeof params)[number]) =>
    enc(config.params?.[p.name] ?? String(derive(p.schema, p.name, d)))
  const pathBase = Object.fromEntries(pathParams.map((p) => [p.name, valueOf(p)]))
  const queryOf = (p: (typeof params)[number]): [string, string] => [p.name, valueOf(p)]
  const requiredQuery = queryParams.filter((p) => p.required).map(queryOf)
  const path = buildPath(op, pathBase)
  const query = queryString(requiredQuery)
  const bodySchema = definition.requestBody?.content?.['application/json']?.schema
  const bodies = bodySchema ? (config.bodies ?? [derive(bodySchema, 'body', d)]) : []
  const probes: Probe[] = []
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD'
  const json = (body: unknown) => ({ payload: toJson(body), contentType: 'application/json' })
  const withBody = bodies.length ? json(bodies[0]) : {}

  probes.push({ name: 'the valid request', path, query, ...withBody, everyone: true })
  if (queryParams.some((p) => !p.required)) {
    const all = queryString(queryParams.map(queryOf))
    probes.push({ name: 'every optional query parameter', path, query: all, ...withBody, everyone: true })
  }

  // Path parameters, one at a time.
  let index = 0
  for (const p of pathParams) {
    const s = effective(p.schema)
    const values: [string, string][] = [
      ...stringValues(s, p.name).map(([n, v]): [string, string] => [n, enc(v)]),
      ...sampledStrings(index++).map(([n, v]): [string, string] => [n, enc(v)]),
      ...(typeOf(s) === 'integer' || typeOf(s) === 'number'
        ? ['-1', '1.5', '1e400', '2147483648', '0x10', ' 1', 'NaN'].map((v): [string, string] => [v, enc(v)])
        : []),
      ...PATH_RAW,
    ]
    for (const [name, value] of values) {
      probes.push({
        name: `path.${p.name} ← ${name}`,
        path: buildPath(op, { ...pathBase, [p.name]: value }),
        query,
        ...withBody,
      })
    }
  }

  // Query parameters, each alone beside the required ones.
  for (const p of queryParams) {
    const s = effective(p.schema)
    const others = requiredQuery.filter(([k]) => k !== p.name)
    const values: [string, string][] = [
      ...stringValues(s, p.name).map(([n, v]): [string, string] => [n, enc(v)]),
      ...sampledStrings(index++).map(([n, v]): [string, string] => [n, enc(v)]),
      ...(typeOf(s) === 'integer' || typeOf(s) === 'number'
        ? ['-1', '1.5', '1e400', '2147483648', '0x10', ' 1', 'NaN', 'Infinity', '-0'].map(
            (v): [string, string] => [v, enc(v)],
          )
        : []),
      ...QUERY_RAW,
    ]
    const [, valid] = queryOf(p)
    const structural: [string, string][] = [
      ['repeated', queryString([...others, [p.name, valid], [p.name, 'b']])],
      ['bracketed', queryString([...others, [`${p.name}[a]`, '1']])],
      ['without =', [...others.map(([k, v]) => `${k}=${v}`), p.name].join('&')],
      ['missing', queryString(others)],
    ]
    for (const [name, value] of values) {
      probes.push({
        name: `query.${p.name} ← ${name}`,
        path,
        query: queryString([...others, [p.name, value]]),
        ...withBody,
      })
    }
    for (const [name, q] of structural)
      probes.push({ name: `query.${p.name} ${name}`, path, query: q, ...withBody })
  }
  for (const [name, extra] of [
    ['unknown parameter with NUL', 'fuzz=%00'],
    ['parameter name with NUL', 'a%00b=1'],
    ['__proto__ parameter', '__proto__=x&constructor=y'],
    ['10 000 parameters', Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&')],
  ] as const) {
    probes.push({ name: `query ${name}`, path, query: query ? `${query}&${extra}` : extra, ...withBody })
  }

  // Body properties, one at a time, in each base body.
  const seen = new Set<string>()
  const schemas = new Set<Schema>()
  for (const body of bodies) {
    for (const slot of slotsOf(bodySchema!, body, schemas)) {
      const where = `body.${slot.path.join('.')}`
      if (seen.has(where)) continue
      seen.add(where)
      const start = () => {
        if (!config.isolate) return structuredClone(body)
        const top = slot.path[0] as string
        return { [top]: structuredClone((body as Record<string, unknown>)[top]) }
      }
      let current: unknown = body
      for (const key of slot.path) current = (current as Record<string | number, unknown>)[key]
      for (const [name, value] of replacements(slot, current, index++)) {
        const mutated = start()
        setAt(mutated, slot.path, value)
        probes.push({ name: `${where} ← ${name}`, path, query, ...json(mutated) })
      }
      const removed = start()
      deleteAt(removed, slot.path)
      probes.push({ name: `${where} removed`, path, query, ...json(removed) })
    }
  }

  // The body as a whole.
  if (hasBody) {
    const text = bodies.length ? toJson(bodies[0]) : '{}'
    const wholes: [string, string | Buffer, string][] = [
      ['no body', '', 'application/json'],
      ['null', 'null', 'application/json'],
      ['an array of the body', `[${text}]`, 'application/json'],
      ['a string', '"text"', 'application/json'],
      ['a number', '42', 'application/json'],
      ['true', 'true', 'application/json'],
      ['an empty object', '{}', 'application/json'],
      ['an extra field', withField(text, '"fuzzExtra":1'), 'application/json'],
      ['a __proto__ field', withField(text, '"__proto__":{"isAdmin":true}'), 'application/json'],
      [
        'invalid UTF-8',
        Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
        'application/json',
      ],
      ['a byte order mark', `\ufeff${text}`, 'application/json'],
      ['a UTF-16 charset', text, 'application/json; charset=utf-16'],
    ]
    const doors: [string, string | Buffer, string][] = [
      ['malformed JSON', '{"a":', 'application/json'],
      ['a trailing comma', '{"a":1,}', 'application/json'],
      ['single quotes', "{'a':1}", 'application/json'],
      ['two documents', `${text}${text}`, 'application/json'],
      ['NaN', 'NaN', 'application/json'],
      ['a raw NUL byte', `{"a":"\u0000"}`, 'application/json'],
      ['text/plain', text, 'text/plain'],
      ['form-encoded', 'a=1&b=%00', 'application/x-www-form-urlencoded'],
      [
        'multipart',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ],
      ['multipart without boundary', 'a', 'multipart/form-data'],
      ['XML', '<a>1</a>', 'application/xml'],
      ['another JSON media type', text, 'application/merge-patch+json'],
      ['a body past 64 KB', `{"padding":"${'a'.repeat(70_000)}"}`, 'application/json'],
    ]
    const deep: [string, string | Buffer, string][] = [
      ['20 000 nested arrays', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'application/json'],
      ['10 000 nested objects', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`, 'application/json'],
      [
        '10 000 nested objects ending in __proto__',
        `${'{"a":'.repeat(10_000)}{"__proto__":1}${'}'.repeat(10_000)}`,
        'application/json',
      ],
      [
        '10 000 nested objects inside the body',
        withField(text, `"deep":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
        'application/json',
      ],
    ]
    for (const [name, payload, contentType] of [...wholes, ...deep])
      probes.push({ name: `body ${name}`, path, query, payload, contentType })
    for (const [name, payload, contentType] of doors) {
      // An upload's parts are read only once its caller is admitted: a multipart body with a boundary
      // passes the door, and its content is judged later (a stranger's never is).
      const door = !(op.upload && /^multipart\/form-data;\s*boundary=/.test(contentType))
      probes.push({ name: `body ${name}`, path, query, payload, contentType, door })
    }
    probes.push({ name: 'no content type', path, query, payload: text, contentType: '' })
  }

  // The path itself.
  for (const [name, variant] of [
    ['trailing slash', `${path}/`],
    ['double slash', `/${path}`],
    ['dot segment', `${path}/.`],
    ['parent segment', `${path}/x/..`],
    ['upper-case', path.toUpperCase()],
  ] as const) {
    probes.push({ name: `path ${name}`, path: variant, query, ...withBody })
  }

  // Headers.
  const headerCases: [string, Record<string, string | null>][] = [
    ['x-application-name upper-case', { 'x-application-name': 'PERINATAL' }],
    ['x-application-name list', { 'x-application-name': 'perinatal,mobility' }],
    ['x-application-name empty', { 'x-application-name': '' }],
    ['x-application-name 8000 characters', { 'x-application-name': 'a'.repeat(8000) }],
    ['x-env-mode PROD', { 'x-env-mode': 'PROD' }],
    ['another application', { 'x-application-name': 'mobility' }],
    ['authorization without token', { authorization: 'Bearer' }],
    ['authorization with a long token', { authorization: `Bearer ${'a'.repeat(8000)}` }],
    ['authorization with %00', { authorization: 'Bearer %00' }],
    ['authorization with two words', { authorization: 'Bearer a b' }],
    ['authorization basic', { authorization: 'Basic Zm9vOmJhcg==' }],
    ['cookie with a bad escape', { cookie: 'relais_session_perinatal=%zz' }],
    ['cookie of 4000 characters', { cookie: `relais_session_perinatal=${'a'.repeat(4000)}` }],
    ['cookie twice', { cookie: 'relais_session_perinatal=a; relais_session_perinatal=b' }],
    ['cookie unterminated quote', { cookie: 'relais_session_perinatal="abc' }],
    ['cookie garbage', { cookie: '=;;=; a' }],
  ]
  for (const [name, headers] of headerCases)
    probes.push({ name: `header ${name}`, path, query, ...withBody, headers })

  return { op, base: { path, query, body: bodies[0] }, probes }
}

const plans = contract.operations.map(planFor)

/** Paths of the contract with a method none of its operations has: hapi's own 404. */
const wrongMethods = [...new Set(contract.operations.map((op) => op.path))].map((path) => {
  const used = new Set(contract.operations.filter((op) => op.path === path).map((op) => op.method))
  const method = ['DELETE', 'PUT', 'PATCH', 'POST', 'GET'].find((m) => !used.has(m)) ?? 'OPTIONS'
  return { path, method }
})

// --- The run ----------------------------------------------------------------------------------------

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 1_000_000,
  consumePerIp: 1_000_000,
  pscStartsPerIp: 1_000_000,
  attemptsPerCode: 5,
}

// The derived requests must pass the contract, or the mutations would test nothing but the first refusal.
it('derives a request every operation accepts', () => {
  const problems: string[] = []
  for (const { op, base } of plans) {
    const materialise = materialiser(undefined)
    const url = materialise(base.query ? `${base.path}?${base.query}` : base.path)
    const [path, search = ''] = url.split('?')
    const result = contract.validateRequest(
      {
        path: path!,
        headers: {
          'x-application-name': 'perinatal',
          'x-env-mode': 'LOCAL',
          'content-type': 'application/json',
        },
        query: Object.fromEntries(new URLSearchParams(search)),
        ...(base.body === undefined ? {} : { body: JSON.parse(materialise(toJson(base.body))) }),
      },
      op.operationId,
    )
    if (!result.valid) problems.push(`${op.operationId}: ${JSON.stringify(result.errors)}`)
  }
  expect(problems).toEqual([])
})

describe.each(testDatabases(import.meta.url))('fuzzing every operation on $name', (database) => {
  let t: TestApi
  const states = new Map<Caller, CallerState>()
  let newSessions = 0

  async function openSession(caller: Caller): Promise<void> {
    if (caller.kind === 'newSession') {
      // Written directly, as a consumed code would: registrations bind it at every success, and three
      // requests per new session (code, outbox, consume) would double the run.
      newSessions += 1
      const token = generateSessionToken()
      const now = t.clock.now()
      await t.api.db
        .insertInto('sessions')
        .values({
          id: randomUUID(),
          token_hash: hashToken(token),
          application: caller.app,
          identifier_type: 'email',
          identifier: `fuzz.session.${newSessions}@example.fr`,
          user_id: null,
          created_at: now,
          last_seen_at: now,
          idle_expires_at: new Date(now.getTime() + 30 * MINUTE),
          expires_at: new Date(now.getTime() + 12 * 60 * MINUTE),
          revoked_at: null,
        })
        .execute()
      states.set(caller, { ...states.get(caller), headers: bearer(token) })
      return
    }
    const res = await t.inject({
      method: 'POST',
      url: '/dev/demo-session',
      app: caller.app,
      payload: { username: caller.username, tokenTransport: 'header' },
    })
    if (res.statusCode !== 200)
      throw new Error(`demo session of ${caller.name}: ${res.statusCode} ${res.payload}`)
    states.set(caller, { ...states.get(caller), headers: bearer(res.json().token as string) })
  }

  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous, logLevel: 'warn' })
    for (const caller of SIGNED_IN) await openSession(caller)
    const idOf = async (app: Application, email: string) =>
      (
        await t.api.db
          .selectFrom('users')
          .select('id')
          .where('application', '=', app)
          .where('email', '=', email)
          .executeTakeFirstOrThrow()
      ).id
    // Each account has an encryption identity, a key session and a key group (shared with its peer).
    const keys = await createKeyFixtures(t.api.db)
    for (const caller of SIGNED_IN.filter((c) => c.kind !== 'newSession')) {
      const state = states.get(caller)!
      const me = await t.inject({
        method: 'GET',
        url: '/user/current',
        app: caller.app,
        headers: state.headers,
      })
      expect(me.statusCode, `${caller.name}: ${me.payload}`).toBe(200)
      state.selfId = me.json().id as string
      state.organizationId = (me.json().organizations as { id: string }[])[0]?.id
      state.peerId = await idOf(caller.app, caller.peer!)
      const identity = await t.inject({
        method: 'POST',
        url: '/keys/identity',
        app: caller.app,
        headers: state.headers,
        payload: { userId: state.selfId, encryptionKey: JWK, signingKey: JWK, signingKeyHash: JWK_HASH },
      })
      expect(identity.statusCode, identity.payload).toBe(201)
      const who = { app: caller.app, user: caller.username }
      state.keySessionId = await keys.session(who)
      const group = await keys.group(who, [state.peerId])
      state.keyGroupId = group.groupId
      state.keyGroupName = group.name
    }
    // A conversation with its peer for each account, so that the channel operations find one. Written
    // directly: who may start one is the channel tests' subject, not this one's.
    const channels = new ChannelsRepository(t.api.db)
    for (const caller of SIGNED_IN.filter((c) => c.kind !== 'newSession')) {
      const state = states.get(caller)!
      const members: [string, string] = [state.selfId!, state.peerId!]
      state.channelId = (
        await channels.findOrCreateOneToOne(caller.app, state.selfId!, members, t.clock.now())
      ).id
    }
  })
  afterAll(() => t?.close())

  async function send(op: ContractOperation, probe: Probe, caller: Caller) {
    const state = caller.kind === 'anonymous' ? undefined : states.get(caller)
    const materialise = materialiser(state)
    const url = materialise(probe.query ? `${probe.path}?${probe.query}` : probe.path)
    const payload = typeof probe.payload === 'string' ? materialise(probe.payload) : probe.payload
    const headers: Record<string, string | null> = { ...state?.headers, ...probe.headers }
    if (probe.contentType !== undefined) headers['content-type'] = probe.contentType || null
    const before = t.logs.length
    try {
      const res = await t.inject({
        method: probe.method ?? op.method,
        url,
        app: caller.app,
        headers,
        ...(payload === undefined ? {} : { payload }),
      })
      return { status: res.statusCode, text: res.payload, logs: t.logs.slice(before) }
    } catch (error) {
      // `inject` throws on an answer outside the contract.
      return { status: -1, text: String(error), logs: t.logs.slice(before) }
    } finally {
      t.logs.length = 0
    }
  }

  function problemOf(op: ContractOperation, probe: Probe, answer: { status: number }): string | null {
    if (answer.status === -1) return 'outside the contract'
    if (probe.door && answer.status !== 400) return 'not refused with 400'
    if (answer.status === 503 && op.responses['503']) return null
    if (answer.status >= 500) return 'server error'
    return null
  }

  function report(
    op: ContractOperation,
    probe: Probe,
    caller: Caller,
    answer: { status: number; text: string; logs: string[] },
    problem: string,
  ) {
    const stack = answer.logs
      .filter((line) => line.includes('"level":50'))
      .map((line) => {
        const entry = JSON.parse(line) as { err?: { stack?: string }; msg?: string; data?: unknown }
        return (
          entry.err?.stack?.split('\n').slice(0, 6).join('\n      ') ??
          entry.msg ??
          JSON.stringify(entry.data)
        )
      })
      .join('\n    ')
    return `${op.operationId} as ${caller.name}: ${probe.name} → ${problem}: ${answer.status} ${answer.text.slice(0, 300)}${stack ? `\n    ${stack}` : ''}`
  }

  it.each(plans.map((plan) => [plan.op.operationId, plan] as const))('%s', async (_, { op, probes }) => {
    const failures: string[] = []
    const admitted =
      op.access.caller === 'public' ? [SIGNED_IN[1]!] : SIGNED_IN.filter((c) => reachesHandler(op, c))
    let reached = 0
    for (const probe of probes) {
      const first = await send(op, probe, ANONYMOUS)
      const problem = problemOf(op, probe, first)
      if (problem) failures.push(report(op, probe, ANONYMOUS, first, problem))
      // The contract router answers 401 only to a request it let through: handlers get that one next.
      const passed =
        op.access.caller === 'public' ? !(probe.door && first.status === 400) : first.status === 401
      if (!passed) continue
      // Each request goes to one admitted caller, in turn: every caller sees every kind of input (each
      // caller a share of each field's values) without multiplying the run by the number of callers.
      const callers = probe.everyone ? admitted : admitted.slice(reached % admitted.length).slice(0, 1)
      reached += 1
      for (const caller of callers) {
        let answer = await send(op, probe, caller)
        // Only a missing session gets a 401 past the router: some earlier call ended it. Sign in again.
        if (answer.status === 401 && op.access.caller !== 'public' && !probe.headers) {
          await openSession(caller)
          answer = await send(op, probe, caller)
        }
        const again = problemOf(op, probe, answer)
        if (again) failures.push(report(op, probe, caller, answer, again))
        if (answer.status >= 200 && answer.status < 300 && SESSION_CHANGING.has(op.operationId)) {
          await openSession(caller)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('answers a method no operation has with an Error', async () => {
    const failures: string[] = []
    for (const { path, method } of wrongMethods) {
      const url = path.replace(/\{[^}]+\}/g, SOME_UUID)
      try {
        const res = await t.inject({ method, url, payload: method === 'GET' ? undefined : '{}' })
        if (res.statusCode >= 500) failures.push(`${method} ${url}: ${res.statusCode} ${res.payload}`)
      } catch (error) {
        failures.push(`${method} ${url}: ${String(error)}`)
      }
    }
    expect(failures).toEqual([])
  })
})
