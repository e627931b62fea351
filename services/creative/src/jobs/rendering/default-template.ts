// The four files a new template starts with (spec 003 §3): a listing card that uses a few bindings,
// its style, a small animation driven by the renderer's seek hook, and template.json at 600x600 with
// the default videoConfig. They show a template author the conventions in working form.
import type { TemplateFile } from './template-config.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="stylesheet" href="style.css" />
  </head>
  <body>
    <main class="card">
      <img class="photo" src="{{ image1 }}" alt="" />
      <section class="details">
        <h1 class="title">{{ title }}</h1>
        <p class="price">{{ price }}</p>
        <p class="address">{{ address }}</p>
        <p class="features">{{ bedrooms }} bed · {{ bathrooms }} bath · {{ carSpaces }} car</p>
      </section>
      <footer class="agent">
        <img class="logo" src="{{ logo }}" alt="" />
        <span>{{ agentName }} · {{ agentPhone }}</span>
      </footer>
    </main>
    <script src="script.js"></script>
  </body>
</html>
`;

const STYLE_CSS = `* { box-sizing: border-box; margin: 0; }
html, body { width: 100%; height: 100%; overflow: hidden; }
body { font-family: 'DejaVu Sans', Arial, sans-serif; background: #ffffff; color: #1d1d1f; }
.card { position: relative; width: 100%; height: 100%; overflow: hidden; }
.photo { position: absolute; inset: 0; width: 100%; height: 65%; object-fit: cover; transform-origin: 50% 50%; }
.details { position: absolute; left: 0; right: 0; top: 60%; padding: 24px 32px; background: #ffffff; }
.title { font-size: 32px; line-height: 1.15; }
.price { margin-top: 8px; font-size: 26px; font-weight: bold; color: #c8102e; }
.address, .features { margin-top: 6px; font-size: 18px; color: #555555; }
.agent { position: absolute; left: 0; right: 0; bottom: 0; height: 56px; display: flex; align-items: center; gap: 12px; padding: 0 32px; background: #1d1d1f; color: #ffffff; font-size: 16px; }
.logo { height: 36px; }
`;

const SCRIPT_JS = `// The renderer drives time: it calls window.__adopsSeek(t, info) before each frame, t in seconds
// since the page loaded and info = { frame, fps, duration, startDelay, animationSpeed }. Drawing the
// state for t (rather than advancing it) makes every frame the same on every machine.
(function () {
  var photo = document.querySelector('.photo');
  var details = document.querySelector('.details');
  var duration = (window.__adops && window.__adops.videoConfig.duration) || 10;

  function draw(t) {
    var p = Math.min(1, Math.max(0, t / duration));
    photo.style.transform = 'scale(' + (1 + 0.1 * p) + ')';
    var rise = Math.min(1, t / 0.8);
    details.style.transform = 'translateY(' + Math.round((1 - rise) * 40) + 'px)';
  }

  window.__adopsSeek = function (t) {
    draw(t);
  };

  // Opened in a plain browser (the editor's own preview), animate in real time.
  if (!window.__adops) {
    var start = performance.now();
    (function tick(now) {
      draw((now - start) / 1000);
      requestAnimationFrame(tick);
    })(start);
  } else {
    draw(0);
  }
})();
`;

const TEMPLATE_JSON = `${JSON.stringify({ size: { width: 600, height: 600 }, videoConfig: { fps: 24, duration: 10, startDelay: 0, animationSpeed: 24 } }, null, 2)}\n`;

export const DEFAULT_TEMPLATE_FILES: readonly Readonly<TemplateFile & { content: string }>[] = Object.freeze([
  Object.freeze({ fileName: 'index.html', fileType: 'HTML', content: INDEX_HTML }),
  Object.freeze({ fileName: 'style.css', fileType: 'CSS', content: STYLE_CSS }),
  Object.freeze({ fileName: 'script.js', fileType: 'JAVASCRIPT', content: SCRIPT_JS }),
  Object.freeze({ fileName: 'template.json', fileType: 'JSON', content: TEMPLATE_JSON }),
]);
