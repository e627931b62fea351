// A shared asset as it looks (003 §2 "font and icon previews"): an icon as its image; a font declared with an
// @font-face of its uploaded file, then a sample text written in it.
import { Image, Text } from '@chakra-ui/react';
import type { CreativeTemplateFile } from '../../lib/api/generated/creative.ts';
import { FONT_SAMPLE, previewFontFamily } from './constants.ts';
import { SHARED_ASSET_MESSAGES } from './messages.ts';

export function AssetPreview({ asset, size = 'sm' }: { asset: CreativeTemplateFile; size?: 'sm' | 'lg' }) {
  const uploaded = asset.creativeTemplateAsset;
  if (!uploaded) return <Text fontSize="xs" color="fg.muted">{SHARED_ASSET_MESSAGES.noUpload}</Text>;
  if (asset.assetType === 'ICON') {
    return <Image src={uploaded.cdnUrl} alt={`Icon ${asset.assetKey ?? asset.fileName}`} maxH={size === 'sm' ? '10' : '40'} maxW={size === 'sm' ? '24' : 'md'} objectFit="contain" />;
  }
  const family = previewFontFamily(asset.id);
  // JSON's quoting is a valid CSS string for a URL (quotes and backslashes escaped).
  const face = `@font-face { font-family: "${family}"; src: url(${JSON.stringify(uploaded.cdnUrl)}); font-display: swap; }`;
  return (
    <>
      <style>{face}</style>
      <Text as="span" fontSize={size === 'sm' ? 'md' : '2xl'} style={{ fontFamily: `"${family}", sans-serif` }} data-testid="font-sample">{FONT_SAMPLE}</Text>
    </>
  );
}
