import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Table } from './Table'

const rows = [
  { id: '1', name: 'Émilie Durand', visits: 12 },
  { id: '2', name: 'Awa Koné', visits: 3 },
  { id: '3', name: 'Bruno Martin', visits: 7 },
]
const columns = [
  { id: 'name', label: 'Nom', isRowHeader: true, sortValue: (r: (typeof rows)[number]) => r.name },
  { id: 'visits', label: 'Visites', sortValue: (r: (typeof rows)[number]) => r.visits },
]

const names = () => [...document.querySelectorAll('[role="rowheader"]')].map((e) => e.textContent)

describe('Table', () => {
  it('sorts with French collation and toggles direction', async () => {
    const screen = await render(<Table aria-label="Patients" columns={columns} rows={rows} />)
    await screen.getByRole('columnheader', { name: /Nom/ }).click()
    expect(names()).toEqual(['Awa Koné', 'Bruno Martin', 'Émilie Durand'])
    await screen.getByRole('columnheader', { name: /Nom/ }).click()
    expect(names()).toEqual(['Émilie Durand', 'Bruno Martin', 'Awa Koné'])
    await screen.getByRole('columnheader', { name: /Visites/ }).click()
    expect(names()).toEqual(['Awa Koné', 'Bruno Martin', 'Émilie Durand'])
    await expect
      .element(screen.getByRole('columnheader', { name: /Visites/ }))
      .toHaveAttribute('aria-sort', 'ascending')
  })

  it('shows the empty state', async () => {
    const screen = await render(
      <Table aria-label="Patients" columns={columns} rows={[]} emptyTitle="Aucun patient" />,
    )
    await expect.element(screen.getByText('Aucun patient')).toBeVisible()
  })
})
