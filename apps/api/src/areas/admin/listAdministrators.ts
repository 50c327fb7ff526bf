// GET /admin/administrators: the application's administrators, oldest grant first.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { toAdministrator } from './answers.ts'
import type { AdminServices } from './services.ts'

export async function listAdministrators(
  { application }: OperationContext<'listAdministrators'>,
  { administrators }: AdminServices,
): Promise<Reply<'listAdministrators'>> {
  const list = await administrators.list(application)
  return { status: 200, body: list.map(toAdministrator) }
}
