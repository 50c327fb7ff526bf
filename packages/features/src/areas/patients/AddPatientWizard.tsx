// The two steps of 'Ajouter un patient' once the NIR belongs to nobody: the patient's identity, then
// their history and treatments. The registration's fields and the domain's schemas, each step checked
// on its own; the history's answers are encrypted here and travel as `intake`, never in clear. A 409
// (email, phone or NIR taken) goes back to the first step with the message on its field, where it
// stays until that value changes; a 400 goes to its field; anything else is said above the steps.
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  BLOOD_GROUPS,
  conflictFieldErrors,
  GENDER_LABELS,
  LANGUAGES,
  RATE_LIMIT_MESSAGES,
  SERVER_ERROR_TOAST,
} from '@relais/domain'
import { Alert, masks, toastQueue, Wizard } from '@relais/ui'
import {
  localToday,
  rememberServerErrors,
  stepResolver,
  type StickyErrors,
} from '../../core/forms/step-resolver.ts'
import { useVaultPorts } from '../../core/vault/use-vault-ports.ts'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import {
  FormCheckboxGroup,
  FormDateField,
  FormMaskedField,
  FormPhoneField,
  FormRadioGroup,
  FormSelect,
  FormTextArea,
  FormTextField,
  type WizardValues,
} from '../../core/forms/FormFields.tsx'
import { FormAddressField } from '../places/index.ts'
import {
  encryptIntake,
  historyStepSchema,
  HISTORY_STEP,
  INTAKE_KEPT_FOR_AUTHOR,
  parseAddPatientSteps,
  personalStepSchema,
  PERSONAL_STEP,
  shareIntakeWithPatient,
  wizardPathOf,
} from './add-patient.ts'
import type { PatientListOwner } from './list-owner.ts'
import * as styles from './patients.css.ts'

type PatientSummary = components['schemas']['PatientSummary']

const GENDER_OPTIONS = Object.entries(GENDER_LABELS).map(([id, label]) => ({ id, label }))
const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((group) => ({ id: group.value, label: group.label }))
const ENCRYPTION_FAILED =
  "Les réponses médicales n'ont pas pu être chiffrées. Le patient n'a pas été créé : réessayez."
const NOT_SHARED =
  "Le patient a été créé, mais ses réponses médicales n'ont pas pu lui être partagées : il ne les verra pas à sa première connexion."
const NO_VAULT =
  'Les réponses médicales sont chiffrées dans votre navigateur : impossible dans cette session.'

interface Step {
  id: string
  title: string
  schema: v.GenericSchema
  fields: readonly string[]
}

export interface AddPatientWizardProps {
  owner: PatientListOwner
  /** Where the wizard starts: the draft's step and values, or the first step with the NIR. */
  initial: { step: number; values: WizardValues }
  /** Every change, for the dialog's draft. */
  onDraft: (state: { step: number; values: WizardValues }) => void
  onCreated: (patient: PatientSummary) => void
}

export function AddPatientWizard({ owner, initial, onDraft, onCreated }: AddPatientWizardProps) {
  const { client } = useApi()
  const vault = useOptionalVault()
  const { keyStore } = useVaultPorts()
  const day = useMemo(localToday, [])
  const steps = useMemo<Step[]>(
    () => [
      {
        id: PERSONAL_STEP,
        title: 'Informations personnelles',
        schema: personalStepSchema(day),
        fields: ['firstName', 'lastName', 'gender', 'birthDate', 'email', 'phoneNumber', 'address', 'nir'],
      },
      {
        id: HISTORY_STEP,
        title: 'Antécédents et traitements',
        schema: historyStepSchema,
        fields: ['bloodGroup', 'medicalBackground', 'treatments', 'allergies', 'languages'],
      },
    ],
    [day],
  )
  const [step, setStep] = useState(() => Math.min(Math.max(initial.step, 0), steps.length - 1))
  const stepRef = useRef(step)
  stepRef.current = step
  const [formError, setFormError] = useState<string | null>(null)
  const sticky = useRef<StickyErrors>({})
  const frame = useRef<HTMLDivElement>(null)
  // Once the patient exists nothing may write the draft again.
  const finished = useRef(false)
  const draft = useRef(onDraft)
  draft.current = onDraft

  // Only the current step is checked; the API's refusals stay on their field until it changes.
  const resolver = stepResolver<WizardValues>(() => steps[stepRef.current]!, sticky)

  const form = useForm<WizardValues>({ mode: 'onTouched', defaultValues: initial.values, resolver })

  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!finished.current) draft.current({ step: stepRef.current, values: values as WizardValues })
    })
    return () => subscription.unsubscribe()
  }, [form])
  useEffect(() => {
    if (!finished.current) draft.current({ step, values: form.getValues() })
  }, [form, step])

  const goTo = (index: number) => {
    stepRef.current = index
    setStep(index)
    // The button pressed is gone with its step: focus goes where the Wizard puts it on a change.
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus())
  }

  const showServerErrors = (errors: { path: string; message: string }[], index: number) => {
    const values = form.getValues()
    rememberServerErrors(sticky, values, errors)
    goTo(index)
    for (const { path, message } of errors) {
      form.setError(path as `${string}.${string}`, { type: 'server', message })
    }
  }

  const submit = async () => {
    setFormError(null)
    const parsed = parseAddPatientSteps(form.getValues(), day)
    if (!parsed.ok) {
      goTo(parsed.invalidStep)
      void form.trigger()
      return
    }
    if (!vault) {
      setFormError(NO_VAULT)
      return
    }
    let intake
    try {
      intake = await encryptIntake(vault, parsed.intake)
    } catch {
      setFormError(ENCRYPTION_FAILED)
      return
    }
    try {
      const { data, error, response } = await client.POST(
        '/{practitionerType}/{practitionerId}/affiliate-patient/new',
        {
          params: {
            path: { practitionerType: owner.practitionerType, practitionerId: owner.practitionerId },
          },
          body: { ...parsed.identity, intake },
        },
      )
      if (data) {
        finished.current = true
        let sharing
        try {
          sharing = await shareIntakeWithPatient(vault, keyStore, intake, data.id)
        } catch {
          toastQueue.add({ title: 'Partage incomplet', description: NOT_SHARED, variant: 'warning' })
        }
        toastQueue.add({
          title: 'Patient ajouté',
          description: `${data.name.text} figure désormais dans la liste des patients.`,
          variant: 'success',
        })
        if (sharing === 'authorOnly') {
          toastQueue.add({
            title: 'Réponses médicales non partagées',
            description: INTAKE_KEPT_FOR_AUTHOR,
            variant: 'info',
          })
        }
        onCreated(data)
        return
      }
      const apiError = asApiError(error)
      const located = (apiError?.fieldErrors ?? [])
        .map((f) => ({ at: wizardPathOf(f.field), message: f.message }))
        .filter((f) => f.at !== null)
      if (response.status === 409) {
        const conflicts = Object.entries(conflictFieldErrors(apiError?.conflicts ?? {})).map(
          ([field, message]) => ({ path: `${PERSONAL_STEP}.${field}`, message }),
        )
        const onFields =
          conflicts.length > 0 ? conflicts : located.map((f) => ({ path: f.at!.path, message: f.message }))
        if (onFields.length > 0) {
          showServerErrors(onFields, 0)
          return
        }
      }
      if (response.status === 400 && located.length > 0) {
        showServerErrors(
          located.map((f) => ({ path: f.at!.path, message: f.message })),
          Math.min(...located.map((f) => f.at!.step)),
        )
        return
      }
      if (response.status === 429) {
        setFormError(RATE_LIMIT_MESSAGES.tooManyAttempts)
        return
      }
      setFormError(apiError?.message ?? SERVER_ERROR_TOAST.description)
    } catch {
      setFormError(SERVER_ERROR_TOAST.description)
    }
  }

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => event.preventDefault()} className={styles.stack}>
        {formError && (
          <Alert variant="error" title={SERVER_ERROR_TOAST.title}>
            {formError}
          </Alert>
        )}
        <div ref={frame}>
          <Wizard
            step={step}
            onStepChange={(next) => {
              stepRef.current = next
              setStep(next)
            }}
            submitLabel="Créer le patient"
            onSubmit={submit}
            steps={steps.map((s, index) => ({
              id: s.id,
              title: s.title,
              content: (
                <div className={styles.fields}>{index === 0 ? <PersonalFields /> : <HistoryFields />}</div>
              ),
              validate: () => form.trigger(s.fields.map((f) => `${s.id}.${f}` as `${string}.${string}`)),
            }))}
          />
        </div>
      </form>
    </FormProvider>
  )
}

/** The patient's identity. Their own details, not the practitioner's: the browser fills nothing in. */
function PersonalFields() {
  const at = (field: string) => `${PERSONAL_STEP}.${field}`
  return (
    <>
      <FormTextField name={at('firstName')} label="Prénom" autoComplete="off" isRequired />
      <FormTextField name={at('lastName')} label="Nom" autoComplete="off" isRequired />
      <FormRadioGroup name={at('gender')} label="Genre" options={GENDER_OPTIONS} isRequired />
      <FormDateField name={at('birthDate')} label="Date de naissance" isRequired />
      <FormTextField
        name={at('email')}
        label="Adresse email"
        type="email"
        inputMode="email"
        autoComplete="off"
        description="Facultative : le patient pourra se connecter avec elle."
      />
      <FormPhoneField
        name={at('phoneNumber')}
        label="Numéro de téléphone"
        description="Facultatif : le patient pourra se connecter avec lui."
      />
      <FormAddressField name={at('address')} label="Adresse" isRequired />
      <FormMaskedField
        name={at('nir')}
        label="Numéro de sécurité sociale"
        mask={masks.nir}
        description="15 caractères"
        isRequired
      />
    </>
  )
}

function HistoryFields() {
  const at = (field: string) => `${HISTORY_STEP}.${field}`
  return (
    <>
      <p className={styles.muted}>Ces réponses sont chiffrées dans votre navigateur avant d'être envoyées.</p>
      <FormSelect name={at('bloodGroup')} label="Groupe sanguin" options={BLOOD_GROUP_OPTIONS} isRequired />
      <FormTextArea name={at('medicalBackground')} label="Antécédents médicaux" />
      <FormTextArea name={at('treatments')} label="Traitements en cours" />
      <FormTextArea name={at('allergies')} label="Allergies" />
      <FormCheckboxGroup name={at('languages')} label="Langues parlées" options={LANGUAGES} />
    </>
  )
}
