// A guide's page: its Markdown body as headings, lists, links and a remark, HTML in it shown as text,
// internal links through the router, and 'Page non trouvée' for a guide the API does not show.
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import type { createMemoryRouter } from 'react-router'
import { guidesStore, guidesSample } from '@relais/api-client/msw'
import { GuidesHarness } from './testing/GuidesHarness.tsx'

const written = {
  slug: 'guide-de-test',
  title: 'Guide de test',
  summary: 'Un guide pour le test.',
  markdown: [
    'Ouvrez **Paramètres** puis <b>Mes données</b>.',
    '',
    '<script>window.guideScriptRan = true</script>',
    '',
    '## Première étape',
    '',
    '- Un point',
    '- Un autre point',
    '',
    '1. D’abord',
    '2. Ensuite',
    '',
    '> Une remarque.',
    '',
    'Voir l’[agenda](/app/agenda), la [page d’aide](https://aide.exemple.fr) ou [écrire](mailto:aide@exemple.fr).',
  ].join('\n'),
}

function renderGuide(slug = written.slug) {
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const store = guidesStore({ guides: [written, ...guidesSample] })
  const screen = render(
    <GuidesHarness
      handlers={store.handlers}
      path={`/app/ressources/${slug}`}
      onRouter={(r) => {
        router = r
      }}
    />,
  )
  return { screen, router: () => router! }
}

describe("a guide's page", () => {
  it('renders the Markdown as headings, lists, a remark and links, under the title as the one h1', async () => {
    const { screen } = renderGuide()
    const s = await screen
    await expect.element(s.getByRole('heading', { name: 'Guide de test', level: 1 })).toBeVisible()
    expect(s.getByRole('heading', { level: 1 }).elements()).toHaveLength(1)
    await expect.element(s.getByRole('heading', { name: 'Première étape', level: 2 })).toBeVisible()
    const lists = s.getByRole('list').elements()
    expect(lists.map((l) => l.tagName)).toEqual(['UL', 'OL'])
    expect(
      s
        .getByRole('listitem')
        .elements()
        .map((li) => li.textContent),
    ).toEqual(['Un point', 'Un autre point', 'D’abord', 'Ensuite'])
    await expect.element(s.getByText('Paramètres', { exact: true })).toHaveProperty('tagName', 'STRONG')
    await expect.element(s.getByText('Une remarque.')).toBeVisible()
    expect(s.getByText('Une remarque.').element().closest('blockquote')).not.toBeNull()
    await expect.element(s.getByRole('link', { name: 'agenda' })).toHaveAttribute('href', '/app/agenda')
    await expect
      .element(s.getByRole('link', { name: 'page d’aide' }))
      .toHaveAttribute('href', 'https://aide.exemple.fr')
    await expect
      .element(s.getByRole('link', { name: 'écrire' }))
      .toHaveAttribute('href', 'mailto:aide@exemple.fr')
  })

  it('shows HTML in the Markdown as text, never as elements', async () => {
    const s = await renderGuide().screen
    await expect.element(s.getByText(/<b>Mes données<\/b>/)).toBeVisible()
    await expect.element(s.getByText('<script>window.guideScriptRan = true</script>')).toBeVisible()
    const body = s.getByRole('article').element()
    expect(body.querySelector('b, script')).toBeNull()
    expect((window as { guideScriptRan?: boolean }).guideScriptRan).toBeUndefined()
  })

  it('follows a link inside the app through the router, and goes back to every guide', async () => {
    const { screen, router } = renderGuide()
    const s = await screen
    await s.getByRole('link', { name: 'agenda' }).click()
    await expect.element(s.getByText('Page /app/agenda')).toBeVisible()
    expect(router().state.location.pathname).toBe('/app/agenda')

    await router().navigate(`/app/ressources/${written.slug}`)
    await s.getByRole('link', { name: 'Tous les guides' }).click()
    await expect.element(s.getByRole('heading', { name: 'Guides', level: 1 })).toBeVisible()
    await expect.element(s.getByRole('link', { name: 'Guide de test' })).toBeVisible()
  })

  it("shows 'Page non trouvée' for a guide the API does not show", async () => {
    const s = await renderGuide('guide-inconnu').screen
    await expect.element(s.getByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    await expect
      .element(s.getByRole('link', { name: 'Tous les guides' }))
      .toHaveAttribute('href', '/app/ressources')
  })
})
