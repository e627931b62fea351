// template.json and audioOptions as the renderer reads them: defaults, tolerated shapes, bounds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_TEMPLATE_FILES } from './default-template.ts';
import { LIMITS, readAudioOptions, readTemplateConfig, type TemplateFile } from './template-config.ts';

const json = (content: string): TemplateFile[] => [{ fileName: 'template.json', fileType: 'JSON', content }];
const DEFAULTS = { width: 600, height: 600, videoConfig: { fps: 24, duration: 10, startDelay: 0, animationSpeed: 24 } };

describe('readTemplateConfig', () => {
  it('reads the default template as 600x600 at 24 fps for 10 s (spec 003 §3)', () => {
    assert.deepEqual(readTemplateConfig(DEFAULT_TEMPLATE_FILES), DEFAULTS);
  });

  it('falls back to the defaults without template.json, or with one that is not an object', () => {
    assert.deepEqual(readTemplateConfig([]), DEFAULTS);
    for (const content of ['', 'not json', '[1,2]', 'null', '{"size": null, "videoConfig": "fast"}'])
      assert.deepEqual(readTemplateConfig(json(content)), DEFAULTS, content);
  });

  it('takes the size as an object, a "WxH" string or top-level width/height, and numbers written as strings', () => {
    assert.deepEqual(readTemplateConfig(json('{"size": {"width": 1080, "height": "1920"}}')).height, 1920);
    const s = readTemplateConfig(json('{"size": "1200x628"}'));
    assert.deepEqual([s.width, s.height], [1200, 628]);
    const t = readTemplateConfig(
      json('{"width": 300, "height": 250, "videoConfig": {"fps": "30", "duration": 2.5, "startDelay": 1}}'),
    );
    assert.deepEqual(t, {
      width: 300,
      height: 250,
      videoConfig: { fps: 30, duration: 2.5, startDelay: 1, animationSpeed: 24 },
    });
  });

  it('clamps absurd values and replaces non-numbers, so a render stays bounded', () => {
    const c = readTemplateConfig(
      json(
        '{"size": {"width": 100000, "height": -5}, "videoConfig": {"fps": 1000, "duration": 1e9, "startDelay": -3, "animationSpeed": "fast"}}',
      ),
    );
    assert.deepEqual(c, {
      width: LIMITS.maxSide,
      height: LIMITS.minSide,
      videoConfig: { fps: LIMITS.maxFps, duration: LIMITS.maxDurationS, startDelay: 0, animationSpeed: 24 },
    });
    assert.equal(readTemplateConfig(json('{"videoConfig": {"fps": 12.6, "duration": 0}}')).videoConfig.fps, 13);
    assert.equal(readTemplateConfig(json('{"videoConfig": {"fps": 12.6, "duration": 0}}')).videoConfig.duration, 0.1);
  });
});

describe('readAudioOptions', () => {
  it('defaults to no loop and no fades, fades of 3 s when switched on (spec 003 §3, §9)', () => {
    assert.deepEqual(readAudioOptions(undefined), {
      loopAudio: false,
      fadeIn: false,
      fadeInDuration: 3,
      fadeOut: false,
      fadeOutDuration: 3,
    });
    assert.deepEqual(readAudioOptions({ loopAudio: true, fadeIn: true, fadeOut: true, fadeOutDuration: '1.5' }), {
      loopAudio: true,
      fadeIn: true,
      fadeInDuration: 3,
      fadeOut: true,
      fadeOutDuration: 1.5,
    });
    assert.equal(readAudioOptions({ loopAudio: 'yes', fadeInDuration: -2 }).loopAudio, false);
    assert.equal(readAudioOptions({ fadeInDuration: -2 }).fadeInDuration, 0);
  });
});
