import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `schemaController` for apps that check requests with zod (the contract's schemas,
 * platform/calls.ts) and never with Fastify's JSON schemas. Without it Fastify loads Ajv and
 * fast-json-stringify when an app is made, whether a route uses them or not: a sixth of the server's
 * start on its CPU profile (issue 36, decision 067). A route that does declare a JSON schema to validate or serialise
 * fails when it is registered, so one cannot pass unchecked.
 */
export const zodOnlySchemas = {
  compilersFactory: { buildValidator: refusing, buildSerializer: refusing },
  // Fastify's types give the compiler Ajv's signature (a schema in); at run time it gets the route
  // ({ schema, url, method, httpPart }), as the tests beside this show.
} as unknown as NonNullable<FastifyServerOptions['schemaController']>;

function refusing() {
  return (route: { url: string }): never => {
    throw new Error(`${route.url} declares a JSON schema; requests are checked with the contract's zod schemas (platform/calls.ts)`);
  };
}
