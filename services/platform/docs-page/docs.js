// Starts Redoc on the combined document of every context. A file of its own, not an inline script,
// so /docs runs under a Content-Security-Policy that allows scripts from this origin only.
/* global Redoc */
const root = document.getElementById('redoc');
Redoc.init(
  root.dataset.specUrl,
  {
    // Partners download each context's own contract (the links in "Contexts"), not the merged one.
    hideDownloadButton: true,
    expandResponses: '200,201',
    requiredPropsFirst: true,
    jsonSampleExpandLevel: 3,
    nativeScrollbars: true,
    theme: { sidebar: { width: '280px' } },
  },
  root,
  (error) => {
    if (!error) return;
    const message = document.createElement('p');
    message.className = 'error';
    message.textContent = `The reference could not be shown: ${error.message ?? error}`;
    root.replaceChildren(message);
  },
);
