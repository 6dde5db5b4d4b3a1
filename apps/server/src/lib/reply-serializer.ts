import fastJsonStringify, { type Schema } from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Replies are written by fast-json-stringify from the JSON Schema of each response schema's
 * output, compiled once per route and status. Like the zod serializer it writes only the
 * schema's properties, so nothing a handler returns beyond the contract reaches the wire; unlike
 * it, it does not check the values again, which cost a third of a seat change's reply. A schema
 * JSON Schema cannot express keeps the zod serializer.
 */
export const serializerCompiler: SerializerCompiler = (route) => {
  if (route.schema instanceof z.ZodType) {
    try {
      const json = z.toJSONSchema(route.schema, {
        target: 'draft-7',
        io: 'output',
        unrepresentable: 'throw',
      });
      return fastJsonStringify(json as Schema);
    } catch {
      // Not expressible as JSON Schema (dates, transforms): the zod serializer.
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
