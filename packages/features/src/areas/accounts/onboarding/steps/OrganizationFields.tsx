// The structure: its FINESS (looked up at exactly 9 characters to prefill the name), or its SIRET when
// it has none (looked up at 14 digits); then name, address and specialities.
import { useState } from 'react'
import { useFormContext } from 'react-hook-form'
import { useApi } from '@relais/api-client'
import { masks } from '@relais/ui'
import { ORGANIZATION_SPECIALTIES, SPECIALTIES } from '@relais/domain'
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormMaskedField,
  FormTextField,
  type WizardValues,
} from '../../../../core/forms/FormFields.tsx'
import { FormAddressField as AddressField } from '../../../places/index.ts'

const specialityOptions = SPECIALTIES.filter((s) => ORGANIZATION_SPECIALTIES.includes(s.value))

export function OrganizationFields({ step }: { step: string }) {
  const { client } = useApi()
  const { watch, setValue, getValues, clearErrors } = useFormContext<WizardValues>()
  const noFiness = watch(`${step}.noFiness`) === true
  const [lookup, setLookup] = useState<string | null>(null)

  // The directory's name and address prefill the form; what the user already typed stays otherwise.
  const prefill = (found: { name: string; address?: { text: string } }) => {
    setValue(`${step}.name`, found.name, { shouldValidate: true, shouldTouch: true })
    if (found.address && !(getValues(`${step}.address`) as { text?: string } | undefined)?.text) {
      setValue(`${step}.address`, found.address, { shouldValidate: true })
    }
    setLookup(`Établissement trouvé : ${found.name}`)
  }

  const lookUpFiness = async (finess: string) => {
    setLookup(null)
    const { data } = await client.GET('/directory/finess/{finess}', { params: { path: { finess } } })
    if (data) prefill(data)
    else setLookup('Aucun établissement trouvé pour ce numéro FINESS')
  }
  const lookUpSiret = async (siret: string) => {
    setLookup(null)
    const { data } = await client.GET('/directory/siret/{siret}', { params: { path: { siret } } })
    if (data) prefill(data)
    else setLookup('Aucun établissement trouvé pour ce numéro SIRET')
  }

  return (
    <>
      <FormCheckbox
        name={`${step}.noFiness`}
        label="Ma structure n'a pas de numéro FINESS"
        onChange={() => {
          setLookup(null)
          clearErrors([`${step}.finess`, `${step}.siret`])
        }}
      />
      {noFiness ? (
        <FormMaskedField
          key="siret"
          name={`${step}.siret`}
          label="Numéro SIRET"
          mask={masks.siret}
          isRequired
          description={lookup ?? '14 chiffres'}
          onComplete={(raw) => void lookUpSiret(raw)}
        />
      ) : (
        <FormMaskedField
          key="finess"
          name={`${step}.finess`}
          label="Numéro FINESS"
          mask={masks.finess}
          isRequired
          description={lookup ?? '9 chiffres'}
          onComplete={(raw) => void lookUpFiness(raw)}
        />
      )}
      <FormTextField
        name={`${step}.name`}
        label="Nom de la structure"
        autoComplete="organization"
        isRequired
      />
      <AddressField name={`${step}.address`} label="Adresse de la structure" isRequired />
      <FormCheckboxGroup
        name={`${step}.specialities`}
        label="Spécialités"
        options={specialityOptions}
        isRequired
      />
    </>
  )
}
