import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { perinatalTheme } from '../theme'
import { Badge } from './Badge'

describe('Badge', () => {
  it('uses the category colour from the theme', async () => {
    document.body.classList.add(perinatalTheme)
    const screen = await render(<Badge variant="urgent">Urgent</Badge>)
    const el = screen.getByText('Urgent').element()
    expect(getComputedStyle(el).backgroundColor).toBe('rgb(185, 28, 28)')
    document.body.classList.remove(perinatalTheme)
  })
})
