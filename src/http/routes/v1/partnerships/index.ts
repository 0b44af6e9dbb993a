import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';

/** Partnerships and enrichment routes (spec: Partnerships, Enrichment). */
export function partnershipRoutes(_app: App, _c: Container): void {}
