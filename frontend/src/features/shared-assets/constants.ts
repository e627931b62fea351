// The shared assets' choices (003 §3, §9).
/** What a font's preview writes in it. */
export const FONT_SAMPLE = 'The quick brown fox jumps over the lazy dog 0123456789';
/** The family name a font preview declares: one per asset, so two previews never share one. */
export const previewFontFamily = (id: string) => `shared-asset-${id}`;
