import { isApiError, type CompanyInclude, type CompanyRecord } from '@keiretsu/client';
import { Command } from 'commander';
import { customerAction, customerClient, parseList } from './session.js';
import { formatTable } from './table.js';

const INCLUDES: readonly CompanyInclude[] = ['technologies', 'firmographics', 'evidence'];

type Outcome = { domain: string; record: CompanyRecord } | { domain: string; status: 'not_found' };

/**
 * `keiretsu lookup DOMAIN...` (contracts section 10): each domain or slug looked up in turn (1 credit per company
 * found, free again for 30 days), printed as a table, or with --json one JSON object a line: the company record,
 * or {"domain": ..., "status": "not_found"}. A domain that is not found is an answer, not an error: exit 0.
 */
export function lookupCommand(): Command {
  return new Command('lookup')
    .description('look companies up by domain or slug (KEIRETSU_URL, KEIRETSU_API_KEY)')
    .argument('<domain...>', 'domains or slugs')
    .option('--include <sections>', `comma-separated: ${INCLUDES.join(', ')}`)
    .option('--json', 'one JSON object a line instead of a table')
    .action(
      customerAction(async (domains: string[], options: { include?: string; json?: boolean }) => {
        const include = parseList(options.include, INCLUDES, '--include');
        const client = customerClient();
        const outcomes: Outcome[] = [];
        for (const domain of domains) {
          let outcome: Outcome;
          try {
            outcome = { domain, record: await client.lookupCompany(domain, include) };
          } catch (err) {
            if (!isApiError(err, 'company_not_found')) throw err;
            outcome = { domain, status: 'not_found' };
          }
          // JSON lines go out as they come, so a pipeline sees each answer at once.
          if (options.json) process.stdout.write(JSON.stringify('record' in outcome ? outcome.record : outcome) + '\n');
          else outcomes.push(outcome);
        }
        if (!options.json) process.stdout.write(lookupTable(outcomes, include.includes('technologies') || include.includes('evidence')));
      }),
    );
}

function lookupTable(outcomes: readonly Outcome[], withTechnologies: boolean): string {
  const header = ['DOMAIN', 'STATUS', 'NAME', 'SLUG', 'PRIMARY DOMAIN', 'COUNTRY', 'EMPLOYEES', 'PARTNERS'];
  if (withTechnologies) header.push('TECHNOLOGIES');
  const rows = outcomes.map((o) => {
    if (!('record' in o)) return [o.domain, 'not_found', '', '', '', '', '', ''];
    const r = o.record;
    const row = [
      o.domain,
      'found',
      r.name,
      r.slug,
      r.primary_domain,
      r.firmographics?.country ?? '',
      r.firmographics?.employee_range ?? '',
      String(r.partnership_count),
    ];
    if (withTechnologies) row.push((r.technologies ?? []).map((t) => t.tech_key).join(', '));
    return row;
  });
  return formatTable(header, rows, withTechnologies ? 60 : 48);
}
