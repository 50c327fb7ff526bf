// From the wizard's validated steps to the API's UserRegistration (openapi.yaml), and back from the
// API's field errors to the step and field that show them.
import * as v from 'valibot'
import type { components } from '@relais/api-client'
import type { UserType } from '@relais/domain'
import type { RegistrationStep } from './steps/registrationForms.tsx'
import type { WizardValues } from '../../../core/forms/FormFields.tsx'
import type { PendingMedicalRecord } from '../../../core/session/pending-medical-record.ts'

export type UserRegistration = components['schemas']['UserRegistration']
type Address = components['schemas']['Address']
type Gender = components['schemas']['Gender']
type Language = components['schemas']['Language']
type Out = Record<string, unknown>

/** Parses every step with its schema; null when one is invalid (the caller goes to that step). */
export function parseSteps(
  steps: RegistrationStep[],
  values: WizardValues,
): { outputs: Record<string, Out>; invalidStep: null } | { outputs: null; invalidStep: number } {
  const outputs: Record<string, Out> = {}
  for (const [index, step] of steps.entries()) {
    const result = v.safeParse(step.schema, values[step.id] ?? {})
    if (!result.success) return { outputs: null, invalidStep: index }
    outputs[step.id] = result.output as Out
  }
  return { outputs, invalidStep: null }
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const compact = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/** The identity every type shares, from the step that holds it. */
function identity(o: Out) {
  return compact({
    firstName: o.firstName as string,
    lastName: o.lastName as string,
    email: str(o.email),
    phoneNumber: str(o.phoneNumber),
    birthDate: str(o.birthDate),
    gender: o.gender as Gender | undefined,
    address: o.address as Address | undefined,
    languages: o.languages as Language[] | undefined,
  })
}

export function buildRegistration(
  type: UserType,
  outputs: Record<string, Out>,
  raw: WizardValues,
): UserRegistration {
  const base = { userType: type, termsAccepted: true as const }
  switch (type) {
    case 'patient': {
      const personal = outputs.personalInfo!
      const history = outputs.antecedents!
      const referent = outputs.healthReferent!
      // Languages only: the medical answers of these steps stay in the browser (medicalAnswers).
      return compact({
        ...base,
        ...identity({ ...personal, languages: history.languages }),
        patient: compact({
          nir: personal.nir as string,
          supervisorType: referent.supervisorType as 'midwife' | 'doctor' | undefined,
          referent: {
            firstName: referent.firstName as string,
            lastName: referent.lastName as string,
            email: referent.email as string,
            rpps: referent.rpps as string,
            address: referent.address as Address,
          },
        }),
      })
    }
    case 'doctor': {
      const info = outputs.professionalInfo!
      return compact({
        ...base,
        ...identity(info),
        doctor: compact({
          rpps: info.rpps as string,
          qualifications: info.qualifications as string[],
          description: str(outputs.complementaryInfo?.description),
        }),
      })
    }
    case 'midwife': {
      const personal = outputs.personalInfo!
      const education = outputs.educationAndExperience!
      const pmi = outputs.pmiAffiliation!
      const pmiRaw = raw.pmiAffiliation ?? {}
      return compact({
        ...base,
        ...identity(personal),
        midwife: compact({
          rpps: str(personal.rpps),
          qualifications: education.qualifications as string[],
          description: education.description as string,
          initialProfile: education.initialProfile as 'LIBERAL' | 'HOSPITAL',
          exerciceZone: education.exerciceZone as Address,
          exerciceRadius: education.exerciceRadius as NonNullable<
            UserRegistration['midwife']
          >['exerciceRadius'],
          affiliatedToPmi: pmi.affiliated === true,
          pmi:
            pmi.affiliated === true
              ? compact({
                  name: pmi.pmiName as string,
                  address: str(pmi.pmiAddress),
                  phone: str(pmi.pmiTelecom),
                  email: str(pmiRaw.pmiEmail),
                })
              : undefined,
        }),
      })
    }
    case 'assistant': {
      const personal = outputs.personalInfo!
      const education = outputs.educationAndExperience!
      return compact({
        ...base,
        ...identity(personal),
        assistant: compact({
          certificationNumber: education.certificationNumber as string,
          advancedCertificationNumber: str(education.advancedCertificationNumber),
          description: education.description as string,
          exerciceZone: education.exerciceZone as Address,
          exerciceRadius: education.exerciceRadius as NonNullable<
            UserRegistration['assistant']
          >['exerciceRadius'],
        }),
      })
    }
    case 'organization': {
      const organization = outputs.organization!
      return compact({
        ...base,
        ...identity(outputs.responsiblePerson!),
        organization: compact({
          name: organization.name as string,
          finess: organization.noFiness ? undefined : str(organization.finess),
          siret: organization.noFiness ? str(organization.siret) : undefined,
          specialities: organization.specialities as string[],
          address: organization.address as Address,
        }),
      })
    }
    default:
      return compact({ ...base, ...identity(outputs.form!) })
  }
}

/**
 * A patient's validated medical answers, which POST /user refuses (they reach the server only encrypted
 * by the vault); null for the other types.
 */
export function medicalAnswers(type: UserType, outputs: Record<string, Out>): PendingMedicalRecord | null {
  if (type !== 'patient') return null
  const history = outputs.antecedents!
  const prenatal = outputs.prenatalInfo
  return compact({
    bloodGroup: history.bloodGroup as string,
    medicalBackground: str(history.medicalBackground),
    treatments: str(history.treatments),
    allergies: str(history.allergies),
    prenatal: prenatal
      ? {
          lastPeriod: prenatal.lastPeriod as string,
          pregnancyType: prenatal.pregnancyType as string,
          birthsAtTerm: prenatal.birthsAtTerm as number,
        }
      : undefined,
  })
}

/** Payload keys that the form names differently. */
const RENAMED: Record<string, string> = {
  affiliatedToPmi: 'affiliated',
}

/**
 * Where an API field error belongs: `body.patient.referent.rpps` → the referent step's `rpps`,
 * `body.email` → the step holding the email. Null when no step has such a field.
 */
export function stepFieldOf(
  steps: RegistrationStep[],
  apiField: string,
): { stepIndex: number; path: string } | null {
  const parts = apiField
    .replace(/^body\.?/, '')
    .split('.')
    .filter(Boolean)
  if (parts.length === 0) return null
  let key = parts[parts.length - 1]!
  // An address's or a list's inner error belongs to the address or the list.
  const parent = parts[parts.length - 2]
  if (parent && (/^\d+$/.test(key) || ['address', 'exerciceZone'].includes(parent))) key = parent
  if (key === 'phone') key = 'telecom'
  key = RENAMED[key] ?? key
  const inReferent = parts.includes('referent')
  const inPmi = parts.includes('pmi')
  if (inPmi) key = `pmi${key.charAt(0).toUpperCase()}${key.slice(1)}`
  const stepIndex = steps.findIndex(
    (step) =>
      (inReferent ? step.id === 'healthReferent' : step.id !== 'healthReferent') && step.fields.includes(key),
  )
  return stepIndex < 0 ? null : { stepIndex, path: `${steps[stepIndex]!.id}.${key}` }
}
