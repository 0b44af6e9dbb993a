import Fastify from 'fastify';

/**
 * What a route with this 200 response schema writes for a JSON body: Fastify's own compiled serializer, through a
 * bare route that echoes the body. For tests holding bodies assembled from pieces to that exact text.
 */
export function schemaSerializer(schema: unknown): { serialize(json: string): Promise<string>; close(): Promise<void> } {
  const echo = Fastify();
  echo.post('/', { schema: { response: { 200: schema } } }, async (request) => request.body);
  return {
    async serialize(json) {
      const res = await echo.inject({ method: 'POST', url: '/', payload: json, headers: { 'content-type': 'application/json' } });
      return res.body;
    },
    close: () => echo.close(),
  };
}
