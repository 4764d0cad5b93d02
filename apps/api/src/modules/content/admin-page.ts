import { createHash } from 'node:crypto';

/**
 * The content editor, served by the API at /admin: separate from the shop, signed in with the
 * admin token, talking only to the admin content API. Plain HTML and script so it needs no build.
 */
export const adminPage = /* html */ `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content editor | Werkhaus</title>
<style>
  :root { --brand:#0f4c5c; --line:#d9e0e3; --muted:#55636a; --danger:#b42318; --ok:#1f7a3d; font-family: system-ui, sans-serif; color:#1b2428; }
  body { margin:0; }
  header { display:flex; align-items:center; justify-content:space-between; padding:.75rem 1.25rem; border-bottom:1px solid var(--line); }
  h1 { font-size:1.125rem; margin:0; } h2 { font-size:1rem; margin:0 0 .75rem; }
  main { display:grid; grid-template-columns: 18rem 1fr; min-height: calc(100vh - 3.5rem); }
  nav { border-right:1px solid var(--line); padding:1rem; overflow:auto; }
  nav ul { list-style:none; margin:0 0 1rem; padding:0; } nav li button { all:unset; cursor:pointer; display:block; padding:.3rem .5rem; border-radius:4px; width:100%; box-sizing:border-box; }
  nav li button:hover, nav li button[aria-current="true"] { background:#e6f0f2; }
  nav small { color:var(--muted); }
  section { padding:1rem 1.25rem; }
  label { display:block; font-weight:600; margin:.75rem 0 .25rem; font-size:.875rem; }
  input, select, textarea { font:inherit; padding:.45rem .55rem; border:1px solid var(--line); border-radius:6px; box-sizing:border-box; }
  textarea { width:100%; font-family: ui-monospace, monospace; font-size:.8125rem; }
  button.primary, button.secondary { font:inherit; font-weight:600; padding:.5rem 1rem; border-radius:6px; cursor:pointer; }
  button.primary { background:var(--brand); color:#fff; border:0; } button.secondary { background:#fff; border:1px solid var(--line); }
  .row { display:flex; gap:.5rem; flex-wrap:wrap; align-items:end; }
  .errors { color:var(--danger); } .ok { color:var(--ok); }
  iframe { width:100%; min-height:12rem; border:1px solid var(--line); border-radius:6px; }
  .grid2 { display:grid; grid-template-columns: 1fr 1fr; gap:1.25rem; } @media (max-width: 900px) { main, .grid2 { grid-template-columns: 1fr; } }
  table { border-collapse:collapse; width:100%; font-size:.875rem; } td, th { text-align:left; padding:.3rem; border-bottom:1px solid var(--line); }
  [hidden] { display:none !important; }
</style>
</head>
<body>
<header><h1>Werkhaus · Content editor</h1><button type="button" class="secondary" id="signout" hidden>Sign out</button></header>

<form id="login" style="max-width:24rem;margin:4rem auto;padding:0 1rem">
  <h2>Sign in</h2>
  <label for="token">Admin token</label>
  <input id="token" name="token" type="password" autocomplete="current-password" required style="width:100%">
  <p id="login-error" class="errors" role="alert"></p>
  <button class="primary" type="submit">Sign in</button>
</form>

<main id="app" hidden>
  <nav aria-label="Content entries">
    <div id="entries"></div>
    <h2>New entry</h2>
    <form id="new-entry">
      <label for="new-type">Type</label>
      <select id="new-type"><option>block</option><option>setting</option><option>page</option></select>
      <label for="new-identifier">Identifier</label>
      <input id="new-identifier" required pattern="[a-z0-9][a-z0-9-]*">
      <label for="new-locale">Locale</label>
      <select id="new-locale"><option>de</option><option>en</option><option>fr</option><option>es</option><option>it</option></select>
      <p><button class="secondary" type="submit">Open</button></p>
    </form>
  </nav>
  <section aria-labelledby="editor-title">
    <h2 id="editor-title">Choose an entry</h2>
    <form id="editor" hidden>
      <div class="grid2">
        <div>
          <label for="content">Content (HTML)</label>
          <textarea id="content" rows="10"></textarea>
          <label for="config">Config (JSON)</label>
          <textarea id="config" rows="16"></textarea>
          <label for="script">Script (stored, never run by the shop)</label>
          <textarea id="script" rows="3"></textarea>
          <div class="row" style="margin-top:.75rem">
            <button class="secondary" type="button" id="validate">Validate and preview</button>
            <button class="primary" type="submit">Save</button>
          </div>
          <div id="status" role="status" aria-live="polite"></div>
          <ul id="errors" class="errors" role="alert"></ul>
        </div>
        <div>
          <h2>Preview</h2>
          <iframe id="preview" title="Preview" sandbox></iframe>
          <h2 style="margin-top:1.25rem">History</h2>
          <table><thead><tr><th scope="col">Version</th><th scope="col">Saved</th><th scope="col">Action</th></tr></thead><tbody id="history"></tbody></table>
        </div>
      </div>
    </form>
  </section>
</main>

<script>
(() => {
  const $ = (id) => document.getElementById(id);
  const base = location.pathname.replace(/\\/admin\\/?$/, '') + '/admin/api/content';
  let token = sessionStorage.getItem('admin-token') || '';
  let current = null;

  async function call(path, init = {}) {
    const res = await fetch(base + path, { ...init, headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', ...(init.headers || {}) } });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(body.error ? body.error.message : 'HTTP ' + res.status), { status: res.status, issues: body.error && body.error.details && body.error.details.issues });
    return body;
  }
  const keyPath = (k) => '/' + [k.type, k.identifier, k.locale].map(encodeURIComponent).join('/');
  const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

  function text(t, locale) { return typeof t === 'string' ? t : t ? t[locale] || t.de || Object.values(t)[0] || '' : ''; }
  function menuHtml(items, locale) {
    return '<ul>' + (items || []).map((i) => '<li><strong>' + escape(text(i.title, locale)) + '</strong> <small>' + escape(i.kind || 'link') + ' ' + escape(i.href || i.slug || '') + '</small>' + (i.items ? menuHtml(i.items, locale) : '') + '</li>').join('') + '</ul>';
  }
  function preview(entry) {
    let html = entry.content || '';
    if (entry.identifier === 'menu') html = menuHtml(entry.config.items, entry.locale);
    else if (entry.type === 'setting' || !html) html = '<pre>' + escape(JSON.stringify(entry.config, null, 2)) + '</pre>';
    $('preview').srcdoc = '<!doctype html><meta charset="utf-8"><body style="font-family:system-ui;margin:1rem">' + html;
  }

  async function showList() {
    const { entries } = await call('');
    const groups = {};
    for (const e of entries) (groups[e.type + ' · ' + e.identifier] ||= []).push(e);
    $('entries').innerHTML = Object.entries(groups).map(([name, list]) => '<h2>' + escape(name) + '</h2><ul>' + list.map((e) =>
      '<li><button type="button" data-key="' + escape(JSON.stringify({ type: e.type, identifier: e.identifier, locale: e.locale })) + '"' + (current && current.type === e.type && current.identifier === e.identifier && current.locale === e.locale ? ' aria-current="true"' : '') + '>' + escape(e.locale) + ' <small>v' + e.version + '</small></button></li>').join('') + '</ul>').join('');
  }

  async function open(key) {
    let entry = { ...key, content: '', config: {}, script: null };
    let status = '';
    try { entry = await call(keyPath(key)); } catch (e) { if (e.status !== 404) throw e; status = 'New entry: not saved yet.'; }
    // The title changes only once the entry is loaded, so the form never shows one entry under another's name.
    current = key;
    $('editor-title').textContent = key.type + ' · ' + key.identifier + ' · ' + key.locale;
    $('editor').hidden = false; $('errors').innerHTML = ''; $('status').textContent = status;
    $('content').value = entry.content; $('config').value = JSON.stringify(entry.config, null, 2); $('script').value = entry.script || '';
    preview(entry); await showHistory(); await showList();
  }

  async function showHistory() {
    let versions = [];
    try { ({ versions } = await call(keyPath(current) + '/history')); } catch (e) { if (e.status !== 404) throw e; }
    $('history').innerHTML = versions.map((v) => '<tr><td>v' + v.version + '</td><td>' + escape(new Date(v.createdAt).toLocaleString()) + '</td><td><button type="button" class="secondary" data-restore="' + v.version + '">Restore</button></td></tr>').join('');
  }

  function body() {
    let config;
    try { config = JSON.parse($('config').value || '{}'); } catch (e) { throw Object.assign(new Error('Config is not valid JSON: ' + e.message), { issues: [] }); }
    return JSON.stringify({ content: $('content').value, config, script: $('script').value || null });
  }
  function showError(e) {
    $('status').textContent = '';
    $('errors').innerHTML = '<li>' + escape(e.message) + '</li>' + (e.issues || []).map((i) => '<li><code>' + escape(i.path) + '</code>: ' + escape(i.message) + '</li>').join('');
  }
  async function save(dryRun) {
    $('errors').innerHTML = '';
    try {
      const entry = await call(keyPath(current) + (dryRun ? '?dryRun=true' : ''), { method: 'PUT', body: body() });
      preview(entry);
      // The history and the list show the new version before the status says it was saved.
      if (!dryRun) { $('content').value = entry.content; await Promise.all([showHistory(), showList()]).catch(showError); }
      $('status').textContent = dryRun ? 'Valid. The preview shows the cleaned content.' : 'Saved as version ' + entry.version + '. The shop shows it within seconds.';
    } catch (e) { showError(e); }
  }

  async function signIn() {
    try { await showList(); $('login').hidden = true; $('app').hidden = false; $('signout').hidden = false; return true; }
    catch (e) { $('login-error').textContent = e.status === 401 || e.status === 403 ? e.message : 'Could not reach the API: ' + e.message; return false; }
  }

  $('login').addEventListener('submit', async (ev) => { ev.preventDefault(); token = $('token').value.trim(); if (await signIn()) sessionStorage.setItem('admin-token', token); });
  $('signout').addEventListener('click', () => { sessionStorage.removeItem('admin-token'); location.reload(); });
  $('entries').addEventListener('click', (ev) => { const b = ev.target.closest('button[data-key]'); if (b) open(JSON.parse(b.dataset.key)).catch(showError); });
  $('new-entry').addEventListener('submit', (ev) => { ev.preventDefault(); open({ type: $('new-type').value, identifier: $('new-identifier').value, locale: $('new-locale').value }).catch(showError); });
  $('validate').addEventListener('click', () => save(true));
  $('editor').addEventListener('submit', (ev) => { ev.preventDefault(); save(false); });
  $('history').addEventListener('click', async (ev) => {
    const b = ev.target.closest('button[data-restore]'); if (!b) return;
    try { await call(keyPath(current) + '/restore', { method: 'POST', body: JSON.stringify({ version: Number(b.dataset.restore) }) }); await open(current); $('status').textContent = 'Restored version ' + b.dataset.restore + ' as the newest.'; }
    catch (e) { showError(e); }
  });
  if (token) signIn();
})();
</script>
</body>
</html>
`;

/** The editor's one script, allowed by its hash: no other script, injected or stored, runs there. */
const script = /<script>([\s\S]*)<\/script>/.exec(adminPage)![1]!;
export const adminPagePolicy = [
  "default-src 'self'",
  `script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  // The preview frame is sandboxed: stored markup shows there without running.
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');
