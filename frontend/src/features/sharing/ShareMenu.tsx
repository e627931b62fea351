// A share button and its menu (003 §2 share dialog, §6, §9; issue 29 Deliver 3), for a listing, a resource or a
// report link. Props:
//   shared      { kind: 'listing' | 'resource' | 'report', id, url, title, imageUrl? } (./networks.ts Shared):
//               id is the listing's or resource's id, or the report link's short id (reportShared(shortUrl,
//               title) makes one from a report's short URL); url the public page shared (a listing's
//               customerUrl, a resource's landing URL, a report's short URL); imageUrl goes to Pinterest.
//   customerId  optional: whose sharing options apply when a staff user shares (a dashboard user's are always
//               their own customer's, from the current dashboard).
//   size        the button's size ('xs' by default, for table rows).
// The menu offers LinkedIn, Facebook, Twitter and Pinterest (each the network's share page in a new window),
// WeChat (a dialog with the link, a copy button and the QR code) as the customer's allowedSharingWidgets allow,
// and E-mail (the dialog of ./EmailShareDialog.tsx) to users who may call shareByEmail. Nothing renders when the
// customer does not share that kind (sharingOptions listings, resources, or campaigns for reports). Clicks stay
// inside: a menu in a clickable table row does not open the row. The dialogs open on the item's click (which
// Ark also fires for Enter on a highlighted item), not on the menu's select.
import { useState } from 'react';
import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { LuMail, LuShare2 } from 'react-icons/lu';
import { FaFacebook, FaLinkedin, FaPinterest, FaTwitter, FaWeixin } from 'react-icons/fa';
import type { SharingWidget } from '../../lib/api/generated/customer.ts';
import { useAuth } from '../../lib/auth/auth.tsx';
import { mayCall } from '../../lib/auth/roles.ts';
import { offeredWidgets, shareUrlOf, WIDGET_LABELS, type Shared } from './networks.ts';
import { useSharingOptions } from './useSharingOptions.ts';
import { EmailShareDialog } from './EmailShareDialog.tsx';
import { WeChatDialog } from './WeChatDialog.tsx';
import { SHARING_MESSAGES as M } from './messages.ts';

const ICONS: Record<SharingWidget, typeof FaFacebook> = { linkedin: FaLinkedin, facebook: FaFacebook, twitter: FaTwitter, pinterest: FaPinterest, wechat: FaWeixin };

export interface ShareMenuProps {
  shared: Shared;
  customerId?: string;
  size?: 'xs' | 'sm';
}

export function ShareMenu({ shared, customerId, size = 'xs' }: ShareMenuProps) {
  const { user } = useAuth();
  const { options, loading } = useSharingOptions(customerId);
  const [open, setOpen] = useState<'wechat' | 'email' | null>(null);
  const widgets = offeredWidgets(options, shared.kind);
  const byEmail = mayCall('shareByEmail', user?.roles);
  if (!loading && (widgets === null || (!widgets.length && !byEmail))) return null;

  return (
    <Box display="inline-block" onClick={(e) => e.stopPropagation()} data-testid="share-menu">
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button size={size} variant="outline" disabled={loading} aria-label={`${M.share} ${shared.title}`}><LuShare2 /> {M.share}</Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="40">
              {(widgets ?? []).map((w) => {
                const Icon = ICONS[w];
                if (w === 'wechat') return <Menu.Item key={w} value={w} onClick={() => setOpen('wechat')}><Icon /> {WIDGET_LABELS[w]}</Menu.Item>;
                return (
                  <Menu.Item key={w} value={w} asChild>
                    <a href={shareUrlOf(w, shared)} target="_blank" rel="noopener noreferrer"><Icon /> {WIDGET_LABELS[w]}</a>
                  </Menu.Item>
                );
              })}
              {byEmail && <Menu.Item value="email" onClick={() => setOpen('email')}><LuMail /> E-mail</Menu.Item>}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {/* Mounted while open only: a table has a menu a row. */}
      {open === 'wechat' && <WeChatDialog shared={shared} onClose={() => setOpen(null)} />}
      {open === 'email' && <EmailShareDialog shared={shared} onClose={() => setOpen(null)} />}
    </Box>
  );
}
