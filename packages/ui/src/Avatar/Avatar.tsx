import { useState } from 'react'
import * as styles from './Avatar.css'

export interface AvatarProps {
  name: string
  src?: string
  size?: 'sm' | 'md' | 'lg'
  /** Beside the person's visible name, which already says who it is: hidden from assistive technologies. */
  decorative?: boolean
}

/** « Camille Martin » → « CM »; first and last words so that compound first names stay short. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/**
 * Photo, or initials when there is none or it fails to load. Named by the person's name; without a name
 * (none known yet) it is a decoration, since an image with no name is an unlabelled image (RGAA 1.1).
 */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState(false)
  const named = !decorative && name.trim() !== ''
  return (
    <span
      className={styles.avatar({ size })}
      role={named ? 'img' : undefined}
      aria-label={named ? name : undefined}
      aria-hidden={named ? undefined : true}
    >
      {src && !failed ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  )
}
