// The calendar feed as an integration: its provider is the product itself. There is no third party to
// consent, so the authorization address is the app's own callback carrying a one-time code bound to the
// account, and the callback's exchange of that code makes the feed's link (the calendar-feed area's).
// Subscribed calendars read the appointments afresh at each poll, so there is no data to push: what
// 'Synchroniser' can truthfully do is give a new link, for a calendar that lost it (the old one stops).
import type { ApiConfig } from '../../core/config.ts'
import { issueCalendarFeed, type CalendarFeedsRepository } from '../calendar-feed/index.ts'
import type { AuthorizationCodesRepository } from './authorization-codes-repository.ts'
import type { Activation, Granted, IntegrationOwner, IntegrationProvider } from './providers.ts'

export class ICalendarFeedProvider implements IntegrationProvider {
  readonly type = 'ical'
  readonly name = 'Agenda'
  readonly description =
    'Abonnez le calendrier de votre téléphone à vos consultations : seuls les horaires y figurent, jamais le nom du patient.'
  readonly features = ['calendar'] as const

  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly codes: AuthorizationCodesRepository,
    private readonly config: ApiConfig,
  ) {}

  async activation({ application, userId }: IntegrationOwner): Promise<Activation | undefined> {
    const feed = await this.feeds.find(application, userId)
    return feed && { id: feed.id, activatedAt: feed.createdAt }
  }

  async authorizationUrl(owner: IntegrationOwner, redirectUri: string): Promise<string> {
    const code = await this.codes.issue(this.codeOwner(owner), this.config.now())
    const url = new URL(redirectUri)
    url.searchParams.set('code', code)
    return url.toString()
  }

  async authorize(owner: IntegrationOwner, code: string): Promise<Granted | undefined> {
    const valid = await this.codes.consume(this.codeOwner(owner), code, this.config.now())
    return valid ? this.issue(owner) : undefined
  }

  async sync(owner: IntegrationOwner): Promise<Granted | undefined> {
    return (await this.activation(owner)) ? this.issue(owner) : undefined
  }

  async deactivate({ application, userId }: IntegrationOwner): Promise<void> {
    await this.feeds.remove(application, userId)
  }

  private codeOwner(owner: IntegrationOwner) {
    return { ...owner, integrationType: this.type }
  }

  private async issue({ application, userId }: IntegrationOwner): Promise<Granted> {
    const feed = await issueCalendarFeed(this.feeds, {
      publicUrl: this.config.publicUrl,
      application,
      practitionerId: userId,
      now: this.config.now(),
    })
    return { activation: { id: feed.id, activatedAt: feed.createdAt }, subscriptionUrl: feed.url }
  }
}
