import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { CONTRACT_ID, type OpenApiDocument } from './contract.js';

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

export type { ValidateFunction };
