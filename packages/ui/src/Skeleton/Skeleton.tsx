import * as styles from './Skeleton.css'

export interface SkeletonProps {
  width?: number | string
  height?: number | string
  shape?: 'text' | 'rect' | 'circle'
}

/** Placeholder while data loads; hidden from assistive technologies (announce loading elsewhere). */
export function Skeleton({ width = '100%', height, shape = 'text' }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ shape })} style={{ width, height }} />
}
