// A card of the /app home. The dashboard lays them out in its grid (`homeGrid`); the areas whose data
// they show (messaging, organizations, the medical record…) provide some of them.
import type { ReactNode } from 'react'
import { Card } from '@relais/ui'
import * as styles from './home.css.ts'

export const homeGrid = styles.grid
/** A two-column list of facts (name, value) inside a section. */
export const homeFacts = styles.facts

/** `wide` spans the grid's two columns on wide screens. */
export function HomeSection({
  title,
  wide,
  children,
}: {
  title: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? styles.wide : undefined}>
      <Card title={title} headingLevel={2}>
        {children}
      </Card>
    </div>
  )
}
