// Every frame of the app, by name: each src/frames/<name>/frame.tsx, found by the bundler (import.meta.glob).
// The staff frame is registered like any other, so a new frame (the customer dashboard's) is a new folder and
// no shared list or switch changes.
import type { FrameDefinition, FrameName } from './feature.ts';

const declared = import.meta.glob<FrameDefinition>('../frames/*/frame.tsx', { eager: true, import: 'frame' });

function register(frames: FrameDefinition[]): ReadonlyMap<FrameName, FrameDefinition> {
  const byName = new Map<FrameName, FrameDefinition>();
  for (const frame of frames) {
    if (byName.has(frame.name)) throw new Error(`Two frames are named "${frame.name}"`);
    byName.set(frame.name, frame);
  }
  return byName;
}

export const FRAMES = register(Object.keys(declared).sort().map((path) => declared[path]!));

const defaults = [...FRAMES.values()].filter((frame) => frame.isDefault);
if (defaults.length !== 1) throw new Error(`One frame must be the default, not ${defaults.length}`);
/** The frame of routes that name none. */
export const DEFAULT_FRAME: FrameName = defaults[0]!.name;

export function frameNamed(name: FrameName): FrameDefinition {
  const frame = FRAMES.get(name);
  if (!frame) throw new Error(`No frame is named "${name}" (src/frames/<name>/frame.tsx)`);
  return frame;
}
