// 'Choisir mon référent' / 'Modifier mon référent': the registration's referent step on its own — the
// referent's type, names, email, RPPS and address under the domain's rules — saved over the previous
// one. A refusal of the API lands on its field, or above the form; nothing typed is lost.
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { useApi } from '@relais/api-client'
import { FIELD_REQUIRED_MESSAGE, referentSchema, SUPERVISOR_TYPES } from '@relais/domain'
import { Alert, Button, Dialog, toastQueue } from '@relais/ui'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { ReferentFields } from './ReferentFields.tsx'
import { ReferentRefusedError, saveReferent, type PatientReferent } from './useReferent.ts'
import * as styles from './referents.css.ts'

const schema = v.object({
  referent: v.object({
    ...referentSchema.entries,
    supervisorType: v.picklist(SUPERVISOR_TYPES, FIELD_REQUIRED_MESSAGE),
  }),
})
type Values = v.InferInput<typeof schema>

export interface ReferentDialogProps {
  current: PatientReferent | null
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}

export function ReferentDialog({ current, isOpen, onOpenChange, onSaved }: ReferentDialogProps) {
  return (
    <Dialog
      title={current ? 'Modifier mon référent santé' : 'Choisir mon référent santé'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      {(close) => <ReferentForm current={current} onCancel={close} onSaved={onSaved} />}
    </Dialog>
  )
}

function ReferentForm({
  current,
  onCancel,
  onSaved,
}: {
  current: PatientReferent | null
  onCancel: () => void
  onSaved: () => void
}) {
  const { client } = useApi()
  const vault = useOptionalVault()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<Values>({
    mode: 'onTouched',
    resolver: valibotResolver(schema),
    defaultValues: {
      referent: current
        ? { ...current.referent, supervisorType: current.supervisorType ?? undefined }
        : undefined,
    } as Values,
  })

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { supervisorType, ...referent } = v.parse(schema, values).referent
    try {
      const saved = await saveReferent(client, vault, {
        supervisorType,
        referent: referent as Parameters<typeof saveReferent>[2]['referent'],
      })
      toastQueue.add({
        title: 'Référent santé enregistré',
        description:
          saved.practitioner && !saved.sharingPending
            ? `${saved.practitioner.name.text} peut désormais consulter votre dossier médical.`
            : undefined,
        variant: 'success',
      })
      if (saved.practitioner && saved.sharingPending) {
        toastQueue.add({
          title: 'Dossier pas encore partagé',
          description: `${saved.practitioner.name.text} n'a pas encore activé le chiffrement de son compte : votre dossier médical lui sera lisible dès que ce sera fait, à votre prochaine visite.`,
          variant: 'warning',
        })
      }
      onSaved()
    } catch (error) {
      if (error instanceof ReferentRefusedError && error.fields.length > 0) {
        for (const { field, message } of error.fields) {
          form.setError(`referent.${field}` as 'referent.rpps', { type: 'server', message })
        }
        return
      }
      setFormError(error instanceof Error ? error.message : "Le référent n'a pas pu être enregistré.")
    }
  })

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.stack}>
        {formError && <Alert variant="error">{formError}</Alert>}
        <p className={styles.muted}>
          S'il ou elle utilise Relais, votre référent pourra consulter votre dossier médical.
        </p>
        <div className={styles.fields}>
          <ReferentFields prefix="referent" asksType />
        </div>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onCancel}>
            Annuler
          </Button>
          <Button type="submit" isPending={form.formState.isSubmitting} pendingLabel="Enregistrement">
            Enregistrer
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
