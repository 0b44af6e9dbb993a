import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { findUnstorableText, TEXT_FAULT_MESSAGE } from '../../lib/text.js';

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
/** The keyword of the error a lone surrogate gives ("\udfff" in JSON): such text is not Unicode. */
export const LONE_SURROGATE_KEYWORD = 'loneSurrogate';

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * The schema's validator, then one rule no schema states: every text in the input, keys included, is text
 * PostgreSQL can store as sent. No NUL character: its text types cannot hold one and it answers an error. No lone
 * surrogate (JSON allows "\udfff"): that is not Unicode, and PostgreSQL refuses it inside JSON (a list's audit
 * entry, say) while the driver silently writes U+FFFD for it elsewhere. Every text parameter and body field of
 * every route is checked here, once, rather than by each route.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const validate: ValidateFunction = (httpPart === 'body' ? exact : coercing).compile(schema);
  const validator: Validator = (data) => {
    if (!validate(data)) {
      validator.errors = validate.errors ?? null;
      return false;
    }
    const found = findUnstorableText(data);
    if (found === undefined) return true;
    validator.errors = [
      {
        keyword: found.fault === 'nul' ? NUL_KEYWORD : LONE_SURROGATE_KEYWORD,
        instancePath: found.path,
        schemaPath: '',
        params: {},
        message: TEXT_FAULT_MESSAGE[found.fault],
      },
    ];
    return false;
  };
  return validator as ReturnType<FastifySchemaCompiler<object>>;
};
