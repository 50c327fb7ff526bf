import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  emptyOrganizationTeam,
  organizationHandlers,
  organizationTeamSample,
} from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { memberCount } from './OrganizationHome.tsx'

const organization = accountUser('organization')

describe("the organization's home", () => {
  it('shows the member count and the team by type', async () => {
    await page.viewport(1440, 900)
    const screen = await render(
      <AppHarness
        handlers={[
          accountHandlers.currentUser(organization),
          organizationHandlers.team(organizationTeamSample),
        ]}
      />,
    )
    await expect.element(screen.getByRole('heading', { name: 'Médecins (2)', level: 3 })).toBeVisible()
    // 'Ma structure': Nom, then Membres.
    await expect.element(screen.getByRole('definition').nth(0)).toHaveTextContent('Maternité des Lilas')
    await expect.element(screen.getByRole('definition').nth(1)).toHaveTextContent(/^3$/)
    const doctors = screen.getByRole('list').filter({ hasText: 'Julien Moreau' })
    await expect.element(screen.getByRole('heading', { name: 'Sages-femmes (1)' })).toBeVisible()
    expect(doctors.getByRole('listitem').elements()).toHaveLength(2)
    await expect.element(doctors.getByText('Inès Haddad')).toBeVisible()
    await expect.element(doctors.getByText(/membre depuis le 14\/09\/2026/)).toBeVisible()
    await expect.element(screen.getByText('Sophie Garnier')).toBeVisible()
    // No group without members.
    await expect.element(screen.getByRole('heading', { name: /Infirmiers/ })).not.toBeInTheDocument()
  })

  it('says the team is empty, with a count of 0, when nobody has joined yet', async () => {
    const screen = await render(
      <AppHarness
        handlers={[
          accountHandlers.currentUser(organization),
          organizationHandlers.team(emptyOrganizationTeam),
        ]}
      />,
    )
    await expect.element(screen.getByText("Aucun membre dans l'équipe")).toBeVisible()
    await expect.element(screen.getByRole('definition').nth(1)).toHaveTextContent(/^0$/)
  })

  it('says so when the team cannot be loaded', async () => {
    const screen = await render(
      <AppHarness handlers={[accountHandlers.currentUser(organization), organizationHandlers.teamError()]} />,
    )
    await expect.element(screen.getByText("L'équipe n'a pas pu être chargée.")).toBeVisible()
    await expect.element(screen.getByRole('definition').nth(1)).toHaveTextContent(/^—$/)
  })

  it('counts doctors, midwives and assistants', () => {
    expect(memberCount(organizationTeamSample)).toBe(3)
    expect(memberCount(emptyOrganizationTeam)).toBe(0)
  })
})
