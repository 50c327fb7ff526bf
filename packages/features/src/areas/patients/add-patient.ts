// 'Ajouter un patient' without React: the draft kept while the dialog is open, the wizard's steps turned
// into the API's PatientCreation, and the history step's answers encrypted in the browser.
//
// The draft lives in sessionStorage, as the registration's does: it holds a NIR and medical answers in
// clear, so it must not outlive the tab; a reload keeps it, closing the dialog removes it.
import * as v from 'valibot'
import type { components } from '@relais/api-client'
import {
  patientHistorySchema,
  patientPersonalInfoSchema,
  REQUIRED_MESSAGE,
  type IsoDate,
} from '@relais/domain'
import type { EncryptedEnvelope, KeyStoreService, VaultPort } from '@relais/vault'
import { storageKey, type AppConfig } from '../../core/config/AppConfig.tsx'
import { encryptMedicalRecord } from '../medical-record/index.ts'
import type { WizardValues } from '../../core/forms/FormFields.tsx'

type PatientCreation = components['schemas']['PatientCreation']
type Address = components['schemas']['Address']
type Gender = components['schemas']['Gender']
type Language = components['schemas']['Language']
type Application = Pick<AppConfig, 'application'>

/** The wizard's steps, by id: values live under them ('personalInfo.nir'). */
export const PERSONAL_STEP = 'personalInfo'
export const HISTORY_STEP = 'antecedents'

/** The draft of one list's dialog: the NIR typed, and the wizard once it was opened. */
export interface AddPatientDraft {
  owner: string
  nir: string
  wizard?: { step: number; values: WizardValues }
}

const draftKey = (config: Application) => storageKey(config, 'add-patient')

export function readAddPatientDraft(config: Application, owner: string): AddPatientDraft | null {
  try {
    const raw = sessionStorage.getItem(draftKey(config))
    if (!raw) return null
    const draft = JSON.parse(raw) as Partial<AddPatientDraft>
    if (draft.owner !== owner || typeof draft.nir !== 'string') return null
    const wizard = draft.wizard
    if (wizard && (typeof wizard.step !== 'number' || typeof wizard.values !== 'object' || !wizard.values)) {
      return { owner, nir: draft.nir }
    }
    return draft as AddPatientDraft
  } catch {
    return null
  }
}

export function writeAddPatientDraft(config: Application, draft: AddPatientDraft) {
  try {
    sessionStorage.setItem(draftKey(config), JSON.stringify(draft))
  } catch {
    // A full or disabled storage only costs the reload safety net.
  }
}

export function clearAddPatientDraft(config: Application) {
  try {
    sessionStorage.removeItem(draftKey(config))
  } catch {
    // Nothing was stored when the storage is disabled.
  }
}

/**
 * Step 1: the registration's patient identity with email and phone optional. The NIR is the one the
 * lookup was made with and the API requires it, wherever the patient lives.
 */
export function personalStepSchema(today: IsoDate) {
  return v.pipe(
    patientPersonalInfoSchema({ today, defaultCountry: 'FR', contactOptional: true }),
    v.forward(
      v.partialCheck([['nir']], (value) => value.nir !== undefined, REQUIRED_MESSAGE),
      ['nir'],
    ),
  )
}

/** Step 2: blood group required; treatments, languages, background and allergies optional. */
export const historyStepSchema = patientHistorySchema

/** What the practitioner answered in the history step: medical content, encrypted before it leaves. */
export interface PatientIntake {
  bloodGroup: string
  medicalBackground?: string
  treatments?: string
  allergies?: string
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

export type ParsedSteps =
  | { ok: true; identity: Omit<PatientCreation, 'intake'>; intake: PatientIntake }
  | { ok: false; invalidStep: number }

/** Both steps checked by their schemas, then split into what goes in clear and what is encrypted. */
export function parseAddPatientSteps(values: WizardValues, today: IsoDate): ParsedSteps {
  const personal = v.safeParse(personalStepSchema(today), values[PERSONAL_STEP] ?? {})
  if (!personal.success) return { ok: false, invalidStep: 0 }
  const history = v.safeParse(historyStepSchema, values[HISTORY_STEP] ?? {})
  if (!history.success) return { ok: false, invalidStep: 1 }
  const p = personal.output
  const h = history.output
  return {
    ok: true,
    // Languages are no medical content: they go in clear, as the registration sends them.
    identity: compact({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phoneNumber: p.phoneNumber,
      nir: p.nir!,
      gender: p.gender as Gender,
      birthDate: p.birthDate,
      address: p.address as Address,
      languages: h.languages as Language[],
    }),
    intake: compact({
      bloodGroup: h.bloodGroup,
      medicalBackground: text(h.medicalBackground),
      treatments: text(h.treatments),
      allergies: text(h.allergies),
    }),
  }
}

/**
 * The history step's answers as an envelope, in the medical record's format. The patient has no keys
 * yet: the session's only recipient is the practitioner who writes it, who then shares it with the
 * patient through a key claim where the vault makes them (`shareIntakeWithPatient`).
 */
export async function encryptIntake(vault: VaultPort, intake: PatientIntake): Promise<EncryptedEnvelope> {
  const session = await vault.createSession()
  return encryptMedicalRecord(vault, { ...intake }, session.sessionId)
}

/**
 * What became of the intake: `claimed`, the patient reads it after her first unlock; `authorOnly`, the
 * configured vault makes no key claims (Seald), so it stays sealed for the practitioner alone — they
 * see it in the patient's file until she fills in her record, and she never sees it.
 */
export type IntakeSharing = 'claimed' | 'authorOnly'

/** What the practitioner is told when the intake stays theirs alone (`authorOnly`). */
export const INTAKE_KEPT_FOR_AUTHOR =
  "Ses réponses médicales restent chiffrées pour vous seul : le chiffrement de ce service ne permet pas de les partager avec un patient qui n'a pas encore déverrouillé ses données. Vous les voyez dans sa fiche jusqu'à ce qu'il remplisse son dossier médical ; lui ne les verra pas."

/**
 * Shares the intake's session with the new patient, who has no keys yet: a key claim (the vault's
 * `addClaim`) that the patient's first unlock converts, their code proving their email or phone —
 * where the configured vault makes claims. Encrypting for a user without keys any other way would
 * hand the session's key to a service: without claims the intake stays the practitioner's.
 */
export async function shareIntakeWithPatient(
  vault: VaultPort,
  keyStore: Pick<KeyStoreService, 'depositClaimKey'>,
  intake: EncryptedEnvelope,
  patientId: string,
): Promise<IntakeSharing> {
  if (!vault.capabilities.keyClaims) return 'authorOnly'
  const session = await vault.retrieveSession(intake.encryptionSessionId)
  await session.addClaim(patientId, keyStore)
  return 'claimed'
}

/** Where an API field error belongs in the wizard (`body.email` → `personalInfo.email`), if anywhere. */
export function wizardPathOf(apiField: string): { step: number; path: string } | null {
  const parts = apiField
    .replace(/^body\.?/, '')
    .split('.')
    .filter(Boolean)
  const [field] = parts
  if (!field) return null
  if (
    ['firstName', 'lastName', 'email', 'phoneNumber', 'nir', 'gender', 'birthDate', 'address'].includes(field)
  ) {
    return { step: 0, path: `${PERSONAL_STEP}.${field}` }
  }
  if (field === 'languages') return { step: 1, path: `${HISTORY_STEP}.languages` }
  return null
}
