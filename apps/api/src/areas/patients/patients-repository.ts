// Patients as practitioners see them: a list's patients through its owner's medical-file policies, the
// patient a NIR names, the patients a caller's search reaches, and the accounts practitioners create.
// Only identity and contact are read here; medical content stays in the vault's envelopes.
//
// A list is read from its owner's policies, and sorted and searched on the name key the profiles keep
// (migration 2026-11-27_patients), so that a structure's 10,000 patients cost what its own list holds,
// never a scan of every patient of the application nor 10,000 names recomputed.
import { randomUUID } from 'node:crypto'
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { Grantee } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import type { PatientSearch } from './patient-search.ts'

type Schemas = components['schemas']
type PatientSummary = Schemas['PatientSummary']
type EncryptedEnvelope = Schemas['EncryptedEnvelope']

/** A patient's account as a practitioner creates it: identity and contact, checked beforehand. */
interface NewPatient {
  application: string
  givenName: string
  familyName: string
  email: string | null
  phone: string | null
  nir: string | null
  gender: string
  birthDate: string
  address: StoredAddress
  languages: string[]
  /** The history step's answers, encrypted in the practitioner's browser. */
  intake?: EncryptedEnvelope
  authorUserId: string
  now: Date
}

interface PatientPage {
  limit: number
  offset: number
}

/** The most one search answers: a choice to click, not a directory. */
const MAX_SEARCH_RESULTS = 20

type Q = ExpressionBuilder<DB, 'users' | 'profiles'>

/**
 * The name as patient-search.ts's `nameSearchWords` reads it, ' dupont  helene' (migration
 * 2026-11-27_patients): a space before each word, two between the family and the given name. Kept by
 * the database in a generated column of the profiles, so that 10,000 names are not recomputed per call.
 */
const nameKey = () => sql<string>`profiles.name_search_key`

/** Family then given name, whatever the accents and case (Élodie between Dupont and Fabre), as indexed. */
const byNameKey = () => sql`profiles.name_search_key collate "C"`

/** Every word of the search starts a word of the name (the better match). */
function nameStartsWith(eb: Q, words: string[]) {
  // The words hold letters and digits only: never a LIKE wildcard.
  return eb.and(words.map((word) => eb(nameKey(), 'like', `% ${word}%`)))
}

/** Whether the patient matches: every word inside the name, or the NIR, email or phone asked. */
function matches(eb: Q, search: PatientSearch): Expression<SqlBool> {
  const any: Expression<SqlBool>[] = []
  if (search.words.length > 0) {
    any.push(eb.and(search.words.map((word) => eb(nameKey(), 'like', `%${word}%`))))
  }
  if (search.nir) any.push(sql<SqlBool>`starts_with(${eb.ref('profiles.nir')}, ${search.nir})`)
  // strpos rather than LIKE: what the user typed is never read as a pattern.
  if (search.email) any.push(sql<SqlBool>`strpos(${eb.ref('users.email')}, ${search.email}) > 0`)
  if (search.phoneDigits) {
    any.push(sql<SqlBool>`strpos(${eb.ref('users.phone')}, ${search.phoneDigits}) > 0`)
  }
  return eb.or(any)
}

type PolicyQ = ExpressionBuilder<DB, 'access_policies'>

/** The grantee's medical-file policies (a patient's `resource_id` is their account's id). */
function heldBy(eb: PolicyQ, application: string, grantee: Grantee): Expression<SqlBool> {
  return eb.and([
    eb('access_policies.application', '=', application),
    eb('access_policies.resource', '=', 'medical-file'),
    grantee.userId
      ? eb('access_policies.grantee_user_id', '=', grantee.userId)
      : eb('access_policies.grantee_organization_id', '=', grantee.organizationId!),
  ])
}

/** A grant that opens the file now: accepted, and within its dates. */
function inForce(eb: PolicyQ, now: Date): Expression<SqlBool> {
  return eb.and([
    eb('access_policies.status', '=', 'ACCEPTED'),
    eb.or([eb('access_policies.valid_from', 'is', null), eb('access_policies.valid_from', '<=', now)]),
    eb.or([eb('access_policies.valid_to', 'is', null), eb('access_policies.valid_to', '>', now)]),
  ])
}

interface SummaryRow {
  id: string
  email: string | null
  phone: string | null
  given_name: string
  family_name: string
  nir: string | null
  birth_date: string | null
  gender: string | null
  city: string | null
}

function toSummary(row: SummaryRow): PatientSummary {
  return {
    id: row.id,
    name: {
      given: row.given_name,
      family: row.family_name,
      text: `${row.given_name} ${row.family_name}`.trim(),
    },
    nir: row.nir,
    birthDate: row.birth_date,
    gender: row.gender as PatientSummary['gender'],
    email: row.email,
    phone: row.phone,
    city: row.city,
  }
}

export class PatientsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * A list's patients: those whose medical file the grantee may read now (a page of them, by name,
   * and how many match), and every one asked who has not answered.
   */
  async list(
    application: string,
    grantee: Grantee,
    search: PatientSearch | undefined,
    page: PatientPage,
    now: Date,
  ): Promise<{ patients: PatientSummary[]; pendingPatients: PatientSummary[]; total: number }> {
    const listed = (status: 'ACCEPTED' | 'PENDING') => {
      const query = this.db
        .selectFrom('users')
        .innerJoin('profiles', 'profiles.user_id', 'users.id')
        .innerJoin('access_policies', 'access_policies.resource_id', 'users.id')
        .where('users.user_type', '=', 'patient')
        .where((eb) => heldBy(eb, application, grantee))
        .where((eb) => (status === 'ACCEPTED' ? inForce(eb, now) : eb('access_policies.status', '=', status)))
      return search ? query.where((eb) => matches(eb, search)) : query
    }
    // The page is chosen on ids and name keys alone; only its rows are then read in full, so that the
    // summaries (dates formatted, cities taken out of the addresses) are built for 100 rows, not 10,000.
    const pageIds = listed('ACCEPTED')
      .select(['users.id', sql<string>`profiles.name_search_key`.as('name_key')])
      .orderBy(byNameKey())
      .orderBy('users.id')
      .limit(page.limit)
      .offset(page.offset)
    const pageRows = this.summaries()
      .innerJoin(pageIds.as('page'), 'page.id', 'users.id')
      .orderBy(sql`page.name_key collate "C"`)
      .orderBy('users.id')
    const pending = this.summaries()
      .where('users.id', 'in', listed('PENDING').select('users.id'))
      .orderBy(byNameKey())
      .orderBy('users.id')
    // Without a search, the grants alone tell how many: 10,000 names need not be read to count them.
    const count = search
      ? listed('ACCEPTED').select((eb) => eb.fn.countAll<string>().as('total'))
      : this.db
          .selectFrom('access_policies')
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where((eb) => heldBy(eb, application, grantee))
          .where((eb) => inForce(eb, now))
    const [patients, pendingPatients, counted] = await Promise.all([
      pageRows.execute(),
      pending.execute(),
      count.executeTakeFirstOrThrow(),
    ])
    return {
      patients: patients.map(toSummary),
      pendingPatients: pendingPatients.map(toSummary),
      total: Number(counted.total),
    }
  }

  /**
   * The patients `readerUserId` may see, matching `search`, best first: those whose name has a word
   * starting with each word typed, then the rest, each by name. A patient is seen through a medical-file
   * policy accepted or asked by the reader or by a structure the reader belongs to.
   */
  async search(application: string, readerUserId: string, search: PatientSearch): Promise<PatientSummary[]> {
    let query = this.summaries()
      .where('users.application', '=', application)
      .where('users.id', 'in', (eb) =>
        eb
          .selectFrom('access_policies as ap')
          .select('ap.resource_id')
          .where('ap.application', '=', application)
          .where('ap.resource', '=', 'medical-file')
          .where('ap.status', 'in', ['PENDING', 'ACCEPTED'])
          .where((w) =>
            w.or([
              w('ap.grantee_user_id', '=', readerUserId),
              w(
                'ap.grantee_organization_id',
                'in',
                w
                  .selectFrom('organization_members as m')
                  .select('m.organization_id')
                  .where('m.user_id', '=', readerUserId),
              ),
            ]),
          ),
      )
      .where((eb) => matches(eb, search))
    if (search.words.length > 0) {
      query = query.orderBy((eb) => eb.case().when(nameStartsWith(eb, search.words)).then(0).else(1).end())
    }
    const rows = await query.orderBy(byNameKey()).orderBy('users.id').limit(MAX_SEARCH_RESULTS).execute()
    return rows.map(toSummary)
  }

  /** A patient's account of the application, by id; undefined for any other account or none. */
  async find(application: string, patientId: string): Promise<PatientSummary | undefined> {
    const row = await this.summaries()
      .where('users.application', '=', application)
      .where('users.id', '=', patientId)
      .executeTakeFirst()
    return row && toSummary(row)
  }

  /** The patient's first postal address, as her profile keeps it; null when she gave none. */
  async address(patientId: string): Promise<Schemas['Address'] | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('address')
      .where('user_id', '=', patientId)
      .executeTakeFirst()
    return row?.address[0] ?? null
  }

  /** The answers given when a practitioner created the patient's account; null when there were none. */
  async intake(patientId: string): Promise<Schemas['PatientIntake'] | null> {
    const row = await this.db
      .selectFrom('patient_intakes')
      .select(['envelope', 'author_user_id', 'created_at'])
      .where('patient_user_id', '=', patientId)
      .executeTakeFirst()
    if (!row) return null
    return {
      envelope: row.envelope,
      authorId: row.author_user_id,
      createdAt: new Date(row.created_at).toISOString(),
    }
  }

  /** The patient's account of the application holding this NIR (normalised), if any. */
  async findByNir(application: string, nir: string): Promise<PatientSummary | undefined> {
    const row = await this.summaries()
      .where('users.application', '=', application)
      .where('profiles.nir', '=', nir)
      .orderBy('users.created_at')
      .executeTakeFirst()
    return row && toSummary(row)
  }

  /** The name of a structure of the application, when `userId` belongs to it. */
  async structureName(
    application: string,
    organizationId: string,
    userId: string,
  ): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select('o.name')
      .where('o.application', '=', application)
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst()
    return row?.name
  }

  /**
   * Writes an active patient account (its user, profile and intake). Run in the transaction that also
   * gives the list's owner its grant, so that no patient is created that nobody follows.
   */
  async create(patient: NewPatient): Promise<string> {
    const id = randomUUID()
    const { now } = patient
    await this.db
      .insertInto('users')
      .values({
        id,
        application: patient.application,
        user_type: 'patient',
        email: patient.email,
        phone: patient.phone,
        active: true,
        sld_id: null,
        // The patient accepts the terms at their own first sign-in, not the practitioner for them.
        terms_accepted_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await this.db
      .insertInto('profiles')
      .values({
        id: randomUUID(),
        user_id: id,
        given_name: patient.givenName,
        family_name: patient.familyName,
        gender: patient.gender,
        birth_date: patient.birthDate,
        address: JSON.stringify([patient.address]),
        rpps: null,
        finess: null,
        nir: patient.nir,
        languages: JSON.stringify(patient.languages),
        created_at: now,
        updated_at: now,
      })
      .execute()
    if (patient.intake) {
      await this.db
        .insertInto('patient_intakes')
        .values({
          patient_user_id: id,
          author_user_id: patient.authorUserId,
          envelope: JSON.stringify(patient.intake),
          created_at: now,
        })
        .execute()
    }
    return id
  }

  /** Patients' identity and contact, for the lists, the banner and the search. */
  private summaries() {
    return this.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .select([
        'users.id',
        'users.email',
        'users.phone',
        'profiles.given_name',
        'profiles.family_name',
        'profiles.nir',
        // Text, not Date: a calendar date must not shift with the server's time zone.
        sql<string | null>`to_char(profiles.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
        'profiles.gender',
        sql<string | null>`profiles.address -> 0 ->> 'city'`.as('city'),
      ])
      .where('users.user_type', '=', 'patient')
  }
}
