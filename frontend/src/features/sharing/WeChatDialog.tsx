// The WeChat share (003 §2: "WeChat shows a link/QR dialog"): WeChat has no public share page, so the dialog
// shows the link to copy and its QR code (qrcode.react, drawn as SVG) to scan with the phone's WeChat. The
// code keeps its quiet zone (marginSize 4, as the QR standard asks) on white, so any reader decodes it.
import { Box, Clipboard, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { LuCopy } from 'react-icons/lu';
import { QRCodeSVG } from 'qrcode.react';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import type { Shared } from './networks.ts';
import { SHARING_MESSAGES as M } from './messages.ts';

const QR_SIZE = 220;

export function WeChatDialog({ shared, onClose }: { shared: Pick<Shared, 'url' | 'title'>; onClose(): void }) {
  return (
    <ModalDialog onClose={onClose} title={M.wechatTitle} testId="share-wechat-dialog">
      <Stack gap="4" align="center">
        <Text color="fg.muted" fontSize="sm" alignSelf="start">{M.wechatHelp}</Text>
        <Box data-testid="share-qr" bg="white" lineHeight="0">
          <QRCodeSVG value={shared.url} size={QR_SIZE} marginSize={4} level="M" bgColor="#ffffff" fgColor="#000000" title={shared.title} />
        </Box>
        <HStack w="full">
          <Input readOnly value={shared.url} aria-label={M.link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <Clipboard.Root value={shared.url}>
            <Clipboard.Trigger asChild>
              <IconButton aria-label={M.copyLink} variant="outline" size="sm"><Clipboard.Indicator copied="✓"><LuCopy /></Clipboard.Indicator></IconButton>
            </Clipboard.Trigger>
          </Clipboard.Root>
        </HStack>
      </Stack>
    </ModalDialog>
  );
}
