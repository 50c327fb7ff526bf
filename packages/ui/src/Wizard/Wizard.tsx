import { useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { Button } from '../Button'
import * as styles from './Wizard.css'

export interface WizardStep {
  id: string
  title: string
  content: ReactNode
  /** Runs on « Suivant » (and before submit on the last step); return false to stay (show errors yourself). */
  validate?: () => boolean | Promise<boolean>
}

export interface WizardProps {
  steps: WizardStep[]
  /** Called by the last step's button. */
  onSubmit: () => void | Promise<void>
  submitLabel?: string
  /** Controlled current step index (e.g. the API answers 409: go back to step 0). */
  step?: number
  onStepChange?: (index: number) => void
}

/**
 * Multi-step form frame: a progress list (« Étape 2 sur 3 »), Précédent / Suivant with per-step validation,
 * and a submit button on the last step. Focus moves to the new step's heading so screen readers follow.
 */
export function Wizard({
  steps,
  onSubmit,
  submitLabel = 'Valider',
  step: stepProp,
  onStepChange,
}: WizardProps) {
  const [inner, setInner] = useState(0)
  const index = stepProp ?? inner
  const [busy, setBusy] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const current = steps[index]
  const isLast = index === steps.length - 1

  const go = (next: number) => {
    if (stepProp === undefined) setInner(next)
    onStepChange?.(next)
    // After React paints the new step.
    requestAnimationFrame(() => heading.current?.focus())
  }

  const advance = async () => {
    setBusy(true)
    try {
      if (current?.validate && !(await current.validate())) return
      if (isLast) await onSubmit()
      else go(index + 1)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.wizard}>
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li
            key={s.id}
            className={styles.step}
            data-state={i < index ? 'done' : i === index ? 'current' : 'todo'}
            aria-current={i === index ? 'step' : undefined}
          >
            <span className={styles.bullet} aria-hidden="true">
              {i + 1}
            </span>
            {s.title}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        <span className={styles.counter}>
          Étape {index + 1} sur {steps.length} :{' '}
        </span>
        {current?.title}
      </h2>
      <div>{current?.content}</div>
      <div className={styles.footer}>
        {index > 0 && (
          <Button variant="secondary" onPress={() => go(index - 1)} isDisabled={busy}>
            Précédent
          </Button>
        )}
        <Button onPress={advance} isPending={busy}>
          {isLast ? submitLabel : 'Suivant'}
        </Button>
      </div>
    </div>
  )
}
