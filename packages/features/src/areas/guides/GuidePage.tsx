// A guide's page (/app/ressources/{slug}): its title as the page's heading, its Markdown body rendered
// without raw HTML (an HTML tag shows as text), and the way back to 'Tous les guides'. A guide written
// for other accounts is a 404 from the API, as an unknown one: both show 'Page non trouvée'.
import type { ComponentProps, JSX } from 'react'
import Markdown, { type Components, type ExtraProps } from 'react-markdown'
import { useParams } from 'react-router'
import { asApiError, useApi } from '@relais/api-client'
import { NOT_FOUND } from '@relais/domain'
import { Alert, Button, Link, PageHeader, Spinner } from '@relais/ui'
import { ALL_GUIDES, GUIDES_PATH, LOAD_FAILED, RETRY } from './texts.ts'
import * as styles from './guides.css.ts'

type MarkdownProps<Tag extends keyof JSX.IntrinsicElements> = ComponentProps<Tag> & ExtraProps

// The kit's link goes through the router given to react-aria for a path of the app ('/app/agenda');
// another origin (https:, mailto:) is left to the browser, which opens it as any link.
function GuideLink({ href, children }: MarkdownProps<'a'>) {
  return <Link href={href}>{children}</Link>
}

/** The guide's title is the page's only first-level heading: a '#' in its body is a section. */
function SectionHeading({ children }: MarkdownProps<'h1'>) {
  return <h2>{children}</h2>
}

const components: Components = { a: GuideLink, h1: SectionHeading }

function BackToGuides() {
  return (
    <p className={styles.back}>
      <Link variant="standalone" href={GUIDES_PATH}>
        <span aria-hidden="true">← </span>
        {ALL_GUIDES}
      </Link>
    </p>
  )
}

export function GuidePage() {
  const { slug = '' } = useParams()
  const { $api } = useApi()
  const guide = $api.useQuery(
    'get',
    '/guides/{slug}',
    { params: { path: { slug } } },
    // A 404 stays a 404: asking again would only repeat it.
    { retry: false },
  )

  if (guide.isPending) return <Spinner label="Chargement du guide" />
  if (guide.isError) {
    const status = asApiError(guide.error)?.statusCode
    // A malformed slug is no guide either.
    if (status === 404 || status === 400) {
      return (
        <div className={styles.page}>
          <PageHeader
            title={NOT_FOUND.title}
            description="Ce guide n'existe pas ou ne vous est pas destiné."
          />
          <BackToGuides />
        </div>
      )
    }
    return (
      <div className={styles.page}>
        <BackToGuides />
        <PageHeader title="Guide" />
        <Alert variant="error" title={LOAD_FAILED.guide}>
          <Button size="sm" variant="secondary" onPress={() => void guide.refetch()}>
            {RETRY}
          </Button>
        </Alert>
      </div>
    )
  }
  return (
    <article className={styles.page}>
      <BackToGuides />
      <PageHeader title={guide.data.title} description={guide.data.summary} />
      <div className={styles.body}>
        <Markdown components={components}>{guide.data.markdown}</Markdown>
      </div>
    </article>
  )
}
