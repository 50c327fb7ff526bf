// The answer to a policy, which the approve, reject and revoke operations share: only the holder may
// answer, or the grantee of an offer (`INVITED`) accept or decline it (anyone else learns nothing of the
// policy: 404), and only from the statuses the answer may follow (409). Whoever asked (or offered) is
// told the answer, unless they gave it themselves; a revocation is not
// announced (the grantee finds the file closed, or themselves out of the structure's team). Accepting or
// revoking a request to join a structure also makes or ends the membership (the repository's answer).
import type { OperationContext } from '../../core/contract/types.ts'
import { apiError, notFound } from '../../core/errors.ts'
import type { AccessPoliciesRepository, AccessPolicy, Answer } from './access-policies-repository.ts'
import type { AccessPoliciesServices } from './services.ts'

const CANNOT_FOLLOW: Record<Answer, string> = {
  approve: "Cette demande n'est plus en attente",
  reject: "Cette demande n'est plus en attente",
  revoke: "Cet accès n'est plus accordé",
}
const NO_LONGER_OFFERED = "Cette invitation n'est plus en attente"

export async function answerAccessPolicy(
  {
    request,
    application,
    params,
  }: OperationContext<'approveAccessPolicy' | 'rejectAccessPolicy' | 'revokeAccessPolicy'>,
  { accounts, policies, notifications, now }: AccessPoliciesServices,
  answer: Answer,
): Promise<AccessPolicy> {
  const { user } = await accounts.account(request)
  const result = await policies.answer(application, params.policyId as string, user.id, answer, now())
  if (result === undefined) throw notFound('Demande introuvable')
  if (result === 'conflict') {
    const policy = await policies.find(params.policyId as string)
    const offered = policy?.grantee.id === user.id && answer !== 'revoke'
    throw apiError(409, 'CONFLICT', offered ? NO_LONGER_OFFERED : CANNOT_FOLLOW[answer])
  }
  if (answer !== 'revoke') {
    const requester = await policies.requesterOf(result.id)
    if (requester && requester !== user.id) {
      await notifications.send({
        application,
        userId: requester,
        template: 'access-decision',
        content: await decisionSentence(result, policies),
        payload: { accessPolicyId: result.id, status: result.status },
      })
    }
  }
  return result
}

/** What the requester reads: who answered, and how (no medical content, only a name). */
async function decisionSentence(policy: AccessPolicy, policies: AccessPoliciesRepository): Promise<string> {
  const accepted = policy.status === 'ACCEPTED'
  if (policy.resource === 'organization_external_practitioners') {
    // The practitioner answered the structure's invitation: whoever invited reads who, and how.
    const name = await policies.organizationNameOf(policy.id)
    const practitioner = policy.grantee.name || 'Le professionnel'
    const structure = name ?? 'la structure'
    return accepted
      ? `${practitioner} a accepté de rejoindre les praticiens externes de ${structure}`
      : `${practitioner} a décliné l'invitation à rejoindre les praticiens externes de ${structure}`
  }
  if (policy.resource === 'organization') {
    // The manager answers for the structure: the requester asked to join the structure, not a person.
    const name = await policies.organizationNameOf(policy.id)
    const structure = name ? `La structure ${name}` : 'La structure'
    return accepted
      ? `${structure} a accepté votre demande pour rejoindre son équipe`
      : `${structure} a refusé votre demande pour rejoindre son équipe`
  }
  if (policy.resource === 'practitioner_calendar') {
    const practitioner = policy.holder.name || 'Le professionnel'
    return accepted
      ? `${practitioner} a accepté votre demande d'accès à son agenda`
      : `${practitioner} a refusé votre demande d'accès à son agenda`
  }
  const holder = policy.holder.name || 'Le patient'
  return accepted
    ? `${holder} a accepté votre demande d'accès à son dossier médical`
    : `${holder} a refusé votre demande d'accès à son dossier médical`
}
