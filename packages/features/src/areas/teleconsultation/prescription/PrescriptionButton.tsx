// 'Ordonnance' among the doctor's tools in the room; its dialog (the prescription software's frame)
// loads when he first opens it.
import { lazy, Suspense, useState } from 'react'
import { Button } from '@relais/ui'
import type { Appointment } from '../../agenda/index.ts'
import { PRESCRIPTION_TEXTS } from './texts.ts'

const PrescriptionDialog = lazy(async () => ({
  default: (await import('./PrescriptionDialog.tsx')).PrescriptionDialog,
}))

export function PrescriptionButton({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {PRESCRIPTION_TEXTS.open}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <PrescriptionDialog appointment={appointment} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
