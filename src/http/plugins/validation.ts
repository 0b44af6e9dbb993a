import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * Query strings, path parameters and headers arrive as text, so their validator converts types ("20" -> 20).
 * JSON bodies arrive typed: there a wrong type is the caller's mistake and must be a 400, not silently coerced.
 */
const base: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };
const coercing = addFormats.default(new Ajv.default({ ...base, coerceTypes: 'array' }));
const exact = addFormats.default(new Ajv.default({ ...base, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? exact : coercing).compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
