// The sandbox an untrusted template renders in: its own files served from a made-up origin, and no
// network beyond them. Four layers, each enough on its own for ordinary requests, so one mistake
// does not open the host:
//   1. the browser's network stack has nowhere to go: every request is sent to a proxy whose name
//      cannot resolve (loopback included, `<-loopback>`), and no host name resolves at all;
//   2. the context is offline, blocks service workers and downloads, and answers every request the
//      template's origin does not serve with an abort (page.route sees fetch, XHR, images, styles,
//      navigations and popups; a navigation away gets an empty answer, so the page stays) and
//      closes every WebSocket before it connects;
//   3. the template's documents carry a Content-Security-Policy of their own origin only;
//   4. WebRTC (UDP that no proxy sees) is removed from the page and refused by a launch flag.
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { withDeadline } from './deadline.ts';
import { fillBindings, normalizeBindings, type Bindings, type FillContext } from './bindings.ts';
import type { TemplateConfig, TemplateFile } from './template-config.ts';

export const TEMPLATE_ORIGIN = 'https://template.invalid';

export const CHROMIUM_ARGS: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--proxy-server=http://proxy.invalid:9',
  '--proxy-bypass-list=<-loopback>',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
  '--font-render-hinting=none',
]);

const CSP = [
  "default-src 'self' data: blob: 'unsafe-inline' 'unsafe-eval'",
  "connect-src 'self' data: blob:",
  "form-action 'none'",
  "base-uri 'self'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
};
const TYPE_CONTEXT: Record<string, FillContext> = {
  HTML: 'html',
  AMPHTML: 'html',
  CSS: 'css',
  JAVASCRIPT: 'js',
  JSON: 'js',
};

/** An extra file served beside the template's own, e.g. a listing image the worker downloaded. */
export interface ServedAsset {
  fileName: string;
  bytes: Buffer | Uint8Array;
  contentType?: string;
}

interface Served {
  body: Buffer;
  contentType: string;
}

const normalizePath = (fileName: string) => fileName.replace(/^\.?\/+/, '');
/** A request's path as a file name ('' for the origin's root), undefined when malformed. */
const pathOf = (url: URL): string | undefined => {
  try {
    return normalizePath(decodeURIComponent(url.pathname));
  } catch {
    return undefined;
  }
};
const extensionOf = (fileName: string) => /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** The bodies the template's origin serves, by path: text files with their bindings filled. */
export function servedFiles(
  files: readonly TemplateFile[],
  assets: readonly ServedAsset[],
  bindings: Bindings,
): Map<string, Served> {
  const values = normalizeBindings(bindings);
  const served = new Map<string, Served>();
  for (const file of files) {
    const path = normalizePath(file.fileName);
    const context = TYPE_CONTEXT[file.fileType];
    const contentType = CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream';
    if (typeof file.content === 'string' && file.content !== '') {
      served.set(path, {
        body: Buffer.from(context ? fillBindings(file.content, context, values) : file.content, 'utf8'),
        contentType,
      });
    } else if (file.bytes) {
      served.set(path, { body: Buffer.from(file.bytes), contentType });
    }
  }
  for (const asset of assets) {
    const path = normalizePath(asset.fileName);
    if (served.has(path)) throw new Error(`The asset ${asset.fileName} has the name of a template file.`);
    served.set(path, {
      body: Buffer.from(asset.bytes),
      contentType: asset.contentType ?? CONTENT_TYPES[extensionOf(path)] ?? 'application/octet-stream',
    });
  }
  return served;
}

/** The page the render opens: index.html, else the first HTML file. */
export function entryPath(files: readonly TemplateFile[]): string {
  const names = files.map((f) => normalizePath(f.fileName));
  if (names.includes('index.html')) return 'index.html';
  const html = files.find((f) => f.fileType === 'HTML' || f.fileType === 'AMPHTML');
  if (!html) throw new Error('The template has no HTML file to render.');
  return normalizePath(html.fileName);
}

export interface Sandbox {
  context: BrowserContext;
  page: Page;
  /** The URLs the template asked for that were refused, in order (at most 100). */
  blocked: string[];
}

const MAX_BLOCKED_KEPT = 100;

/**
 * A new context for one render: the template's files on its origin, nothing else reachable, the
 * page's clock installed and paused (time moves only when the render moves it). Close its context
 * when done.
 */
export async function openSandbox(
  browser: Browser,
  input: {
    files: readonly TemplateFile[];
    assets?: readonly ServedAsset[];
    bindings: Bindings;
    config: TemplateConfig;
    timeoutMs: number;
  },
): Promise<Sandbox> {
  const served = servedFiles(input.files, input.assets ?? [], input.bindings);
  const entry = entryPath(input.files);
  const context = await browser.newContext({
    viewport: { width: input.config.width, height: input.config.height },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    acceptDownloads: false,
    offline: true,
    javaScriptEnabled: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    permissions: [],
  });
  const blocked: string[] = [];
  try {
    context.setDefaultTimeout(input.timeoutMs);
    const answer = async (route: Route) => {
      const url = new URL(route.request().url());
      const path = url.origin === TEMPLATE_ORIGIN ? pathOf(url) : undefined;
      const file = path === undefined ? undefined : served.get(path || entry);
      if (url.origin === TEMPLATE_ORIGIN && file) {
        return route.fulfill({
          status: 200,
          body: file.body,
          headers: {
            'content-type': file.contentType,
            'content-security-policy': CSP,
            'x-content-type-options': 'nosniff',
            'cache-control': 'no-store',
          },
        });
      }
      if (url.origin === TEMPLATE_ORIGIN)
        return route.fulfill({ status: 404, body: '', headers: { 'content-security-policy': CSP } });
      if (blocked.length < MAX_BLOCKED_KEPT) blocked.push(url.href);
      // A navigation away is answered here with No Content, which leaves the page where it was
      // (an abort would replace the template with the browser's error page in the render).
      if (route.request().isNavigationRequest()) return route.fulfill({ status: 204, body: '' });
      return route.abort('blockedbyclient');
    };
    await context.route(() => true, answer);
    await context.routeWebSocket(
      () => true,
      (ws) => {
        if (blocked.length < MAX_BLOCKED_KEPT) blocked.push(ws.url());
        return ws.close({ code: 1008, reason: 'No network in a template render' });
      },
    );
    const images = input.bindings['images'];
    await context.addInitScript(pageSetup, {
      bindings: {
        ...normalizeBindings(input.bindings),
        ...(Array.isArray(images) ? { images: images.map(String) } : {}),
      },
      width: input.config.width,
      height: input.config.height,
      videoConfig: { ...input.config.videoConfig },
    });
    const page = await context.newPage();
    page.on('popup', (popup) => void popup.close().catch(() => undefined));
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    // Paused a second after install, whatever real time passed in between: the page's time, and
    // the phase of its animation frames, start the same on every render.
    const installedAt = Date.now();
    await page.clock.install({ time: installedAt });
    await page.clock.pauseAt(installedAt + 1_000);
    // Playwright's own wait for the load event never ends when the template starts a navigation of
    // its own (refused above, the page stays): the page's load event is awaited in the page instead.
    await page.goto(`${TEMPLATE_ORIGIN}/${entry}`, { waitUntil: 'commit', timeout: input.timeoutMs });
    await withDeadline(page.evaluate(loaded), input.timeoutMs, 'Loading the template');
    return { context, page, blocked };
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** Runs in the page: resolves once the document has loaded. */
function loaded(): Promise<void> {
  const w = globalThis as any;
  return new Promise<void>((resolve) =>
    w.document.readyState === 'complete' ? resolve() : w.addEventListener('load', () => resolve(), { once: true }),
  );
}

/**
 * Runs in the page before the template's own scripts: removes WebRTC and publishes, read-only, the
 * template's bindings and settings and the renderer's seek (see timeline.ts).
 */
function pageSetup(data: {
  bindings: Record<string, unknown>;
  width: number;
  height: number;
  videoConfig: Record<string, number>;
}): void {
  // Runs in the page: the DOM is reached through globalThis (the back end's types have no DOM).
  const w = globalThis as any;
  for (const name of [
    'RTCPeerConnection',
    'webkitRTCPeerConnection',
    'RTCDataChannel',
    'RTCSessionDescription',
    'RTCIceCandidate',
  ]) {
    try {
      Object.defineProperty(w, name, { value: undefined, writable: false, configurable: false });
    } catch {
      /* not defined in this browser */
    }
  }
  const freeze = <T>(o: T): T => Object.freeze(o);
  Object.defineProperty(w, '__adops', {
    value: freeze({
      bindings: freeze(data.bindings),
      width: data.width,
      height: data.height,
      videoConfig: freeze(data.videoConfig),
    }),
    writable: false,
    configurable: false,
  });
  const starts = new WeakMap<object, number>();
  let seeks = 0;
  /** Puts every CSS and Web animation at time t (seconds), each counted from when it was first seen (load is 0). */
  const seekAnimations = (t: number) => {
    const first = seeks++ === 0;
    for (const animation of w.document.getAnimations() as Array<{ pause(): void; currentTime: number | null }>) {
      let startedAt = starts.get(animation);
      if (startedAt === undefined) {
        startedAt = first ? 0 : t;
        starts.set(animation, startedAt);
      }
      animation.pause();
      animation.currentTime = (t - startedAt) * 1000;
    }
  };
  Object.defineProperty(w, '__adopsRenderer', {
    value: freeze({ seekAnimations }),
    writable: false,
    configurable: false,
  });
}
