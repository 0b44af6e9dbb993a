import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Principal } from '../services/auth.service.js';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: { hide?: boolean; summary?: string; response?: Record<string, unknown>; security?: unknown[] } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** the API key's principal, on /v1 routes */
    principal: Principal;
  }
}
