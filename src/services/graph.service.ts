import type { Database } from '../db/database.js';
import * as graphs from '../db/repositories/graph.repository.js';
import { withMergeIntersection } from '../db/repositories/partnership.repository.js';
import { AppError } from '../errors/app-error.js';
import type { CompanyService } from './company.service.js';
import type { Metered } from './partnership.service.js';

/** Default and ceiling of max_nodes (spec: Limits). */
export const GRAPH_MAX_NODES = 100;
export const GRAPH_DEFAULT_NODES = 50;

export interface GraphNode {
  id: number;
  name: string;
  primary_domain: string;
  partnership_count: number;
  is_root: boolean;
  slug: string;
}

export interface GraphEdge {
  source: number;
  target: number;
}

/**
 * Partner network graphs (docs/partnerships.md). Node choice is deterministic: roots, then partners by
 * strength (observation_count, then recency, then id). Edges are every partnership among the chosen nodes,
 * undirected, each once with source < target. Each company node is charged except the roots.
 */
export class GraphService {
  constructor(
    private readonly db: Database,
    private readonly companies: CompanyService,
  ) {}

  /** Depth 1: the root's strongest partners. Depth 2: room left after them goes to partners of partners. */
  async companyGraph(identifier: string, options: { depth: 1 | 2; max_nodes: number }) {
    const root = await this.companies.resolve(identifier);
    const direct = await graphs.strongestPartners(this.db, root, options.max_nodes - 1);
    const room = options.max_nodes - 1 - direct.length;
    const second = options.depth === 2 ? await graphs.secondLevel(this.db, direct, [root, ...direct], options.max_nodes, room) : [];
    const { nodes, edges } = await this.draw([root], [...direct, ...second]);
    return { body: { root_company: root, nodes, edges }, charged: nodes.map((n) => n.id), free: [root] } satisfies Metered<unknown>;
  }

  /**
   * Two roots; shared partners first (strongest first), then the remaining room filled with each root's own
   * strongest partners, alternately (a, b, a, ...), so that neither side crowds out the other.
   */
  async pairGraph(identifierA: string, identifierB: string, options: { max_nodes: number }) {
    const [a, b] = await Promise.all([this.companies.resolve(identifierA), this.companies.resolve(identifierB)]);
    if (a === b) {
      const message = 'Path parameters identifier_a and identifier_b name the same company; give two different companies.';
      throw new AppError('invalid_request', { details: [{ path: 'params/identifier_b', message }] }, message);
    }
    const room = options.max_nodes - 2;
    const [shared, ofA, ofB] = await Promise.all([
      withMergeIntersection(this.db, (tx) => graphs.strongestShared(tx, a, b, room)),
      graphs.strongestPartners(this.db, a, room + 1),
      graphs.strongestPartners(this.db, b, room + 1),
    ]);
    const chosen = new Set([a, b, ...shared]);
    const others: number[] = [];
    for (let i = 0; chosen.size < options.max_nodes && (i < ofA.length || i < ofB.length); i++) {
      for (const id of [ofA[i], ofB[i]]) {
        if (id === undefined || chosen.has(id) || chosen.size >= options.max_nodes) continue;
        chosen.add(id);
        others.push(id);
      }
    }
    const { nodes, edges } = await this.draw([a, b], [...shared, ...others]);
    return { body: { root_companies: [a, b], nodes, edges }, charged: nodes.map((n) => n.id), free: [a, b] } satisfies Metered<unknown>;
  }

  /** Nodes in choice order (roots first) and the edges among all of them. */
  private async draw(roots: readonly number[], rest: readonly number[]): Promise<{ nodes: GraphNode[]; edges: GraphEdge[] }> {
    const ids = [...roots, ...rest];
    const [rows, edges] = await Promise.all([graphs.nodeRows(this.db, ids), graphs.edgesAmong(this.db, ids)]);
    const nodes = ids.flatMap((id) => {
      const row = rows.get(id);
      return row
        ? [
            {
              id,
              name: row.name,
              primary_domain: row.primary_domain,
              partnership_count: row.partnership_count,
              is_root: roots.includes(id),
              slug: row.slug,
            },
          ]
        : [];
    });
    return { nodes, edges };
  }
}
