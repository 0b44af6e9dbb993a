import { unwrap, type CompanyRecord, type RefreshJob } from '@keiretsu/client';
import { day, field, h, num, statusLine } from '../dom';
import { navigate, type PageContext } from '../router';
import { api, describeError } from '../session';
import { partnersSection } from './partners';

type Technology = NonNullable<CompanyRecord['technologies']>[number];

/** A company's profile: firmographics, related companies, technologies with evidence, partners, refresh. */
export async function companyPage({ main, params }: PageContext): Promise<void> {
  const identifier = params[0]!;
  let company: CompanyRecord;
  try {
    company = unwrap(
      await api().api.GET('/v1/companies/{identifier}', {
        params: { path: { identifier }, query: { include: 'technologies,firmographics,evidence' } },
      }),
    );
  } catch (err) {
    main.append(
      h('h1', null, 'Company not found'),
      h('p', { role: 'alert' }, describeError(err)),
      h('p', null, h('a', { href: '/' }, 'Back to search')),
    );
    return;
  }
  const slug = company.slug ?? company.primary_domain;
  main.append(
    h(
      'div',
      { class: 'page-head' },
      h('h1', null, company.name),
      h(
        'p',
        { class: 'muted' },
        company.primary_domain,
        company.domains && company.domains.length > 1
          ? ` · also ${company.domains.filter((d) => d !== company.primary_domain).join(', ')}`
          : '',
      ),
      h(
        'div',
        { class: 'actions' },
        h('a', { class: 'button', href: `/companies/${encodeURIComponent(slug)}/graph` }, 'Partner graph'),
        refreshControl(company),
      ),
    ),
    h('div', { class: 'grid' }, firmographics(company), related(company), compareForm(slug)),
    technologies(company.technologies ?? []),
    partnersSection(slug, company.partnership_count),
  );
}

function firmographics(company: CompanyRecord): HTMLElement {
  const f = company.firmographics;
  const rows: [string, string | undefined][] = [
    ['Industry', f?.industry_label ?? f?.industry],
    ['Employees', f?.employee_range],
    ['Country', f?.country],
    ['Founded', f?.founded_year?.toString()],
    ['Technologies', f?.tech_count !== undefined ? num(f.tech_count) : undefined],
    ['Open jobs', f?.open_jobs_count !== undefined ? num(f.open_jobs_count) : undefined],
    ['Partners', num(company.partnership_count)],
    ['Investors', company.investors?.join(', ')],
  ];
  const known = rows.filter(([, v]) => v !== undefined && v !== '');
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'firmo-h' },
    h('h2', { id: 'firmo-h' }, 'Firmographics'),
    h(
      'dl',
      { class: 'facts' },
      known.map(([k, v]) => [h('dt', null, k), h('dd', null, v!)]),
    ),
  );
}

function related(company: CompanyRecord): HTMLElement {
  const list = company.related_companies ?? [];
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'related-h' },
    h('h2', { id: 'related-h' }, 'Related companies'),
    list.length
      ? h(
          'ul',
          { class: 'plain' },
          list.map((r) =>
            h(
              'li',
              null,
              r.slug || r.primary_domain
                ? h('a', { href: `/companies/${encodeURIComponent(r.slug ?? r.primary_domain!)}` }, r.name)
                : r.name,
              h('span', { class: 'pill' }, r.relationship),
            ),
          ),
        )
      : h('p', { class: 'muted' }, 'No ownership relationships known.'),
  );
}

function compareForm(slug: string): HTMLElement {
  const other = h('input', { type: 'text', name: 'with', autocomplete: 'off', required: true, placeholder: 'domain or slug' });
  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'compare-h' },
    h('h2', { id: 'compare-h' }, 'Compare networks'),
    h(
      'form',
      {
        onsubmit: (e: Event) => {
          e.preventDefault();
          navigate(`/companies/${encodeURIComponent(slug)}/graph?with=${encodeURIComponent(other.value.trim())}`);
        },
      },
      field('Other company', other, 'Draws both networks with their shared partners highlighted.'),
      h('button', { type: 'submit', class: 'secondary' }, 'Show both networks'),
    ),
  );
}

/** The first rows of a long stack at once; the rest behind one button (a company may have 100). */
const FIRST_TECHNOLOGIES = 12;

function technologies(list: Technology[]): HTMLElement {
  const more =
    list.length > FIRST_TECHNOLOGIES
      ? h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: (e: Event) => {
              section.querySelectorAll('tr[hidden]').forEach((tr) => ((tr as HTMLElement).hidden = false));
              (e.currentTarget as HTMLElement).remove();
            },
          },
          `Show all ${list.length} technologies`,
        )
      : null;
  const section = h(
    'section',
    { 'aria-labelledby': 'tech-h' },
    h('h2', { id: 'tech-h' }, 'Technologies'),
    list.length
      ? h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            null,
            h('caption', { class: 'sr-only' }, 'Technologies detected, with their evidence'),
            h(
              'thead',
              null,
              h(
                'tr',
                null,
                h('th', { scope: 'col' }, 'Technology'),
                h('th', { scope: 'col' }, 'Vendor'),
                h('th', { scope: 'col' }, 'Seen'),
                h('th', { scope: 'col' }, 'Evidence'),
              ),
            ),
            h(
              'tbody',
              null,
              list.map((t, i) =>
                h(
                  'tr',
                  { hidden: i >= FIRST_TECHNOLOGIES },
                  h(
                    'td',
                    null,
                    t.vendor_only
                      ? h('span', null, t.display_name, ' ', h('span', { class: 'pill' }, 'vendor only'))
                      : h('a', { href: `/technologies/${encodeURIComponent(t.tech_key)}` }, t.display_name),
                  ),
                  h('td', null, t.vendor_name ?? '—'),
                  h(
                    'td',
                    { class: 'nowrap' },
                    `${day(t.first_seen)} – ${day(t.last_seen)}`,
                    h('br'),
                    h('span', { class: 'muted' }, `${num(t.detection_count)} detections`),
                  ),
                  h('td', null, evidence(t)),
                ),
              ),
            ),
          ),
        )
      : h('p', { class: 'muted' }, 'No technologies detected.'),
    more,
  );
  return section;
}

function evidence(t: Technology): HTMLElement | string {
  const items = t.evidence ?? [];
  if (!items.length) return '—';
  return h(
    'details',
    null,
    h('summary', null, `${items.length} ${items.length === 1 ? 'item' : 'items'}`),
    h(
      'ul',
      { class: 'evidence' },
      items.map((e) =>
        h(
          'li',
          null,
          h('span', { class: 'pill' }, e.source),
          ' ',
          e.matched ? h('code', null, e.matched) : null,
          e.url ? [' on ', h('span', { class: 'break' }, e.url)] : null,
          h('span', { class: 'muted' }, ` · ${day(e.observed_at)}`),
        ),
      ),
    ),
  );
}

/** Refresh: queues a crawl of the company's domain and shows the job as it moves, polling as Retry-After says. */
function refreshControl(company: CompanyRecord): HTMLElement {
  const status = statusLine();
  const progress = h('progress', { max: 1, value: 0, hidden: true, 'aria-label': 'Refresh progress' });
  const button = h('button', { type: 'button', class: 'secondary' }, 'Refresh data');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const jobId = await api().refresh([company.primary_domain]);
      progress.hidden = false;
      for (;;) {
        const { job, retryAfterSeconds } = await api().getJob(jobId);
        showJob(job, status, progress);
        if (job.status !== 'running' || !button.isConnected) break;
        await countdown(retryAfterSeconds ?? 60, status, job);
      }
    } catch (err) {
      status.textContent = describeError(err);
    } finally {
      button.disabled = false;
    }
  });
  return h('div', { class: 'refresh' }, button, progress, status);
}

function showJob(job: RefreshJob, status: HTMLElement, progress: HTMLProgressElement): void {
  const s = job.summary;
  progress.max = Math.max(1, s.total);
  progress.value = s.succeeded + s.failed;
  const failures = job.domains.filter((d) => d.error).map((d) => `${d.domain}: ${d.error}`);
  status.textContent =
    job.status === 'running'
      ? `Refresh running: ${s.succeeded} succeeded, ${s.failed} failed, ${s.processing} in progress.`
      : `Refresh ${job.status}${failures.length ? ` (${failures.join('; ')})` : ''}. ${job.data_freshness?.note ?? ''}`;
}

async function countdown(seconds: number, status: HTMLElement, job: RefreshJob): Promise<void> {
  for (let left = Math.ceil(seconds); left > 0 && status.isConnected; left -= 1) {
    status.dataset.next = String(left);
    status.title = `${job.summary.processing} in progress; next check in ${left} s`;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
