import { Button as AriaButton } from 'react-aria-components'
import * as styles from './Pagination.css'

export interface PaginationProps {
  /** 1-based. */
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  label?: string
}

/** Pages shown: first, last, current ±1, with ellipses between; enough for long patient lists. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const sorted = [...wanted].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev > 1) out.push('gap')
    out.push(p)
  })
  return out
}

export function Pagination({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <AriaButton className={styles.button} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
            Précédent
          </AriaButton>
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <AriaButton
                className={styles.button}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
                onPress={() => onPageChange(p)}
              >
                {p}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <AriaButton
            className={styles.button}
            isDisabled={page >= pageCount}
            onPress={() => onPageChange(page + 1)}
          >
            Suivant
          </AriaButton>
        </li>
      </ul>
    </nav>
  )
}
