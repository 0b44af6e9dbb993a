import type { RawFingerprints } from '@keiretsu/detect';
import { readInstalledFingerprints } from '@keiretsu/detect';
import { Command } from 'commander';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { printJson, withContainer } from './context.js';

/**
 * `keiretsu fingerprints update PATH`: load a newer fingerprint set in the Wappalyzer format (ARCHITECTURE.md,
 * "Detection"); `keiretsu fingerprints status`: the set in force.
 */
export function fingerprintsCommand(): Command {
  const command = new Command('fingerprints').description('the technology fingerprint set the crawlers detect with');
  command
    .command('update')
    .description(
      'load a fingerprint set in the Wappalyzer format: a JSON file of {technologies, categories}, a technologies.json ' +
        '(name -> fingerprint), or a directory of such files (webappanalyzer src/technologies/); every worker uses it within a minute',
    )
    .argument('<path>', 'a JSON file or a directory of JSON files')
    .option('--categories <file>', "categories.json (default: the one beside PATH, else the installed set's)")
    .action(async (path: string, options: { categories?: string }) => {
      const raw = readFingerprintFiles(path, options.categories);
      await withContainer(async (c) => {
        const { info, added, warnings } = await c.fingerprints.update(raw, resolve(path));
        printJson({
          source: info.source,
          technologies: info.technologyCount,
          sha256: info.sha256,
          catalogue_added: added,
          warnings: warnings.length,
          first_warnings: warnings.slice(0, 10),
        });
      });
    });
  command
    .command('status')
    .description('the set in force: where it comes from, its technologies and digest')
    .action(async () => {
      await withContainer(async (c) => {
        const info = await c.fingerprints.current();
        printJson({
          source: info.source,
          technologies: info.technologyCount,
          sha256: info.sha256,
          loaded_at: info.loadedAt?.toISOString() ?? null,
        });
      });
    });
  return command;
}

/**
 * Reads a set as it is published: one document with both parts, a technologies object alone, or a directory
 * with one file per letter. Categories come from --categories, a categories.json beside the technologies (or one
 * level up, as in webappanalyzer's src/), else the installed set's.
 */
export function readFingerprintFiles(path: string, categoriesPath?: string): RawFingerprints {
  const readJson = (file: string): Record<string, unknown> => {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new Error(`${file} is not JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} is not a JSON object`);
    return value as Record<string, unknown>;
  };
  let technologies: Record<string, unknown> = {};
  let categories: Record<string, unknown> | undefined;
  if (statSync(path).isDirectory()) {
    const files = readdirSync(path)
      .filter((f) => f.endsWith('.json') && f !== 'categories.json')
      .sort();
    if (files.length === 0) throw new Error(`${path} has no JSON files`);
    for (const file of files) technologies = { ...technologies, ...readJson(join(path, file)) };
  } else {
    const document = readJson(path);
    const both = isObject(document.technologies);
    technologies = both ? (document.technologies as Record<string, unknown>) : document;
    if (both && isObject(document.categories)) categories = document.categories as Record<string, unknown>;
  }
  if (categoriesPath) categories = readJson(categoriesPath);
  if (!categories) {
    const dir = statSync(path).isDirectory() ? path : dirname(path);
    const beside = [join(dir, 'categories.json'), join(dirname(dir), 'categories.json')].find((f) => existsSync(f));
    categories = beside ? readJson(beside) : readInstalledFingerprints().categories;
  }
  return { technologies, categories };
}

function isObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
