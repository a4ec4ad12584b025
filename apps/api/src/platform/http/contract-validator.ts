import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { CONTRACT_ID, type OpenApiDocument } from './contract.js';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from './storable-text.js';

// ajv-formats ships CommonJS; under ESM its function sits on `default`.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * JSON Schema 2020-12 validators (OpenAPI 3.1's dialect) that know the contract's components.
 * `coerce` is for path, query and header values, which arrive as strings.
 */
export function createContractAjv(doc: OpenApiDocument, options: { coerce: boolean }) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes: options.coerce ? 'array' : false,
    useDefaults: options.coerce,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  ajv.addSchema({ $id: CONTRACT_ID, components: doc.components });
  return ajv;
}

/**
 * A request validator that also refuses every string PostgreSQL cannot store (openapi.yaml's info says so for all
 * requests), reported like a schema error on that field, so no handler ever sees one.
 */
export function refusingUnstorableText(validate: ValidateFunction) {
  const check = (data: unknown) => {
    const valid = validate(data);
    const unstorable = unstorableTextPaths(data).map((instancePath) => ({
      instancePath,
      schemaPath: '#/storableText',
      keyword: 'storableText',
      params: {},
      message: UNSTORABLE_TEXT_MESSAGE,
    }));
    const ok = valid && unstorable.length === 0;
    check.errors = ok ? null : [...(validate.errors ?? []), ...unstorable];
    return ok;
  };
  check.errors = null as ValidateFunction['errors'];
  return check;
}

export type { ValidateFunction };
