// 'Nouvelle demande': the domain's three steps (the patient, the request, the post-partum), each checked
// on 'Suivant' by the domain's step rule; 'Retour' on the first leaves for the list. After the last, a
// dialog asks how often the patient is visited, then the documents and the request are encrypted and
// sent (create-request.ts). A refusal of the API goes back to the step holding its field, with the
// message there; any other failure is said in the dialog. Nothing typed is lost on the way.
import { useMemo, useRef, useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useApi } from '@relais/api-client'
import {
  CARE_REQUEST_STEPS,
  careRequestDefaults,
  careRequestStepErrors,
  recurrenceSchema,
  SERVER_ERROR_TOAST,
} from '@relais/domain'
import { Alert, PageHeader, toastQueue, Wizard } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import { localToday } from '../../../core/forms/step-resolver.ts'
import { stepOfField, type CareRequestValues } from '../care-request-values.ts'
import {
  CareRequestError,
  createCareRequest,
  newCareRequestDraft,
  type AttachmentKind,
} from '../create-request.ts'
import { REQUESTS_PATH } from '../paths.ts'
import { careRequestResolver, rememberServerErrors, type ServerErrors } from './care-request-form.ts'
import { CareRequestStepFields } from './CareRequestStepFields.tsx'
import { RecurrenceDialog, type RecurrenceValues } from './RecurrenceDialog.tsx'
import * as styles from './wizard.css.ts'

export const NEW_REQUEST_TITLE = 'Nouvelle demande'

export interface CareRequestWizardProps {
  /** The structure the request is made for (the one the user acts for). */
  organization: { id: string; name: string }
  vault: VaultPort
  /** The step to open on (stories); the first by default. */
  initialStep?: number
  /** Answers to start from (stories); the defaults otherwise. */
  initialValues?: CareRequestValues
  /** Documents already chosen (stories), with their names in `initialValues`. */
  initialFiles?: Partial<Record<AttachmentKind, File>>
  /** Opens with the recurrence dialog (stories). */
  initiallyAsking?: boolean
}

export function CareRequestWizard({
  organization,
  vault,
  initialStep = 0,
  initialValues,
  initialFiles = {},
  initiallyAsking = false,
}: CareRequestWizardProps) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const defaults = useMemo(() => careRequestDefaults(localToday()), [])
  const [step, setStep] = useState(initialStep)
  const stepRef = useRef(initialStep)
  const server = useRef<ServerErrors>({})
  const frame = useRef<HTMLDivElement>(null)
  const draft = useRef(newCareRequestDraft())
  const [resolver] = useState(() => careRequestResolver(() => stepRef.current, server))
  const form = useForm<CareRequestValues>({
    mode: 'onTouched',
    defaultValues: initialValues ?? { requestDate: defaults.requestDate },
    resolver,
  })
  const recurrence = useForm<RecurrenceValues>({
    mode: 'onTouched',
    defaultValues: defaults.recurrence,
    resolver: valibotResolver(recurrenceSchema) as never,
  })
  const [files, setFiles] = useState<Record<AttachmentKind, File | null>>(() => ({
    llsDoc: initialFiles.llsDoc ?? null,
    ordonnanceDoc: initialFiles.ordonnanceDoc ?? null,
  }))
  const [asking, setAsking] = useState(initiallyAsking)
  const [sending, setSending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)

  const focusStepHeading = () =>
    requestAnimationFrame(() => frame.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus())

  const goTo = (index: number) => {
    stepRef.current = index
    setStep(index)
    focusStepHeading()
  }

  /**
   * Checks the current step. A field refused before it was ever left counts as touched from then on,
   * so that the answer typed next clears its error at once.
   */
  const checkStep = async (): Promise<boolean> => {
    const fields = CARE_REQUEST_STEPS[stepRef.current]?.fields ?? []
    const valid = await form.trigger([...fields])
    if (!valid) {
      for (const field of fields) {
        if (form.getFieldState(field).error) {
          form.setValue(field, form.getValues(field), { shouldTouch: true })
        }
      }
    }
    return valid
  }

  const chooseFile = (kind: AttachmentKind, file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }))
    form.setValue(kind, file ? [file.name] : [], {
      shouldTouch: true,
      shouldDirty: true,
      shouldValidate: true,
    })
  }

  // The last step's 'Suivant': every step once more (a later answer may have changed an earlier rule),
  // then the recurrence.
  const askRecurrence = async () => {
    const values = form.getValues()
    const invalid = CARE_REQUEST_STEPS.findIndex(
      (_, index) => Object.keys(careRequestStepErrors(values, index)).length > 0,
    )
    if (invalid >= 0) {
      goTo(invalid)
      await checkStep()
      return
    }
    setFormError(null)
    setAsking(true)
  }

  const create = async (chosen: RecurrenceValues) => {
    setSending(true)
    setFormError(null)
    const values = { ...form.getValues(), recurrence: chosen }
    try {
      const created = await createCareRequest(
        vault,
        client,
        {
          organizationId: organization.id,
          values,
          files: {
            llsDoc: files.llsDoc ? [files.llsDoc] : [],
            ordonnanceDoc: files.ordonnanceDoc ? [files.ordonnanceDoc] : [],
          },
        },
        draft.current,
      )
      void queryClient.invalidateQueries({
        queryKey: ['get', '/organization/{organizationId}/service-requests'],
      })
      toastQueue.add({
        title: 'Demande créée',
        description: `La demande de prise en charge de ${created.subject.name} a été créée.`,
        variant: 'success',
      })
      void navigate(REQUESTS_PATH)
    } catch (error) {
      const refused = error instanceof CareRequestError ? error : null
      setFormError(refused?.message ?? SERVER_ERROR_TOAST.description)
      const fields = refused?.fields ?? {}
      const steps = Object.keys(fields)
        .map(stepOfField)
        .filter((index) => index !== null)
      if (steps.length > 0) {
        rememberServerErrors(server, values, fields)
        setAsking(false)
        goTo(Math.min(...steps))
        for (const [field, message] of Object.entries(fields)) {
          form.setError(field, { type: 'server', message })
        }
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title={NEW_REQUEST_TITLE}
        description={organization.name}
        onBack={step === 0 ? () => void navigate(REQUESTS_PATH) : undefined}
      />
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => event.preventDefault()} className={styles.stack}>
          <p className={styles.muted}>
            Les réponses et les documents sont chiffrés dans votre navigateur avant d&apos;être envoyés.
          </p>
          {formError && !asking && (
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
              submitLabel="Suivant"
              onSubmit={askRecurrence}
              steps={CARE_REQUEST_STEPS.map((s, index) => ({
                id: s.id,
                title: s.title,
                content:
                  index === step ? (
                    <CareRequestStepFields
                      step={index}
                      organizationId={organization.id}
                      files={files}
                      onFile={chooseFile}
                    />
                  ) : null,
                validate: checkStep,
              }))}
            />
          </div>
        </form>
      </FormProvider>
      <RecurrenceDialog
        isOpen={asking}
        onOpenChange={setAsking}
        form={recurrence}
        onConfirm={create}
        isSending={sending}
        error={formError}
      />
    </div>
  )
}
