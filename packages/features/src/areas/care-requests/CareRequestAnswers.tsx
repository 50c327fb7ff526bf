// The request's answers, read-only (the practitioner's detail and the request page): decrypted in
// this browser; a reader the answers were not shared with is told so, and sees what the API keeps.
import { useQuery } from '@tanstack/react-query'
import type { components } from '@relais/api-client'
import { Alert, Spinner } from '@relais/ui'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { careRequestAnswerSections, readCareRequestAnswers } from './request-answers.ts'
import * as styles from './care-requests.css.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

const ANSWERS_UNREADABLE =
  "Les réponses de cette demande sont chiffrées et n'ont pas été partagées avec vous : seuls la patiente, l'adresse et les types de demande sont visibles."

export function CareRequestAnswers({
  request,
  headingLevel = 3,
}: {
  request: ServiceRequest
  headingLevel?: 2 | 3
}) {
  const vault = useOptionalVault()
  const answers = useQuery({
    queryKey: ['care-request-answers', request.id, request.form.encryptionSessionId, vault?.userId ?? null],
    queryFn: () => readCareRequestAnswers(vault!, request),
    enabled: vault !== null,
    staleTime: Infinity,
    retry: false,
  })
  if (!vault) {
    return (
      <Alert variant="info">
        Les réponses de la demande sont chiffrées : déverrouillez vos données pour les lire.
      </Alert>
    )
  }
  if (answers.isPending) return <Spinner label="Déchiffrement de la demande" />
  if (answers.isError) return <Alert variant="warning">{ANSWERS_UNREADABLE}</Alert>
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={styles.answers}>
      {careRequestAnswerSections(answers.data, request).map((section) => (
        <section key={section.title} className={styles.answerSection} aria-label={section.title}>
          <Heading className={styles.answerTitle}>{section.title}</Heading>
          <dl className={styles.answerList}>
            {section.lines.map((line) => (
              <div key={line.field} className={styles.answerLine}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
