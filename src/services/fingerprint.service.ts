import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  catalogueOf,
  compileFingerprints,
  installedFingerprintFiles,
  readInstalledFingerprints,
  SUPPLEMENT,
  type RawFingerprints,
} from '@keiretsu/detect';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { getSetting, setSetting } from '../db/repositories/account.repository.js';
import * as repo from '../db/repositories/fingerprint.repository.js';
import { applyCatalogue } from '../import/apply-catalogue.js';

/** What a crawl thread compiles: the set installed from npm, or a set an operator loaded (its JSON document). */
export type FingerprintSpec = { kind: 'installed' } | { kind: 'stored'; document: string };

/** The set in force: where it comes from and its digest (the supplement included). */
export interface FingerprintSetInfo {
  /** the stored set's id; null for the installed one */
  id: number | null;
  source: string;
  sha256: string;
  technologyCount: number | null;
  loadedAt: Date | null;
}

/** The settings key holding the digest of the set whose technologies the catalogue has. */
const CATALOGUE_SET = 'catalogue_fingerprint_sha256';

/**
 * The fingerprint set the crawlers detect with (contracts section 8; ARCHITECTURE.md "Detection"): the set
 * installed from npm, or the newest set an operator loaded with `keiretsu fingerprints update`, kept in the
 * database so every worker on it uses the same one. Our supplement (packages/detect) is added to either.
 */
export class FingerprintService {
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  async current(): Promise<FingerprintSetInfo> {
    const stored = await repo.currentFingerprintSet(this.db);
    if (stored) {
      return {
        id: stored.id,
        source: stored.source,
        sha256: stored.sha256,
        technologyCount: stored.technology_count,
        loadedAt: stored.loaded_at,
      };
    }
    return (this.installed ??= installedSet());
  }

  private installed: FingerprintSetInfo | undefined;

  /** The set in force, as a crawl thread takes it. */
  async spec(info?: FingerprintSetInfo): Promise<FingerprintSpec> {
    const { id } = info ?? (await this.current());
    if (id === null) return { kind: 'installed' };
    const document = await repo.fingerprintDocument(this.db, id);
    return document === undefined ? { kind: 'installed' } : { kind: 'stored', document };
  }

  /**
   * Loads a newer set in the Wappalyzer format. It is compiled first, so a set that does not parse, or has no
   * technology, is refused before anything is stored; the catalogue gains its new technologies at once and
   * crawl workers switch to it within a minute (container.ts).
   */
  async update(raw: RawFingerprints, source: string): Promise<{ info: FingerprintSetInfo; added: number; warnings: readonly string[] }> {
    const compiled = compileFingerprints(raw, { supplement: SUPPLEMENT });
    const own = compiled.stats.technologies - Object.keys(SUPPLEMENT).filter((n) => !Object.hasOwn(raw.technologies, n)).length;
    if (own < 1) throw new Error(`${source} has no technology in the Wappalyzer format`);
    const document = JSON.stringify({ technologies: raw.technologies, categories: raw.categories });
    const sha256 = createHash('sha256').update(document).update(JSON.stringify(SUPPLEMENT)).digest('hex');
    const row = await repo.insertFingerprintSet(this.db, { source, sha256, technology_count: own, document });
    const info: FingerprintSetInfo = { id: row.id, source, sha256, technologyCount: own, loadedAt: row.loaded_at };
    const added = await this.syncCatalogue(info, raw);
    return { info, added, warnings: compiled.warnings };
  }

  /**
   * Adds the technologies of the set in force that the catalogue lacks (import/apply-catalogue.ts), once per set:
   * the set's digest is kept in settings, so a start with the same set costs one read. Returns how many were added.
   */
  async syncCatalogue(info?: FingerprintSetInfo, raw?: RawFingerprints): Promise<number> {
    const set = info ?? (await this.current());
    if ((await getSetting(this.db, CATALOGUE_SET)) === set.sha256) return 0;
    const fingerprints = raw ?? (await this.raw(set));
    const entries = catalogueOf(fingerprints, { supplement: SUPPLEMENT });
    const added = await this.db.transaction(async (tx) => {
      await repo.lockCatalogue(tx);
      if ((await getSetting(tx, CATALOGUE_SET)) === set.sha256) return 0;
      const n = await applyCatalogue(tx, entries);
      await setSetting(tx, CATALOGUE_SET, set.sha256);
      return n;
    });
    if (added > 0) this.logger.info({ added, source: set.source }, 'technology catalogue: technologies added from the fingerprint set');
    return added;
  }

  private async raw(info: FingerprintSetInfo): Promise<RawFingerprints> {
    const spec = await this.spec(info);
    if (spec.kind === 'stored') return JSON.parse(spec.document) as RawFingerprints;
    return readInstalledFingerprints();
  }
}

/** The installed set's digest: its files as installed, and our supplement. */
function installedSet(): FingerprintSetInfo {
  const files = installedFingerprintFiles();
  const digest = createHash('sha256');
  for (const file of [files.technologies, files.categories]) digest.update(readFileSync(file));
  digest.update(JSON.stringify(SUPPLEMENT));
  return { id: null, source: `installed: ${files.technologies}`, sha256: digest.digest('hex'), technologyCount: null, loadedAt: null };
}
