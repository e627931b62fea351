// The rendering engine of the creative context: pure template checks and filling (bindings.ts,
// template-config.ts) and the sandboxed Chromium + ffmpeg renderer (renderer.ts) the worker calls.
export {
  BINDING_VARIABLES,
  IMAGE_BINDINGS,
  fillBindings,
  findUnsupportedVariables,
  normalizeBindings,
} from './bindings.ts';
export type { BindingKind, BindingValue, BindingVariable, Bindings, UnsupportedVariable } from './bindings.ts';
export { DEFAULT_TEMPLATE_FILES } from './default-template.ts';
export { RenderTimeoutError } from './deadline.ts';
export { closeSharedRenderers, createRenderer, renderPreview, renderVideo } from './renderer.ts';
export type {
  PreviewInput,
  PreviewResult,
  ProgressListener,
  RenderInput,
  Renderer,
  RendererOptions,
  VideoInput,
  VideoResult,
} from './renderer.ts';
export type { ServedAsset } from './sandbox.ts';
export {
  DEFAULT_AUDIO_OPTIONS,
  DEFAULT_VIDEO_CONFIG,
  LIMITS,
  readAudioOptions,
  readTemplateConfig,
} from './template-config.ts';
export type { AudioOptions, TemplateConfig, TemplateFile, TemplateFileType, VideoConfig } from './template-config.ts';
