import type { Container } from '../../../container.js';
import type { App } from '../../types.js';

/** Operators' review of data flags. */
export function flagAdminRoutes(_app: App, _c: Container): void {}
