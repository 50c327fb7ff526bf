// Fields whose rules read each other (an end against its start): once the form was sent, a change to
// one checks them all again, so that an error moves to the field it now concerns, or goes.
import { useEffect } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

export function useCheckedTogether<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  names: readonly FieldPath<T>[],
) {
  // Read while rendering, so that the form renders again once it was sent.
  const submitted = form.formState.isSubmitted
  useEffect(() => {
    if (!submitted) return
    const subscription = form.watch((_values, { name }) => {
      if (name && names.includes(name)) void form.trigger([...names])
    })
    return () => subscription.unsubscribe()
  }, [form, names, submitted])
}
