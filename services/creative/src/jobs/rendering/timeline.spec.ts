// Time in a render is virtual: a frame at t shows the template's CSS animations, its timers, its
// requestAnimationFrame loop and its own seek hook all at t, the same on every run, and
// startDelay moves the first frame along the template's timeline.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createRenderer, type Renderer } from './renderer.ts';
import { diffRatio, pixelsOf, rgbAt, template, type Pixels } from './spec-support.ts';

// Row 0-19: a red box moved by a CSS animation, 100 px a second. Row 40-59: a bar the seek hook
// sizes to 100 px a second. Row 80-99: a bar a requestAnimationFrame loop sizes from Date.now().
// The background turns blue from a setTimeout at 500 ms.
const HTML = `<!doctype html><html><head><style>
  body { margin: 0; background: rgb(255, 255, 255); }
  div { position: absolute; left: 0; height: 20px; background: rgb(0, 0, 0); }
  #box { top: 0; width: 20px; background: rgb(255, 0, 0); animation: move 4s linear forwards; }
  #hook { top: 40px; width: 0; }
  #raf { top: 80px; width: 0; }
  @keyframes move { from { transform: translateX(0); } to { transform: translateX(400px); } }
</style></head><body><div id="box"></div><div id="hook"></div><div id="raf"></div><script>
  const start = Date.now();
  setTimeout(() => { document.body.style.background = 'rgb(0, 0, 255)'; }, 500);
  (function loop() { document.getElementById('raf').style.width = Math.round((Date.now() - start) / 10) + 'px'; requestAnimationFrame(loop); })();
  window.__adopsSeek = (t, info) => { document.getElementById('hook').style.width = Math.round(t * 100) + 'px'; document.title = JSON.stringify(info); };
</script></body></html>`;

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlack = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! < 60;

/** Where each row's moving edge is: the first x (from 0, in steps of 1) where the row stops being drawn. */
function edge(p: Pixels, y: number, drawn: (rgb: number[]) => boolean): number {
  let x = 0;
  while (x < p.width && drawn(rgbAt(p, x, y))) x++;
  return x;
}
const boxLeft = (p: Pixels) => {
  let x = 0;
  while (x < p.width && !isRed(rgbAt(p, x, 10))) x++;
  return x;
};

describe('virtual time', () => {
  let renderer: Renderer;
  before(() => {
    renderer = createRenderer();
  });
  after(() => renderer.close());

  const at = async (atSeconds: number, json: object = {}) =>
    pixelsOf(
      (await renderer.renderPreview({ files: template(HTML, { size: '400x120', ...json }), bindings: {}, atSeconds }))
        .png,
    );

  it('shows animations, timers, animation frames and the seek hook at the frame time', async () => {
    const early = await at(0.4);
    assert.equal(boxLeft(early), 40);
    assert.equal(edge(early, 50, isBlack), 40);
    assert.ok(Math.abs(edge(early, 90, isBlack) - 40) <= 2, `rAF bar ${edge(early, 90, isBlack)}`);
    assert.deepEqual(rgbAt(early, 300, 110), [255, 255, 255], 'the 500 ms timer has not fired');

    const later = await at(1);
    assert.equal(boxLeft(later), 100);
    assert.equal(edge(later, 50, isBlack), 100);
    assert.ok(Math.abs(edge(later, 90, isBlack) - 100) <= 2, `rAF bar ${edge(later, 90, isBlack)}`);
    assert.deepEqual(rgbAt(later, 300, 110), [0, 0, 255], 'the 500 ms timer has fired');
  });

  it('renders the same frame the same way twice, and startDelay shifts the timeline', async () => {
    const once = await at(1);
    const twice = await at(1);
    assert.equal(diffRatio(once, twice, 0), 0);
    const delayed = await at(0.5, { videoConfig: { startDelay: 0.5 } });
    assert.equal(diffRatio(once, delayed, 0), 0);
    assert.ok(diffRatio(once, await at(0.5), 0) > 0.01);
  });

  it('a seek hook that never settles costs its frame a bounded wait on real time, not the render', async () => {
    // In the page every timer is the paused clock's: a wait bounded there would never end.
    const hanging = `<!doctype html><html><body style="margin:0;background:rgb(0,128,0)"><script>
      window.__adopsSeek = () => new Promise(() => {});
    </script></body></html>`;
    const slowRenderer = createRenderer({ stepTimeoutMs: 9_000 });
    try {
      const started = Date.now();
      const png = (await slowRenderer.renderPreview({ files: template(hanging, { size: '40x40' }), bindings: {} })).png;
      const took = Date.now() - started;
      assert.deepEqual(rgbAt(await pixelsOf(png), 20, 20), [0, 128, 0]);
      // The hook's wait is min(2 s, a third of the step); the render would fail at 9 s if it were not bounded.
      assert.ok(took < 8_000, `took ${took} ms`);
    } finally {
      await slowRenderer.close();
    }
  });
});
