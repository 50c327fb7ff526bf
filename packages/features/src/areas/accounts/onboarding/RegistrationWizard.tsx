// The stepped registration form of one user type (the spec's "Registration wizards"): per-step
// validation with the domain's schemas, the draft kept for reloads, and the answer of POST /user —
// 201 to /app, 409 back to the conflict step with the message at the field, 400 at the fields, anything
// else in an alert with every value kept.
import { useEffect, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { asApiError, useApi, type Session } from '@relais/api-client'
import {
  conflictFieldErrors,
  registrationConflictStep,
  SERVER_ERROR_TOAST,
  type UserType,
} from '@relais/domain'
import { Alert, Wizard } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import {
  localToday,
  rememberServerErrors,
  stepResolver,
  type StickyErrors,
} from '../../../core/forms/step-resolver.ts'
import { forgetTermsAccepted } from '../../auth/index.ts'
import type { WizardValues } from '../../../core/forms/FormFields.tsx'
import { initialValues, registrationForm, type RegistrationStep } from './steps/registrationForms.tsx'
import { OnboardingContext, type OnboardingContextValue } from './steps/OnboardingContext.tsx'
import { buildRegistration, medicalAnswers, parseSteps, stepFieldOf } from './payload.ts'
import { writePendingMedicalRecord } from '../../../core/session/pending-medical-record.ts'
import { clearOnboarding, readDraft, writeDraft } from './storage.ts'
import * as styles from './onboarding.css.ts'

export interface RegistrationWizardProps {
  userType: UserType
  session: Session
}

/** The step holding the person's own names and contact (not the health referent's). */
function identityStep(steps: RegistrationStep[]): RegistrationStep | undefined {
  return steps.find((s) => s.id !== 'healthReferent' && s.fields.includes('email'))
}

function startingValues(
  type: UserType,
  steps: RegistrationStep[],
  session: Session,
  context: OnboardingContextValue,
  draft: WizardValues | undefined,
): WizardValues {
  const values: WizardValues = { ...initialValues(type, context.application) }
  const identity = identityStep(steps)
  const provider = session.identityProvider
  if (identity && provider) {
    // Pro Santé Connect vouches for the names, gender and RPPS.
    const fields = identity.fields
    values[identity.id] = {
      ...values[identity.id],
      firstName: provider.firstName,
      lastName: provider.lastName,
      ...(provider.gender && fields.includes('gender') ? { gender: provider.gender } : {}),
      ...(provider.rpps && fields.includes('rpps') ? { rpps: provider.rpps } : {}),
    }
  }
  for (const [step, stepValues] of Object.entries(draft ?? {})) {
    values[step] = { ...values[step], ...stepValues }
  }
  if (identity) {
    // The sign-in identifier wins over anything stored.
    values[identity.id] = {
      ...values[identity.id],
      ...(context.lockedEmail ? { email: context.lockedEmail } : {}),
      ...(context.lockedPhone ? { phoneNumber: context.lockedPhone } : {}),
    }
  }
  return values
}

export function RegistrationWizard({ userType, session }: RegistrationWizardProps) {
  const config = useAppConfig()
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const application = config.application
  const context = useMemo<OnboardingContextValue>(
    () => ({
      application,
      lockedEmail: session.identifier.type === 'email' ? session.identifier.value : undefined,
      lockedPhone: session.identifier.type === 'phone' ? session.identifier.value : undefined,
    }),
    [application, session.identifier.type, session.identifier.value],
  )
  const steps = useMemo(
    () => registrationForm(userType, { application, today: localToday() }),
    [userType, application],
  )
  const [draft] = useState(() => readDraft(config, userType))
  const [step, setStep] = useState(() => Math.min(Math.max(draft?.step ?? 0, 0), steps.length - 1))
  const [formError, setFormError] = useState<string | null>(null)
  const stepRef = useRef(step)
  stepRef.current = step
  const sticky = useRef<StickyErrors>({})
  // Once the account exists nothing may write the draft again.
  const finished = useRef(false)

  // Only the current step is checked; the API's refusals stay on their field until it changes.
  const resolver = stepResolver<WizardValues>(() => steps[stepRef.current]!, sticky)

  const form = useForm<WizardValues>({
    mode: 'onTouched',
    defaultValues: startingValues(userType, steps, session, context, draft?.values),
    resolver,
  })

  // Every change goes to the draft, so a reload mid-wizard loses nothing (see storage.ts on where).
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (!finished.current) {
        writeDraft(config, { userType, step: stepRef.current, values: values as WizardValues })
      }
    })
    return () => subscription.unsubscribe()
  }, [config, form, userType])
  useEffect(() => {
    if (!finished.current) writeDraft(config, { userType, step, values: form.getValues() })
  }, [config, form, step, userType])

  const showServerErrors = (errors: { path: string; message: string }[], goTo: number) => {
    const values = form.getValues()
    rememberServerErrors(sticky, values, errors)
    stepRef.current = goTo
    setStep(goTo)
    for (const { path, message } of errors) {
      form.setError(path as `${string}.${string}`, { type: 'server', message })
    }
  }

  const submit = async () => {
    setFormError(null)
    const values = form.getValues()
    const parsed = parseSteps(steps, values)
    if (!parsed.outputs) {
      setStep(parsed.invalidStep)
      return
    }
    try {
      const { data, error, response } = await client.POST('/user', {
        body: buildRegistration(userType, parsed.outputs, values),
      })
      if (data) {
        finished.current = true
        forgetTermsAccepted(config)
        clearOnboarding(config)
        // The medical answers were not sent: they wait in the tab for the vault to encrypt them.
        const medical = medicalAnswers(userType, parsed.outputs)
        if (medical) writePendingMedicalRecord(config, medical)
        // The session is now bound to the account: the shell starts from it and decides where to go
        // (/pending-activation for accounts an administrator must review).
        queryClient.setQueryData($api.queryOptions('get', '/user/current', {}).queryKey, data.user)
        void queryClient.invalidateQueries({ queryKey: ['get', '/auth/session'] })
        await navigate('/app', { replace: true })
        return
      }
      const apiError = asApiError(error)
      if (response.status === 409) {
        const target = registrationConflictStep(userType)
        const identity = identityStep(steps)
        const conflicts = Object.entries(conflictFieldErrors(apiError?.conflicts ?? {})).map(
          ([field, message]) => ({
            path: `${field === 'nir' ? 'personalInfo' : (identity?.id ?? steps[target]!.id)}.${field}`,
            message,
          }),
        )
        if (conflicts.length > 0) {
          showServerErrors(conflicts, target)
          return
        }
      }
      if (response.status === 400 && apiError?.fieldErrors?.length) {
        const located = apiError.fieldErrors
          .map((f) => ({ at: stepFieldOf(steps, f.field), message: f.message }))
          .filter((f) => f.at !== null)
        if (located.length > 0) {
          const first = Math.min(...located.map((f) => f.at!.stepIndex))
          showServerErrors(
            located.map((f) => ({ path: f.at!.path, message: f.message })),
            first,
          )
          return
        }
      }
      setFormError(apiError?.message ?? SERVER_ERROR_TOAST.description)
    } catch {
      setFormError(SERVER_ERROR_TOAST.description)
    }
  }

  return (
    <OnboardingContext.Provider value={context}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className={styles.stack}>
          {formError && (
            <Alert variant="error" title={SERVER_ERROR_TOAST.title}>
              {formError}
            </Alert>
          )}
          <Wizard
            step={step}
            onStepChange={(next) => {
              stepRef.current = next
              setStep(next)
            }}
            submitLabel="Créer mon compte"
            onSubmit={submit}
            steps={steps.map((s) => ({
              id: s.id,
              title: s.title,
              content: <div className={styles.fields}>{s.content}</div>,
              validate: () => form.trigger(s.fields.map((f) => `${s.id}.${f}` as `${string}.${string}`)),
            }))}
          />
        </form>
      </FormProvider>
    </OnboardingContext.Provider>
  )
}
