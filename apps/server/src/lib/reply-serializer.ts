import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

type Serialize = (data: unknown) => string;

/**
 * Compiled serializers by response schema. The contract's schemas are module-level objects, so
 * every app this process builds (the tests build hundreds) finds the serializer compiled for the
 * first: compiling them all cost about 400 ms per app. `null`: JSON Schema cannot express it.
 */
const compiled = new WeakMap<z.ZodType, Serialize | null>();

function compileFast(schema: z.ZodType): Serialize | null {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    return fastJsonStringify(json as Schema) as Serialize;
  } catch {
    // Not expressible as JSON Schema (dates, transforms): the zod serializer.
    return null;
  }
}

/**
 * Replies are written by fast-json-stringify from the JSON Schema of each response schema's
 * output, compiled once per schema. Like the zod serializer it writes only the schema's
 * properties, so nothing a handler returns beyond the contract reaches the wire; unlike it, it
 * does not check the values again, which cost a third of a seat change's reply. A schema JSON
 * Schema cannot express keeps the zod serializer.
 */
export const serializerCompiler: SerializerCompiler = (route) => {
  if (route.schema instanceof z.ZodType) {
    if (!compiled.has(route.schema)) compiled.set(route.schema, compileFast(route.schema));
    const fast = compiled.get(route.schema);
    if (fast) return fast;
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
