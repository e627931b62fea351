// Sending the e-mails of one order event: a job of the platform's jobs kit (SEND_JOB), queued with the
// e-mails in the event's transaction, so sending survives a restart (a running job is re-queued at
// shutdown, a dead runner's after its heartbeat goes stale). It sends each e-mail not yet sent; one the
// SMTP server refused or could not be reached for is FAILING, tried again after a doubling pause
// (rules.ts afterFailure) while the job waits, and FAILED after the last attempt. An e-mail the server
// accepted is marked SENT at once; a crash between the two sends it again (at least once, never lost).
import type { JobKind, Mailer, RunningJob } from '@adops/platform';
import type { NotificationStore } from './store.ts';
import { afterFailure, errorText, isDue, waitFor, type RetrySettings } from './rules.ts';

export interface SendInput {
  eventId: string;
}

export interface SendResult {
  sent: number;
  failed: number;
}

/** How often a waiting job looks whether it is asked to stop. */
const WAIT_SLICE_MS = 500;

export class NotificationSending implements JobKind<SendInput, SendResult> {
  private readonly store: NotificationStore;
  private readonly mailer: Mailer;
  private readonly retry: RetrySettings;

  constructor(store: NotificationStore, mailer: Mailer, retry: RetrySettings) {
    this.store = store;
    this.mailer = mailer;
    this.retry = retry;
  }

  async run(job: RunningJob<SendInput>): Promise<SendResult> {
    const result: SendResult = { sent: 0, failed: 0 };
    for (;;) {
      if (await job.stopRequested()) return result;
      const open = await this.store.openOf(job.input.eventId);
      if (!open.length) return result;
      const now = new Date();
      for (const row of open.filter((r) => isDue(r, now))) {
        try {
          await this.mailer.send({ to: row.recipient, subject: row.subject, html: row.html, text: row.text });
          await this.store.markSent(row, new Date());
          result.sent++;
        } catch (error) {
          const attempts = row.attempts + 1;
          const next = afterFailure(attempts, new Date(), this.retry);
          await this.store.markFailure(row, { ...next, attempts, lastError: errorText(error) }, new Date());
          if (next.status === 'FAILED') result.failed++;
          job.log.warn({ err: error, notificationId: row.id, attempts, next: next.nextAttemptAt }, next.status === 'FAILED' ? 'order e-mail given up' : 'order e-mail failed; tried again later');
        }
      }
      await job.progress(result.sent + result.failed, undefined, result.failed);
      const rest = await this.store.openOf(job.input.eventId);
      let wait = waitFor(rest, new Date());
      while (wait > 0) {
        if (await job.stopRequested()) return result;
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, WAIT_SLICE_MS)));
        wait -= WAIT_SLICE_MS;
      }
    }
  }
}
