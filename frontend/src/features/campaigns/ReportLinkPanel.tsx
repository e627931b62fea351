// A campaign's public report link (001 §7: "generates a short url"; DELETE …/reports/{shortUrlId}): create it,
// copy it, open it, delete it. The ads API answers the link when it is made (one per campaign: asking again
// answers the same link) and reads none back on its own; the link a campaign already has is the one its order
// shows (the order keeps its campaigns' short links from campaign.updated), so that is where the panel finds it.
// The link can be shared (features/sharing: networks, WeChat QR, e-mail) as the customer's sharing options allow.
import { useState } from 'react';
import { Button, Card, Clipboard, Heading, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy, LuExternalLink, LuLink, LuTrash2 } from 'react-icons/lu';
import { useCreateReportLink, useDeleteReportLink, type Campaign } from '../../lib/api/generated/ads.ts';
import { useGetOrder } from '../../lib/api/generated/order.ts';
import { problemMessage } from '../../lib/api/problem.ts';
import { mayCall } from '../../lib/auth/roles.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { useDialogs } from '../../components/Dialogs.tsx';
import { CAMPAIGN_MESSAGES } from './messages.ts';
import { ShareMenu } from '../sharing/ShareMenu.tsx';
import { reportShared } from '../sharing/networks.ts';

interface ShortLink { shortId: string; shortUrl: string }

/** The short id of a report URL: its last path segment (`{public URL}/report/{shortId}`). */
export const shortIdOf = (shortUrl: string): string => new URL(shortUrl, 'http://x').pathname.split('/').filter(Boolean).pop() ?? '';

export function ReportLinkPanel({ campaign }: { campaign: Campaign }) {
  const { user } = useAuth();
  const dialogs = useDialogs();
  const createLink = useCreateReportLink();
  const deleteLink = useDeleteReportLink();
  const { data: order } = useGetOrder(mayCall('getOrder', user?.roles) ? { params: { path: { orderId: campaign.orderId } } } : null);
  // What this page did last wins over the order's copy, which follows a moment later.
  const [changed, setChanged] = useState<ShortLink | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const onOrder = [...(order?.fbCampaigns ?? []), ...(order?.gdnCampaigns ?? [])].find((c) => c.campaignId === campaign.id)?.shortUrl;
  const link = changed !== undefined ? changed : onOrder ? { shortUrl: onOrder, shortId: shortIdOf(onOrder) } : null;

  const create = async () => {
    setBusy(true);
    const { data, error } = await createLink({ body: { campaignId: campaign.id } });
    setBusy(false);
    if (!data) return dialogs.error(problemMessage(error));
    setChanged({ shortId: data.shortId, shortUrl: data.shortUrl });
  };
  const remove = async (current: ShortLink) => {
    if (!(await dialogs.confirm(CAMPAIGN_MESSAGES.reportDeleteQuestion))) return;
    setBusy(true);
    const { response, error } = await deleteLink({ params: { path: { shortId: current.shortId } } });
    setBusy(false);
    if (!response.ok) return dialogs.error(problemMessage(error));
    setChanged(null);
  };
  return (
    <Card.Root data-testid="report-link"><Card.Body>
      <Stack gap="3">
        <Heading size="md">Report link</Heading>
        {link ? (
          <>
            <HStack>
              <Input readOnly value={link.shortUrl} aria-label="Report link" data-testid="report-link-url" />
              <Clipboard.Root value={link.shortUrl}>
                <Clipboard.Trigger asChild>
                  <IconButton aria-label="Copy report link" variant="outline" size="sm"><Clipboard.Indicator copied="✓"><LuCopy /></Clipboard.Indicator></IconButton>
                </Clipboard.Trigger>
              </Clipboard.Root>
              <IconButton asChild aria-label="Open report" variant="outline" size="sm"><a href={link.shortUrl} target="_blank" rel="noreferrer"><LuExternalLink /></a></IconButton>
              <ShareMenu shared={reportShared(link.shortUrl, campaign.name)} customerId={campaign.customerId} size="sm" />
            </HStack>
            <HStack><Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={() => void remove(link)}><LuTrash2 /> Delete link</Button></HStack>
          </>
        ) : (
          <>
            <Text color="fg.muted">{CAMPAIGN_MESSAGES.reportNone}</Text>
            <HStack><Button size="sm" colorPalette="blue" loading={busy} onClick={() => void create()}><LuLink /> Create report link</Button></HStack>
          </>
        )}
      </Stack>
    </Card.Body></Card.Root>
  );
}
