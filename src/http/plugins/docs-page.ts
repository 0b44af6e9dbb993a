/** Renders the OpenAPI document as one self-contained HTML page: no scripts, no assets from elsewhere. */

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  security?: Record<string, unknown>[];
}
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
}
interface Document {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

const esc = (s: unknown): string => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function typeOf(s: Schema | undefined): string {
  if (!s) return '';
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((e) => JSON.stringify(e)).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.type === 'array') return `array of ${typeOf(s.items)}`;
  const bounds = [s.minimum !== undefined ? `≥ ${s.minimum}` : '', s.maximum !== undefined ? `≤ ${s.maximum}` : '']
    .filter(Boolean)
    .join(', ');
  return `${Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? 'any')}${bounds ? ` (${bounds})` : ''}${s.default !== undefined ? `, default ${JSON.stringify(s.default)}` : ''}`;
}

function fields(s: Schema | undefined, depth = 0): string {
  if (!s || depth > 4) return '';
  const target = s.type === 'array' ? s.items : s;
  if (!target?.properties) return target?.anyOf ? target.anyOf.map((v) => fields(v, depth)).join('') : '';
  const rows = Object.entries(target.properties)
    .map(
      ([name, p]) =>
        `<li><code>${esc(name)}</code>${target.required?.includes(name) ? '' : ' <em>optional</em>'}: ${esc(typeOf(p))}${p.description ? ` — ${esc(p.description)}` : ''}${fields(p, depth + 1)}</li>`,
    )
    .join('');
  return `<ul>${rows}</ul>`;
}

export function renderDocs(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ', required' : ''}): ${esc(typeOf(p.schema))}${p.description ? ` — ${esc(p.description)}` : ''}</li>`,
        )
        .join('');
      const body = op.requestBody?.content
        ? Object.entries(op.requestBody.content)
            .map(([type, c]) => `<p>Body (<code>${esc(type)}</code>)</p>${fields(c.schema)}`)
            .join('')
        : '';
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => {
          const schema = r.content?.['application/json']?.schema;
          return `<li><strong>${esc(status)}</strong> ${esc(schema?.description ?? r.description ?? '')}${/^2/.test(status) ? fields(schema) : ''}</li>`;
        })
        .join('');
      const html = `<section id="${esc(method + path)}"><h3><span class="m ${esc(method)}">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary ?? '')}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}${params ? `<p>Parameters</p><ul>${params}</ul>` : ''}${body}<p>Responses</p><ul>${responses}</ul></section>`;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const toc = [...byTag.keys()].map((t) => `<a href="#tag-${esc(t)}">${esc(t)}</a>`).join(' · ');
  const sections = [...byTag].map(([tag, ops]) => `<h2 id="tag-${esc(tag)}">${esc(tag)}</h2>${ops.join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.info.title)} — reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1d2330}
code{font:13px ui-monospace,monospace;background:#f2f4f8;padding:1px 4px;border-radius:3px}section{border-top:1px solid #e3e6ee;padding:.5rem 0}
.m{font:bold 12px ui-monospace,monospace;padding:2px 6px;border-radius:3px;color:#fff;background:#556}.get{background:#2b7a4b}.post{background:#2456a6}
.put,.patch{background:#9a6a12}.delete{background:#a33}ul{margin:.2rem 0}em{color:#667}</style></head><body>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1><p>${esc(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1). ${toc}</p>${sections}</body></html>`;
}
