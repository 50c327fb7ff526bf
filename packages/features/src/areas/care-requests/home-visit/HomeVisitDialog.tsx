// 'Demander une visite à domicile': where (her address by default, a place found in the list) and why
// (encrypted in her browser before it leaves). A refusal lands on its field or above the form; nothing
// typed is lost.
import { useState } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { useApi } from '@relais/api-client'
import {
  HOME_VISIT_LABELS,
  HOME_VISIT_MESSAGES,
  homeVisitRequestSchema,
  type HomeVisitRequestValues,
} from '@relais/domain'
import { Alert, Button, Dialog, toastQueue } from '@relais/ui'
import { FormTextArea } from '../../../core/forms/FormFields.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import { FormAddressField, type Address } from '../../places/index.ts'
import { HomeVisitRefusedError, requestHomeVisit } from './request-home-visit.ts'
import * as styles from './home-visit.css.ts'

export interface HomeVisitDialogProps {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  /** Her address on file, proposed first. */
  address: Address | undefined
  onSent: () => void
}

export function HomeVisitDialog({ isOpen, onOpenChange, address, onSent }: HomeVisitDialogProps) {
  return (
    <Dialog title={HOME_VISIT_LABELS.title} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false}>
      {(close) => (
        <HomeVisitForm
          address={address}
          onCancel={close}
          onSent={() => {
            onSent()
            close()
          }}
        />
      )}
    </Dialog>
  )
}

function HomeVisitForm({
  address,
  onCancel,
  onSent,
}: {
  address: Address | undefined
  onCancel: () => void
  onSent: () => void
}) {
  const { client } = useApi()
  const vault = useOptionalVault()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<HomeVisitRequestValues>({
    mode: 'onTouched',
    resolver: valibotResolver(homeVisitRequestSchema),
    defaultValues: { address, reason: '' } as HomeVisitRequestValues,
  })
  const submit = form.handleSubmit(async (values) => {
    if (!vault) return
    setFormError(null)
    try {
      await requestHomeVisit(vault, client, v.parse(homeVisitRequestSchema, values))
      toastQueue.add({ title: 'Demande envoyée', description: HOME_VISIT_MESSAGES.sent, variant: 'success' })
      onSent()
    } catch (error) {
      if (error instanceof HomeVisitRefusedError) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as keyof HomeVisitRequestValues, { type: 'server', message })
        }
        if (Object.keys(error.fields).length === 0) setFormError(error.message)
        return
      }
      setFormError("La demande n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.")
    }
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
        {formError && <Alert variant="error">{formError}</Alert>}
        {!vault && (
          <Alert variant="warning">
            Déverrouillez vos données pour envoyer une demande : son motif est chiffré sur cet appareil.
          </Alert>
        )}
        <FormAddressField name="address" label={HOME_VISIT_LABELS.address} isRequired />
        <FormTextArea
          name="reason"
          label={HOME_VISIT_LABELS.reason}
          description="Seuls vous et l'infirmier qui viendra pourront le lire."
          isRequired
        />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.formState.isSubmitting}>
            Annuler
          </Button>
          <Button
            type="submit"
            isDisabled={!vault}
            isPending={form.formState.isSubmitting}
            pendingLabel="Envoi de la demande en cours"
          >
            {HOME_VISIT_LABELS.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  )
}
