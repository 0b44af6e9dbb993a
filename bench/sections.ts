import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';

/**
 * Sections of docs/benchmarks.md that one benchmark writes on its own (`BENCH_ONLY=crawl`, `BENCH_ONLY=detect`),
 * between `<!-- bench:NAME ... -->` and `<!-- /bench:NAME -->`, so that a partial run replaces its section and
 * keeps the others.
 */
export function sectionMarkers(name: string, writer: string): { open: string; close: string } {
  return { open: `<!-- bench:${name} (${writer} writes this section) -->`, close: `<!-- /bench:${name} -->` };
}

/** The section as docs/benchmarks.md holds it, markers included, or null. */
export async function currentSection(name: string, file = 'docs/benchmarks.md'): Promise<string | null> {
  const doc = await readFile(file, 'utf8').catch(() => '');
  const { start, end, close } = find(doc, name);
  return start >= 0 && end > start ? doc.slice(start, end + close.length) : null;
}

/** Writes a section (markers included) in place of the last one, else before the notes. */
export async function writeSection(name: string, section: string, file = 'docs/benchmarks.md'): Promise<void> {
  const doc = await readFile(file, 'utf8');
  const { start, end, close } = find(doc, name);
  let next: string;
  if (start >= 0 && end > start) next = doc.slice(0, start) + section + doc.slice(end + close.length);
  else {
    const notes = doc.indexOf('\n## What makes the warm paths fast');
    next = notes >= 0 ? `${doc.slice(0, notes)}\n${section}\n${doc.slice(notes)}` : `${doc.trimEnd()}\n\n${section}\n`;
  }
  await writeFile(file, next);
  execFileSync('npx', ['prettier', '--write', file], { stdio: 'ignore' });
}

function find(doc: string, name: string): { start: number; end: number; close: string } {
  const close = `<!-- /bench:${name} -->`;
  return { start: doc.indexOf(`<!-- bench:${name} `), end: doc.indexOf(close), close };
}
