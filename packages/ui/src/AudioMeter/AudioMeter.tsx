import { Label, Meter } from 'react-aria-components'
import { label as labelStyle } from '../Field/Field.css'
import * as styles from './AudioMeter.css'

/** Spec thresholds: under 5 nothing is heard, under 30 weak, under 70 good, above loud. */
export function audioLevel(level: number): { text: string; tone: 'low' | 'good' | 'high' } {
  if (level < 5) return { text: 'Aucun son détecté', tone: 'low' }
  if (level < 30) return { text: 'Faible', tone: 'low' }
  if (level < 70) return { text: 'Bon', tone: 'good' }
  return { text: 'Élevé', tone: 'high' }
}

export interface AudioMeterProps {
  /** Microphone level 0–100 (the caller samples the peak over a short window). */
  level: number
  label?: string
}

export function AudioMeter({ level, label = 'Niveau du microphone' }: AudioMeterProps) {
  const value = Math.min(100, Math.max(0, level))
  const { text, tone } = audioLevel(value)
  return (
    <Meter value={value} valueLabel={text} className={styles.root}>
      <div className={styles.head}>
        <Label className={labelStyle}>{label}</Label>
        <span className={styles.text}>{text}</span>
      </div>
      <div className={styles.track}>
        <div className={styles.fill({ tone })} style={{ width: `${value}%` }} />
      </div>
    </Meter>
  )
}
