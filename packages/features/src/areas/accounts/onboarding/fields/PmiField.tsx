// The PMI centre a midwife is affiliated to, searched in the directory from 2 characters, 400 ms
// after the last keystroke (the spec's validation rules); picking one fills the name, address and contact.
import { useRef } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useApi } from '@relais/api-client'
import { ComboBox, type ComboBoxItem } from '@relais/ui'
import { DEBOUNCE_MS, PMI_SEARCH_MIN_LENGTH } from '@relais/domain'
import type { WizardValues } from '../../../../core/forms/FormFields.tsx'

export interface PmiFieldProps {
  /** The step's path, e.g. 'pmiAffiliation': the field writes pmiName, pmiAddress, pmiTelecom, pmiEmail. */
  step: string
}

interface PmiCentre {
  id: string
  name: string
  address: { text: string }
  email?: string
  phone?: string
}

export function PmiField({ step }: PmiFieldProps) {
  const { client } = useApi()
  const { control, setValue } = useFormContext<WizardValues>()
  const { field, fieldState } = useController({ control, name: `${step}.pmiName` })
  // Results of the latest searches, to find the picked centre's details.
  const found = useRef(new Map<string, PmiCentre>()).current
  const chosen = typeof field.value === 'string' ? field.value : ''

  const search = async (query: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
    const { data } = await client.GET('/directory/pmi', { params: { query: { q: query } }, signal })
    return (data ?? []).map((centre) => {
      found.set(centre.id, centre)
      return { id: centre.id, label: centre.name, description: centre.address.text }
    })
  }

  return (
    <ComboBox
      label="PMI de rattachement"
      isRequired
      search={search}
      debounceMs={DEBOUNCE_MS.pmi}
      minQueryLength={PMI_SEARCH_MIN_LENGTH}
      placeholder="Nom ou ville de la PMI"
      emptyMessage="Aucune PMI trouvée"
      description={chosen ? `PMI retenue : ${chosen}` : 'Saisissez au moins 2 caractères'}
      onBlur={field.onBlur}
      isInvalid={Boolean(fieldState.error)}
      errorMessage={fieldState.error?.message}
      onSelect={(item) => {
        const centre = item ? found.get(item.id) : undefined
        setValue(`${step}.pmiAddress`, centre?.address.text ?? '')
        setValue(`${step}.pmiTelecom`, centre?.phone ?? '')
        setValue(`${step}.pmiEmail`, centre?.email ?? '')
        field.onChange(centre?.name ?? '')
        field.onBlur()
      }}
    />
  )
}
