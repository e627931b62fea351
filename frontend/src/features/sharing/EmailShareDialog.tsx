// The e-mail share (003 §2 "an e-mail dialog with a recipient field and a message", §5, §8): up to 3 recipients
// as chips (./recipients.ts: lower-cased, invalid ones removed, the fourth and later trimmed) and the sender's
// own words; shareByEmail sends one e-mail with the link the server makes for what is shared (never one the
// browser sends). 'Report has been sent to {email}' for a report, 'Email has been sent' otherwise;
// 'Error while sending email' when it fails, with the server's reason when it gives another (a refusal, the
// hourly limit).
import { useState } from 'react';
import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useShareByEmail } from '../../lib/api/generated/ads.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { useDialogs } from '../../components/Dialogs.tsx';
import { EmailChips } from '../../components/EmailChips.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import type { Shared } from './networks.ts';
import { recipientsText, withRecipients } from './recipients.ts';
import { SHARING_MESSAGES as M } from './messages.ts';

const MESSAGE_MAX = 2000;

/** Mounted while open (its draft goes with it): closing is the caller's unmounting it. */
export function EmailShareDialog({ shared, onClose }: { shared: Pick<Shared, 'kind' | 'id' | 'title'>; onClose(): void }) {
  const dialogs = useDialogs();
  const share = useShareByEmail();
  const [recipients, setRecipients] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);

  const close = () => {
    if (!sending) onClose();
  };
  const failed = (reason?: string) => dialogs.error({ title: M.emailFailed, ...(reason && reason !== M.emailFailed ? { message: reason } : {}) });

  const send = async () => {
    setTried(true);
    if (!recipients.length) return;
    setSending(true);
    try {
      const { data, error, response } = await share({ body: { kind: shared.kind, id: shared.id, recipients: recipientsText(recipients), ...(message.trim() ? { message } : {}) } });
      if (!data) return failed(response.status >= 500 ? undefined : problemMessage(error, M.emailFailed));
      dialogs.success(shared.kind === 'report' ? M.reportSent(data.sentTo.join(', ')) : M.emailSent);
      close();
    } catch {
      failed(); // the network, not the server
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog onClose={close} closeDisabled={sending} closeOnInteractOutside={false} title={M.emailTitle} testId="share-email-dialog"
      footer={<Button colorPalette="blue" loading={sending} onClick={() => void send()}>{M.send}</Button>}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm" data-testid="share-email-subject">{shared.title}</Text>
        <EmailChips emails={recipients} onChange={setRecipients} add={withRecipients} label={M.recipients} helper={M.recipientsHelp}
          placeholder={M.recipientsPlaceholder} testIds={{ field: 'share-recipients', chip: 'share-recipient' }} />
        {tried && !recipients.length && <Text color="fg.error" fontSize="sm" role="alert">{M.noRecipient}</Text>}
        <Field.Root>
          <Field.Label>{M.message}</Field.Label>
          <Textarea aria-label={M.message} value={message} maxLength={MESSAGE_MAX} rows={4} onChange={(e) => setMessage(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </ModalDialog>
  );
}
