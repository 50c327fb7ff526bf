// The guides area ('Guides', /app/ressources): practical guides per user type, written in Markdown by
// the team in content/guides/ and read once at start-up (guide-library.ts).
//
// Rules (the authorization matrix holds every operation to them):
// - Any signed-in account reads the guides; each gets only those of its user type and application.
// - Another account's guide is a 404, as for a guide that does not exist.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getGuide } from './getGuide.ts'
import { listGuides } from './listGuides.ts'
import { guidesServices } from './services.ts'

export const guidesModule: Plugin<AreaContext> = {
  name: 'guides',
  dependencies: ['contract'],
  register(server, context) {
    const services = guidesServices(context)
    server.operation('listGuides', listGuides, services)
    server.operation('getGuide', getGuide, services)
  },
}
