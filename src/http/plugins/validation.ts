import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { findNul } from '../../lib/text.js';

/**
 * Query strings, path parameters and headers arrive as text, so their validator converts types ("20" -> 20).
 * JSON bodies arrive typed: there a wrong type is the caller's mistake and must be a 400, not silently coerced.
 * `verbose` keeps the failing schema and value on each error: the messages (validation-messages.ts) describe
 * what the schema allows in words, and a value that came as an array names a parameter given twice.
 */
const base: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false, verbose: true };
const coercing = addFormats.default(new Ajv.default({ ...base, coerceTypes: 'array' }));
const exact = addFormats.default(new Ajv.default({ ...base, coerceTypes: false }));

/** The keyword of the error a NUL character gives: text with one never reaches PostgreSQL, which refuses it. */
export const NUL_KEYWORD = 'nul';

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The schema's validator, then one rule no schema states: no text anywhere in the input holds a NUL
 * character. PostgreSQL cannot store one (its text types are NUL-terminated) and answers an error, so every
 * text parameter and body field of every route is checked here, once, rather than by each route.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? exact : coercing).compile(schema);
  const validator: Validator = (data) => {
    if (!validate(data)) {
      validator.errors = validate.errors ?? null;
      return false;
    }
    const path = findNul(data);
    if (path === undefined) return true;
    validator.errors = [
      { keyword: NUL_KEYWORD, instancePath: path, schemaPath: '', params: {}, message: 'must not contain a NUL character' },
    ];
    return false;
  };
  return validator as ReturnType<FastifySchemaCompiler<object>>;
};
