/**
 * The reference engine for the benchmark: wappalyzer-core 6.10.66 (GPL-3.0, a devDependency, run here and never
 * read or copied), through its documented API only: setTechnologies, setCategories, analyze, resolve. Its
 * analyze() takes the page's parts already extracted (meta tags, script URLs, scripts, cookies, CSS, text),
 * as a browser driver would hand them over; we extract them with cheerio, outside the timed part.
 */
import * as cheerio from 'cheerio';
import { createRequire } from 'node:module';
import type { PageInput, RawFingerprints } from '../src/types.js';

interface Wappalyzer {
  setTechnologies(technologies: Record<string, unknown>): void;
  setCategories(categories: Record<string, unknown>): void;
  analyze(input: Record<string, unknown>): Promise<unknown[]>;
  resolve(detections: unknown[]): { name: string; confidence: number; version: string }[];
}

export interface ReferenceResult {
  name: string;
  confidence: number;
  version: string | null;
}

export class ReferenceEngine {
  private readonly w: Wappalyzer;

  constructor(raw: RawFingerprints) {
    const require = createRequire(import.meta.url);
    this.w = require('wappalyzer-core') as Wappalyzer;
    this.w.setCategories(raw.categories);
    this.w.setTechnologies(raw.technologies);
  }

  async detect(input: Record<string, unknown>): Promise<ReferenceResult[]> {
    const found = this.w.resolve(await this.w.analyze(input));
    return found.map((t) => ({ name: t.name, confidence: Number(t.confidence), version: t.version ? String(t.version) : null }));
  }
}

/** The page's parts in the shapes analyze() documents (lists of values under lowercased names). */
export function referenceInput(page: PageInput): Record<string, unknown> {
  const $ = cheerio.load(page.html);
  const meta: Record<string, string[]> = {};
  $('meta').each((_, el) => {
    const key = $(el).attr('name') ?? $(el).attr('property') ?? $(el).attr('itemprop') ?? $(el).attr('http-equiv');
    const content = $(el).attr('content');
    if (key !== undefined && content !== undefined) (meta[key.toLowerCase()] ??= []).push(content);
  });
  const scriptSrc: string[] = [];
  $('script[src]').each((_, el) => {
    try {
      scriptSrc.push(new URL(($(el).attr('src') ?? '').trim(), page.url).href);
    } catch {
      // not a URL: skipped, as the browser would
    }
  });
  const scripts = [
    ...$('script:not([src])')
      .toArray()
      .map((el) => $(el).text()),
    ...(page.scripts ?? []).map((s) => s.content),
  ];
  const css = [
    ...$('style')
      .toArray()
      .map((el) => $(el).text()),
    ...(page.css ?? []),
  ].join('\n');
  const headers: Record<string, string[]> = {};
  const cookies: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name.toLowerCase()] = [value];
    if (name.toLowerCase() === 'set-cookie') {
      for (const line of value.split('\n')) {
        const pair = line.split(';', 1)[0]!;
        const eq = pair.indexOf('=');
        if (eq > 0) (cookies[pair.slice(0, eq).trim().toLowerCase()] ??= []).push(pair.slice(eq + 1).trim());
      }
    }
  }
  const input: Record<string, unknown> = {
    url: page.url,
    html: page.html,
    headers,
    cookies,
    meta,
    scriptSrc,
    scripts,
    css,
    text: $('body').text(),
  };
  if (page.robots) input.robots = page.robots;
  if (page.dns) input.dns = page.dns;
  return input;
}
