// The media kit: what an uploaded asset is (by its content), its thumbnail, a video's poster frame.
export * from './formats.ts';
export * from './sniff.ts';
export * from './thumbnail.ts';
export * from './poster-frame.ts';
