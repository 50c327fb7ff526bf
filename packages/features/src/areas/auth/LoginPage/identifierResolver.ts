// The first step's rules, the shared schema: valibot and libphonenumber's metadata, the heaviest part
// of the sign-in page, which IdentifierStep loads apart, once the page shows.
import { valibotResolver } from '@hookform/resolvers/valibot'
import { loginIdentifierSchema } from '@relais/domain'

export function identifierResolver(register: boolean) {
  return valibotResolver(loginIdentifierSchema({ register }))
}
