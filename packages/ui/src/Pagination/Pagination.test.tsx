import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Pagination, pageWindow } from './Pagination'

describe('Pagination', () => {
  it('windows long page lists', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10])
  })
  it('marks the current page and moves', async () => {
    const onPageChange = vi.fn()
    const screen = await render(<Pagination page={1} pageCount={5} onPageChange={onPageChange} />)
    await expect
      .element(screen.getByRole('button', { name: 'Page 1' }))
      .toHaveAttribute('aria-current', 'page')
    await expect.element(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled()
    await screen.getByRole('button', { name: 'Suivant' }).click()
    expect(onPageChange).toHaveBeenCalledWith(2)
  })
})
