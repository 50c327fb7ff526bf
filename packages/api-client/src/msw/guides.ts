// The 'Guides' of stories and component tests: a few sample guides written in the Markdown subset the
// team uses (headings, lists, bold, links, a remark), answered as the API does — the list without the
// bodies, a guide by its slug, 404 for any other. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Guide = components['schemas']['Guide']
type ErrorBody = components['schemas']['Error']

export const guidesSample: Guide[] = [
  {
    slug: 'prendre-rendez-vous',
    title: 'Prendre rendez-vous',
    summary: 'Trouver un créneau avec un professionnel et préparer votre consultation.',
    markdown: [
      'Vous pouvez réserver un créneau depuis votre **tableau de bord** ou depuis l’[agenda](/app/agenda).',
      '',
      '## Réserver un créneau',
      '',
      '1. Ouvrez **Prendre rendez-vous**.',
      '2. Choisissez le type de consultation, puis un créneau.',
      '3. Confirmez avec **Réserver**.',
      '',
      '> Un rendez-vous se déplace ou s’annule jusqu’à 24 heures avant son début.',
      '',
      '## Avant la consultation',
      '',
      '- Vérifiez votre **caméra** et votre **micro**.',
      '- Gardez vos documents à portée de main.',
      '',
      'Une question ? Écrivez à [l’assistance](mailto:support@relais-sante.fr) ou lisez la [page d’aide](https://aide.relais-sante.fr).',
    ].join('\n'),
  },
  {
    slug: 'donner-acces-a-mon-dossier',
    title: 'Donner accès à mon dossier',
    summary: 'Accepter ou refuser la demande d’un professionnel, révoquer un accès.',
    markdown: [
      'Tout se passe dans **Paramètres**, rubrique **Mes données**.',
      '',
      '## Répondre à une demande',
      '',
      '1. Ouvrez **Mes données**.',
      '2. Choisissez **Accepter** ou **Refuser**.',
      '',
      '> Une structure qui reçoit l’accès le donne à ses professionnels.',
      '',
      '## Retirer un accès',
      '',
      '- Repérez le professionnel dans **Accès accordés**.',
      '- Choisissez **Révoquer**, puis confirmez.',
    ].join('\n'),
  },
  {
    slug: 'preparer-une-teleconsultation',
    title: 'Préparer une téléconsultation',
    summary: 'Tester vos périphériques et rejoindre la consultation à l’heure.',
    markdown: [
      '## Tester vos périphériques',
      '',
      'Avant de rejoindre, **Rejoindre** ouvre le test de la caméra et du micro.',
      '',
      '- Autorisez l’accès à la caméra.',
      '- Parlez : la jauge du micro doit bouger.',
      '',
      '> Une connexion filaire ou un bon Wi-Fi évite les coupures.',
    ].join('\n'),
  },
]

const failure: ErrorBody = {
  statusCode: 500,
  error: 'Internal Server Error',
  code: 'INTERNAL',
  message: 'Internal server error',
}

export interface GuidesStoreOptions {
  /** The guides the caller may read (the sample by default); [] for an account no guide addresses. */
  guides?: Guide[]
  /** Answers 500 while set. */
  failing?: boolean
  /** Never answers: the loading state. */
  loading?: boolean
}

export interface GuidesStore {
  guides: Guide[]
  failing: boolean
  handlers: ReturnType<typeof http.get>[]
}

export function guidesStore(options: GuidesStoreOptions = {}): GuidesStore {
  const store: GuidesStore = {
    guides: options.guides ?? guidesSample,
    failing: options.failing ?? false,
    handlers: [
      http.get('/guides', async ({ response }) => {
        await delay(options.loading ? 'infinite' : 80)
        if (store.failing) return response(500).json(failure)
        return response(200).json({
          guides: store.guides.map(({ slug, title, summary }) => ({ slug, title, summary })),
        })
      }),
      http.get('/guides/{slug}', async ({ params, response }) => {
        await delay(options.loading ? 'infinite' : 80)
        if (store.failing) return response(500).json(failure)
        const guide = store.guides.find((g) => g.slug === params.slug)
        if (!guide) {
          return response(404).json({
            statusCode: 404,
            error: 'Not Found',
            code: 'NOT_FOUND',
            message: 'Guide not found',
          })
        }
        return response(200).json(guide)
      }),
    ],
  }
  return store
}
