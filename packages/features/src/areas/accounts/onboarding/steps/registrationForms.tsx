// Every registration wizard of the spec, step by step: the step ids come from the domain
// (registrationSteps), and so do each step's schema and French messages. Values live under the step's
// id in one react-hook-form state ('personalInfo.nir'), so each step validates only its own part.
import type { ReactNode } from 'react'
import { useWatch } from 'react-hook-form'
import type { GenericSchema } from 'valibot'
import {
  assistantEducationSchema,
  assistantPersonalSchema,
  BLOOD_GROUPS,
  DEFAULT_DOCTOR_SPECIALTY,
  DEFAULT_EXERCISE_RADIUS_KM,
  dispatchUserSchema,
  doctorComplementarySchema,
  doctorProfessionalSchema,
  midwifeEducationSchema,
  midwifePersonalSchema,
  midwifePmiSchema,
  organizationManagerSchema,
  organizationSchema,
  patientHistorySchema,
  patientPersonalInfoSchema,
  prenatalInfoSchema,
  referentSchema,
  registrationSteps,
  FIELD_REQUIRED_MESSAGE,
  SUPERVISOR_TYPES,
  LANGUAGES,
  modeCapabilities,
  nirRequiredFor,
  type Application,
  type IsoDate,
  type UserType,
} from '@relais/domain'
import * as v from 'valibot'
import { masks } from '@relais/ui'
import {
  FormCheckboxGroup,
  FormDateField,
  FormMaskedField,
  FormNumberField,
  FormSelect,
  FormTextArea,
  FormTextField,
  type WizardValues,
} from '../../../../core/forms/FormFields.tsx'
import { FormAddressField as AddressField } from '../../../places/index.ts'
import { ReferentFields } from '../../../referents/index.ts'
import {
  AssistantEducationFields,
  DoctorPresentationField,
  DoctorSpecialitiesField,
  MidwifeEducationFields,
  PmiAffiliationFields,
  RppsField,
} from '../fields/PracticeFields.tsx'
import { ContactFields, IdentityFields } from './IdentityFields.tsx'
import { OrganizationFields } from './OrganizationFields.tsx'

export interface RegistrationStep {
  id: string
  title: string
  schema: GenericSchema
  /** The step's fields, each under `${id}.`; `fields` lists the keys for mapping the API's errors. */
  fields: readonly string[]
  content: ReactNode
}

export interface StepContext {
  application: Application
  today: IsoDate
}

const STEP_TITLES: Record<string, string> = {
  personalInfo: 'Informations personnelles',
  antecedents: 'Antécédents et traitements',
  prenatalInfo: 'Informations prénatales',
  healthReferent: 'Référent santé',
  professionalInfo: 'Informations professionnelles',
  complementaryInfo: 'Informations complémentaires',
  educationAndExperience: 'Formation et expérience',
  pmiAffiliation: 'Affiliation PMI',
  organization: 'Votre structure',
  responsiblePerson: 'Personne responsable',
  form: 'Vos informations',
}

const labelled = <T extends { value: string; label: string }>(list: readonly T[]) =>
  list.map((item) => ({ id: item.value, label: item.label }))
const PREGNANCY_TYPE_OPTIONS = [
  { id: 'simple', label: 'Simple' },
  { id: 'jumeaux', label: 'Jumeaux' },
  { id: 'triplets', label: 'Triplés' },
  { id: 'multiple', label: 'Multiple' },
]

const keysOf = (schema: GenericSchema): string[] => {
  // Objects, or a pipe starting with one (schemas with cross-field rules).
  const s = schema as { entries?: Record<string, unknown>; pipe?: GenericSchema[] }
  if (s.entries) return Object.keys(s.entries)
  const first = s.pipe?.[0]
  return first ? keysOf(first) : []
}

const healthReferentSchema = (application: Application) =>
  v.object({
    ...referentSchema.entries,
    supervisorType: modeCapabilities(application).asksReferentType
      ? v.picklist(SUPERVISOR_TYPES, FIELD_REQUIRED_MESSAGE)
      : v.optional(v.picklist(SUPERVISOR_TYPES), 'doctor'),
  })

function stepOf(id: string, schema: GenericSchema, content: ReactNode, fields?: string[]): RegistrationStep {
  return { id, title: STEP_TITLES[id] ?? id, schema, fields: fields ?? keysOf(schema), content }
}

/** The steps of one user type in one mode, in order. */
export function registrationForm(type: UserType, ctx: StepContext): RegistrationStep[] {
  const person = { today: ctx.today, defaultCountry: 'FR' as const }
  const all: Record<string, () => RegistrationStep> = {}
  switch (type) {
    case 'patient':
      all.personalInfo = () =>
        stepOf(
          'personalInfo',
          patientPersonalInfoSchema(person),
          <>
            <IdentityFields step="personalInfo" gender birthDate="required" />
            {/* The address first: whether a NIR is required depends on its country. */}
            <AddressField name="personalInfo.address" label="Adresse" isRequired />
            <NirField step="personalInfo" />
          </>,
        )
      all.antecedents = () =>
        stepOf(
          'antecedents',
          patientHistorySchema,
          <>
            <FormSelect
              name="antecedents.bloodGroup"
              label="Groupe sanguin"
              options={labelled(BLOOD_GROUPS)}
              isRequired
            />
            <FormTextArea name="antecedents.medicalBackground" label="Antécédents médicaux" />
            <FormTextArea name="antecedents.treatments" label="Traitements en cours" />
            <FormTextArea name="antecedents.allergies" label="Allergies" />
            <FormCheckboxGroup name="antecedents.languages" label="Langues parlées" options={LANGUAGES} />
          </>,
        )
      all.prenatalInfo = () =>
        stepOf(
          'prenatalInfo',
          prenatalInfoSchema(person),
          <>
            <FormDateField name="prenatalInfo.lastPeriod" label="Date des dernières règles" isRequired />
            <FormSelect
              name="prenatalInfo.pregnancyType"
              label="Type de grossesse"
              options={PREGNANCY_TYPE_OPTIONS}
              isRequired
            />
            <FormNumberField
              name="prenatalInfo.birthsAtTerm"
              label="Nombre d'accouchements à terme"
              minValue={0}
              isRequired
            />
          </>,
        )
      all.healthReferent = () =>
        stepOf(
          'healthReferent',
          healthReferentSchema(ctx.application),
          <>
            <ReferentFields
              prefix="healthReferent"
              asksType={modeCapabilities(ctx.application).asksReferentType}
            />
          </>,
        )
      break
    case 'doctor':
      all.professionalInfo = () =>
        stepOf(
          'professionalInfo',
          doctorProfessionalSchema(person),
          <>
            <IdentityFields step="professionalInfo" gender birthDate="optional" address languages />
            <RppsField step="professionalInfo" isRequired />
            <DoctorSpecialitiesField step="professionalInfo" />
          </>,
        )
      all.complementaryInfo = () =>
        stepOf(
          'complementaryInfo',
          doctorComplementarySchema,
          <DoctorPresentationField step="complementaryInfo" />,
        )
      break
    case 'midwife':
      all.personalInfo = () =>
        stepOf(
          'personalInfo',
          midwifePersonalSchema(person),
          <>
            <IdentityFields step="personalInfo" gender birthDate="optional" address languages />
            <RppsField step="personalInfo" />
          </>,
        )
      all.educationAndExperience = () =>
        stepOf(
          'educationAndExperience',
          midwifeEducationSchema,
          <MidwifeEducationFields step="educationAndExperience" />,
        )
      all.pmiAffiliation = () =>
        stepOf('pmiAffiliation', midwifePmiSchema, <PmiAffiliationFields step="pmiAffiliation" />, [
          'affiliated',
          'pmiName',
          'pmiAddress',
          'pmiTelecom',
        ])
      break
    case 'assistant':
      all.personalInfo = () =>
        stepOf(
          'personalInfo',
          assistantPersonalSchema(person),
          <IdentityFields step="personalInfo" gender birthDate="optional" address languages />,
        )
      all.educationAndExperience = () =>
        stepOf(
          'educationAndExperience',
          assistantEducationSchema,
          <AssistantEducationFields step="educationAndExperience" />,
        )
      break
    case 'organization':
      all.organization = () =>
        stepOf('organization', organizationSchema, <OrganizationFields step="organization" />)
      all.responsiblePerson = () =>
        stepOf(
          'responsiblePerson',
          organizationManagerSchema(person),
          <>
            <FormTextField
              name="responsiblePerson.firstName"
              label="Prénom"
              autoComplete="given-name"
              isRequired
            />
            <FormTextField
              name="responsiblePerson.lastName"
              label="Nom"
              autoComplete="family-name"
              isRequired
            />
            <ContactFields step="responsiblePerson" />
          </>,
        )
      break
    default:
      all.form = () =>
        stepOf(
          'form',
          dispatchUserSchema(person),
          <>
            <FormTextField name="form.firstName" label="Prénom" autoComplete="given-name" isRequired />
            <FormTextField name="form.lastName" label="Nom" autoComplete="family-name" isRequired />
            <ContactFields step="form" />
          </>,
        )
  }
  return registrationSteps(type, ctx.application).map((id) => {
    const build = all[id]
    if (!build) throw new Error(`No registration step '${id}' for ${type}`)
    return build()
  })
}

/** The values a new form starts with (languages French, default radius, a general practitioner…). */
export function initialValues(type: UserType, application: Application): WizardValues {
  const identity = { languages: ['fr'] }
  switch (type) {
    case 'patient':
      return {
        personalInfo: {},
        antecedents: { languages: ['fr'] },
        prenatalInfo: {},
        healthReferent: modeCapabilities(application).asksReferentType ? {} : { supervisorType: 'doctor' },
      }
    case 'doctor':
      return {
        professionalInfo: { ...identity, qualifications: [DEFAULT_DOCTOR_SPECIALTY] },
        complementaryInfo: {},
      }
    case 'midwife':
      return {
        personalInfo: identity,
        educationAndExperience: { exerciceRadius: DEFAULT_EXERCISE_RADIUS_KM },
        pmiAffiliation: { affiliated: false },
      }
    case 'assistant':
      return {
        personalInfo: identity,
        educationAndExperience: { exerciceRadius: DEFAULT_EXERCISE_RADIUS_KM },
      }
    case 'organization':
      return { organization: { noFiness: false }, responsiblePerson: {} }
    default:
      return { form: {} }
  }
}

/** Required for an address in France only (the domain's rule); said as soon as the address is known. */
function NirField({ step }: { step: string }) {
  const address = useWatch<WizardValues>({ name: `${step}.address` }) as { country?: string } | undefined
  const required = nirRequiredFor(address)
  return (
    <FormMaskedField
      name={`${step}.nir`}
      label="Numéro de sécurité sociale"
      mask={masks.nir}
      description={required ? '15 caractères' : '15 caractères, facultatif pour une adresse hors de France'}
      isRequired={required}
    />
  )
}
