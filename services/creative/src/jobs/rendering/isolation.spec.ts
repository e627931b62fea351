// An untrusted template cannot reach the host or the outside: a tiny HTTP server on the host's
// loopback records every request, and a template that tries every way out it can find renders
// with that server seeing nothing. Then the sandbox's network stack on its own (its routes removed)
// still reaches nothing, and a template that never yields fails on time without taking the
// renderer with it. Chromium's own Local Network Access checks would refuse a public origin's
// requests to the loopback by themselves: they are switched off here, so what is tested is the
// sandbox's layers (which also hold for a public address, where those checks do not apply).
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { createRenderer, DEFAULT_CHROMIUM_PATH, type Renderer } from './renderer.ts';
import { CHROMIUM_ARGS, openSandbox } from './sandbox.ts';
import { readTemplateConfig } from './template-config.ts';
import { pixelsOf, rgbAt, template } from './spec-support.ts';

const WITHOUT_LOCAL_NETWORK_CHECKS = [
  '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
];

describe('the template sandbox', () => {
  const requests: string[] = [];
  let server: Server;
  let host: string;
  let renderer: Renderer;

  before(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.setHeader('access-control-allow-origin', '*');
      res.end('reached');
    });
    // A WebSocket's handshake never reaches 'request' (Node hands an Upgrade to 'upgrade'): recorded too.
    server.on('upgrade', (req, socket) => {
      requests.push(`UPGRADE ${req.url}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Every attempt below settles, but some only after a round trip through Playwright's route (the
    // WebSocket's): on a loaded machine that can outlast the default 2 s the frame waits for the hook.
    renderer = createRenderer({
      stepTimeoutMs: 30_000,
      settleWaitMs: 10_000,
      extraChromiumArgs: WITHOUT_LOCAL_NETWORK_CHECKS,
    });
  });
  after(async () => {
    await renderer.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('renders a template that tries every way out, and the host sees no request', async () => {
    const port = host.split(':')[1];
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="http://${host}/style.css">
<link rel="prefetch" href="http://${host}/prefetch">
<style>body { margin: 0; background: rgb(255, 255, 255) url("http://${host}/background.png"); }</style>
</head><body>
<img src="http://${host}/img.png"><img src="http://localhost:${port}/localhost.png"><img src="http://169.254.169.254/latest/meta-data/">
<iframe src="http://${host}/frame"></iframe>
<script>
  // One 20x20 cell per attempt along the top: blue until it settles, then red if it got an answer, green if it failed.
  const tries = [];
  const attempt = (name, run) => {
    const cell = document.createElement('div');
    cell.style.cssText = 'position: fixed; top: 0; width: 20px; height: 20px; z-index: 10; background: rgb(0, 0, 255); left: ' + tries.length * 20 + 'px';
    document.documentElement.append(cell);
    tries.push(Promise.resolve().then(run).then(() => { cell.style.background = 'rgb(255, 0, 0)'; }, () => { cell.style.background = 'rgb(0, 255, 0)'; }));
  };
  attempt('fetch', () => fetch('http://${host}/fetch', { mode: 'no-cors' }));
  attempt('fetch localhost', () => fetch('http://localhost:${port}/fetch-localhost', { mode: 'no-cors' }));
  attempt('fetch metadata', () => fetch('http://169.254.169.254/latest/meta-data/', { mode: 'no-cors' }));
  attempt('xhr', () => new Promise((ok, fail) => { const x = new XMLHttpRequest(); x.open('GET', 'http://example.com/'); x.onload = ok; x.onerror = () => fail('blocked'); x.send(); }));
  attempt('xhr host', () => new Promise((ok, fail) => { const x = new XMLHttpRequest(); x.open('GET', 'http://${host}/xhr'); x.onload = ok; x.onerror = () => fail('blocked'); x.send(); }));
  attempt('websocket', () => new Promise((ok, fail) => { const ws = new WebSocket('ws://${host}/ws'); ws.onopen = ok; ws.onerror = () => fail('blocked'); ws.onclose = () => fail('closed'); }));
  // A beacon, a popup and a form are sent and forgotten: only the host's log tells whether they arrived.
  attempt('beacon', () => { throw 'queued ' + navigator.sendBeacon('http://${host}/beacon', 'x'); });
  attempt('worker', () => new Promise((ok, fail) => { const w = new Worker(URL.createObjectURL(new Blob(["fetch('http://${host}/worker', { mode: 'no-cors' }).then(() => postMessage('reached'), () => postMessage('blocked'))"], { type: 'text/javascript' }))); w.onmessage = (m) => m.data === 'reached' ? ok() : fail('blocked'); w.onerror = () => fail('no worker'); }));
  attempt('rtc', () => { if (typeof RTCPeerConnection !== 'undefined') throw new Error('RTCPeerConnection is there'); throw 'no RTCPeerConnection'; });
  attempt('popup', () => { window.open('http://${host}/popup'); throw 'opened'; });
  attempt('form', () => { const f = document.createElement('form'); f.method = 'POST'; f.action = 'http://${host}/form'; document.body.append(f); f.submit(); throw 'submitted'; });
  window.__adopsSeek = () => Promise.all(tries);
  location.href = 'http://${host}/navigate';
</script></body></html>`;
    const preview = await renderer.renderPreview({ files: template(html), bindings: {} });
    await sleep(300);
    assert.deepEqual(requests, [], 'the host received requests');
    const pixels = await pixelsOf(preview.png);
    const ATTEMPTS = [
      'fetch',
      'fetch localhost',
      'fetch metadata',
      'xhr',
      'xhr host',
      'websocket',
      'beacon',
      'worker',
      'rtc',
      'popup',
      'form',
    ];
    const cells = ATTEMPTS.map((name, i) => {
      const [r, g, b] = rgbAt(pixels, i * 20 + 10, 10);
      return `${name}: ${g > 200 && r < 50 && b < 50 ? 'failed' : r > 200 && g < 50 ? 'answered' : `not settled (${[r, g, b]})`}`;
    });
    assert.deepEqual(
      cells,
      ATTEMPTS.map((name) => `${name}: failed`),
    );
    // What got past the page's Content-Security-Policy was refused by the routes: the navigation, the popup, the WebSocket.
    for (const url of [`http://${host}/navigate`, `http://${host}/popup`, `ws://${host}/ws`]) {
      assert.ok(
        preview.blockedRequests.includes(url),
        `${url} was refused by a route: ${preview.blockedRequests.join(', ')}`,
      );
    }
  });

  it("reaches nothing through the browser's own network stack, with the sandbox's routes removed", async () => {
    const browser = await chromium.launch({
      executablePath: DEFAULT_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...WITHOUT_LOCAL_NETWORK_CHECKS],
    });
    try {
      const sandbox = await openSandbox(browser, {
        files: template('<p>x</p>'),
        bindings: {},
        config: readTemplateConfig([]),
        timeoutMs: 3_000,
      });
      await sandbox.context.unrouteAll();
      await sandbox.context.setOffline(false);
      const results = await sandbox.page.evaluate(
        (urls) =>
          Promise.all(
            urls.map((u) =>
              fetch(u, { mode: 'no-cors' }).then(
                () => `${u} reached`,
                () => `${u} failed`,
              ),
            ),
          ),
        [`http://${host}/raw`, `http://localhost:${host.split(':')[1]}/raw-localhost`, 'http://example.com/'],
      );
      assert.deepEqual(
        results.filter((r) => r.endsWith('reached')),
        [],
      );
      await sandbox.context.close();
    } finally {
      await browser.close();
    }
    await sleep(200);
    assert.deepEqual(requests, []);
  });

  it('fails a template whose script never yields, while loading or at a frame, within the time budget, and renders the next one', async () => {
    const hasty = createRenderer({ stepTimeoutMs: 1_500 });
    try {
      for (const script of ['while (true) {}', 'setTimeout(() => { while (true) {} }, 0);']) {
        const started = Date.now();
        await assert.rejects(
          hasty.renderPreview({ files: template(`<p>loop</p><script>${script}</script>`), bindings: {} }),
          /Timeout|did not finish/,
        );
        const took = Date.now() - started;
        assert.ok(took < 8_000, `${script} given up after ${took} ms`);
      }
      const next = await hasty.renderPreview({
        files: template('<body style="margin:0;background:rgb(0,0,255)"></body>'),
        bindings: {},
      });
      assert.deepEqual(rgbAt(await pixelsOf(next.png), 5, 5), [0, 0, 255]);
    } finally {
      await hasty.close();
    }
  });
});
