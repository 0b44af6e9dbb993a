import type { Container } from '../../../../container.js';
import type { App } from '../../../types.js';

/** Technology and vendor routes (spec: Technologies and vendors). */
export function technologyRoutes(_app: App, _c: Container): void {}
