// Sharing a listing, a resource or a report by e-mail (003 §2 share dialog, §5, §6, §8): the recipients
// kept by 003's rules, what is shared found as the caller may see it (else 404, nothing sent), its
// customer's sharing option for its kind (off: 403, nothing sent), its link made here from what the ads
// context knows — never taken from the request, so this is no open relay —, the per-user throttle
// (email_shares, counted by every replica alike), then one e-mail to each kept recipient through the
// platform's mailer. An SMTP failure is a 502 with 003's 'Error while sending email'.
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, invalidField, notFound, Problem, rateLimitExceeded, scopeOf, type Logger, type Mailer, type Principal, type RateLimitPolicy, type RateLimitReport } from '@adops/platform';
import type { ShareStore } from './store.ts';
import { customerAllowsSharing, mayShareOf, secondsUntilFree, SHARE_EMAIL_MESSAGES, SHARE_MESSAGES, shareMail, shareRecipients, type ShareKind, type SharedItem, type ShareThrottle } from './rules.ts';

export interface ShareRequest {
  kind: ShareKind;
  id: string;
  recipients: string;
  message?: string;
}

export class ShareByEmail {
  private readonly store: ShareStore;
  private readonly mailer: Mailer;
  private readonly throttle: ShareThrottle;
  private readonly policy: RateLimitPolicy;
  private readonly reportUrl: (shortId: string) => string;
  private readonly clock: () => Date;
  private readonly log: Logger;

  constructor(deps: { store: ShareStore; mailer: Mailer; throttle: ShareThrottle; reportUrl: (shortId: string) => string; clock?: () => Date; log: Logger }) {
    this.store = deps.store;
    this.mailer = deps.mailer;
    this.throttle = deps.throttle;
    this.policy = { name: 'share-emails-per-user', quota: deps.throttle.perWindow, windowSeconds: deps.throttle.windowSeconds };
    this.reportUrl = deps.reportUrl;
    this.clock = deps.clock ?? (() => new Date());
    this.log = deps.log;
  }

  /** Sends the share; answers the recipients it was sent to. */
  async share(principal: Principal, request: ShareRequest, report: RateLimitReport): Promise<string[]> {
    const recipients = shareRecipients(request.recipients);
    if (!recipients.length) throw invalidField('/body/recipients', SHARE_EMAIL_MESSAGES.noRecipient);
    const item = await this.itemFor(principal, request.kind, request.id);
    const shareId = await this.counted(principal, request, recipients.length, report);
    const mail = shareMail(item, principal.email, request.message);
    // One e-mail each: no recipient learns the others' addresses.
    for (const [i, to] of recipients.entries()) {
      try {
        await this.mailer.send({ to, subject: mail.subject, text: mail.text, replyTo: principal.email });
      } catch (error) {
        // Nothing sent: it does not count against the sender's window; something sent still does.
        if (i === 0) await this.store.forget(shareId);
        this.log.warn({ err: error, kind: request.kind, sent: i, of: recipients.length }, 'shared e-mail not sent');
        throw new Problem(502, 'Bad Gateway', SHARE_EMAIL_MESSAGES.failed);
      }
    }
    return recipients;
  }

  /** What is shared and its link, if the principal may see it; else 404 as if it did not exist. */
  private async itemFor(principal: Principal, kind: ShareKind, id: string): Promise<SharedItem> {
    const scope = scopeOf(principal);
    if (kind === 'report') {
      const campaign = await this.store.reportCampaign(principal, id);
      if (!campaign) throw notFound(SHARE_MESSAGES.reportNotFound);
      await this.assertCustomerAllows(campaign.customerId, kind);
      return { kind, title: campaign.name, link: this.reportUrl(id) };
    }
    if (kind === 'listing') {
      const listing = await this.store.listing(id);
      if (!listing || !mayShareOf(scope, listing.customerId)) throw notFound(SHARE_MESSAGES.listingNotFound);
      await this.assertCustomerAllows(listing.customerId, kind);
      if (!listing.link) throw conflict(SHARE_MESSAGES.noListingPage);
      return { kind, title: listing.title, link: listing.link };
    }
    const resource = await this.store.resource(id);
    if (!resource || resource.deleted || !mayShareOf(scope, resource.customerId)) throw notFound(SHARE_MESSAGES.resourceNotFound);
    await this.assertCustomerAllows(resource.customerId, kind);
    if (!resource.landingUrl) throw conflict(SHARE_MESSAGES.noLandingUrl);
    return { kind, title: resource.title ?? resource.name ?? resource.reference, link: resource.landingUrl };
  }

  /**
   * 403 when the item's customer turned sharing of its kind off (003 §6), staff included: it is the
   * customer's choice. Asked only once the caller may see the item, so it tells nothing of another
   * customer's; before the throttle, so a refused share is neither sent nor counted.
   */
  private async assertCustomerAllows(customerId: string, kind: ShareKind): Promise<void> {
    if (!customerAllowsSharing(await this.store.sharingOptions(customerId), kind)) throw forbidden(SHARE_MESSAGES.turnedOff[kind]);
  }

  /**
   * Records the share, then counts the sender's window with it: over the quota, it is forgotten and
   * refused (429). Two shares racing for the last place may both be refused, never both sent.
   */
  private async counted(principal: Principal, request: ShareRequest, recipients: number, report: RateLimitReport): Promise<string> {
    const now = this.clock();
    const id = randomUUID();
    await this.store.record({ id, userId: principal.userId, customerId: principal.customerId ?? null, kind: request.kind, itemId: request.id, recipients, sentAt: now });
    const since = new Date(now.getTime() - this.throttle.windowSeconds * 1000);
    const { count, oldest } = await this.store.countSince(principal.userId, since);
    const resetSeconds = secondsUntilFree(oldest ?? now, now, this.throttle);
    if (count > this.throttle.perWindow) {
      await this.store.forget(id);
      throw rateLimitExceeded(report, { ...this.policy, remaining: 0, resetSeconds }, SHARE_MESSAGES.throttled(resetSeconds));
    }
    report({ ...this.policy, remaining: this.throttle.perWindow - count, resetSeconds });
    return id;
  }
}
