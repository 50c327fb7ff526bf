import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Avatar, initials } from './Avatar'

describe('Avatar', () => {
  it('computes initials', () => {
    expect(initials('Camille Martin')).toBe('CM')
    expect(initials('  awa   marie koné ')).toBe('AK')
    expect(initials('Léa')).toBe('L')
  })
  it('falls back to initials when the photo fails, keeping its name', async () => {
    const screen = await render(<Avatar name="Camille Martin" src="data:image/png;base64,broken" />)
    await expect.element(screen.getByRole('img', { name: 'Camille Martin' })).toHaveTextContent('CM')
  })

  it('is never an image without a name: decorative beside a visible name, or while no name is known', async () => {
    const screen = await render(
      <div>
        <Avatar name="Camille Martin" decorative />
        <Avatar name="" />
        <Avatar name="   " src="data:image/png;base64,broken" />
      </div>,
    )
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument()
    const avatars = screen.container.querySelectorAll('div > span')
    expect(avatars).toHaveLength(3)
    for (const avatar of avatars) expect(avatar.getAttribute('aria-hidden')).toBe('true')
  })
})
