import type { OpenApiDocument, OpenApiOperation } from './document.ts';

/** Where the page's stylesheet is served (a file of the service: the CSP allows no inline style). */
export const REFERENCE_CSS_PATH = '/api/docs.css';
export const OPENAPI_JSON_PATH = '/api/openapi.json';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function schemaBlock(title: string, schema: unknown): string {
  return `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(
    JSON.stringify(schema, null, 2),
  )}</pre></details>`;
}

function operationHtml(path: string, op: OpenApiOperation): string {
  const body = op.requestBody?.content['application/json'].schema;
  const answer = (op.responses['200']?.content as { 'application/json': { schema: unknown } })[
    'application/json'
  ].schema;
  return `<section class="op" id="${escapeHtml(op.operationId)}">
<h3><span class="method">POST</span> <code>${escapeHtml(path)}</code> <span class="access access-${op['x-access']}">${op['x-access']}</span></h3>
<p>${escapeHtml(op.summary.replace(/^[^:]+: /, ''))}</p>
${body ? schemaBlock(op.requestBody?.required ? 'Request body' : 'Request body (optional)', body) : '<p>No request body.</p>'}
${schemaBlock('Answer (200)', answer)}
</section>`;
}

/**
 * The API reference at /api/docs: a plain page rendered from the OpenAPI document, grouped by tag
 * (the driver API first), with each endpoint's access and its body and answer schemas. No script
 * and no inline style, so it works under the service's strict CSP; the document itself is one
 * link away for tools.
 */
export function referencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, { post }] of Object.entries(doc.paths)) {
    const tag = post.tags[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, post)]);
  }
  const tags = doc.tags.map((t) => t.name).filter((name) => byTag.has(name));
  const sections = tags
    .map(
      (tag) =>
        `<h2 id="tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</h2>\n${(byTag.get(tag) ?? []).join('\n')}`,
    )
    .join('\n');
  const toc = tags
    .map(
      (tag) =>
        `<li><a href="#tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</a> (${byTag.get(tag)?.length ?? 0})</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)} — reference</title>
<link rel="stylesheet" href="${REFERENCE_CSS_PATH}">
</head>
<body>
<main>
<h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${escapeHtml(doc.info.description)}</p>
<p>OpenAPI 3.1 document: <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a></p>
<nav aria-label="Sections"><ul>${toc}</ul></nav>
${sections}
</main>
</body>
</html>
`;
}

export const REFERENCE_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b1f24;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 4rem}
h2{margin-top:2.5rem;border-bottom:1px solid #d0d7de;padding-bottom:.25rem}
.op{border:1px solid #d0d7de;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
.op h3{font-size:1rem;margin:.25rem 0;word-break:break-all}
.method{background:#0b6e4f;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.8rem}
.access{border-radius:4px;padding:0 .4rem;font-size:.8rem;border:1px solid currentColor}
.access-public{color:#57606a}.access-rider{color:#0550ae}.access-driver{color:#8a4600}
pre{background:#f6f8fa;padding:.75rem;overflow:auto;font-size:.8rem}
summary{cursor:pointer}
`;
