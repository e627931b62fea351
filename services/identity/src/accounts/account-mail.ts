// The account flows' e-mail: links on the app's public url, sent after the change is committed. A
// failure is logged and reported to the flow, never thrown: the user can ask again.
import type { Logger, PlatformConfig } from '@adops/platform';
import type { Mailer, MailMessage } from '@adops/platform';

export type AccountMail = ReturnType<typeof createAccountMail>;

export function createAccountMail(mailer: Mailer, platform: PlatformConfig, log: Logger) {
  return {
    /** An absolute link to a path of the app (read at each call: tests learn the url after start-up). */
    link: (path: string): string => `${platform.publicUrl}${path}`,

    /** True when the mail went out. */
    async send(message: MailMessage): Promise<boolean> {
      try {
        await mailer.send(message);
        return true;
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, 'could not send mail');
        return false;
      }
    },
  };
}
