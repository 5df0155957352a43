import fastifyStatic from '@fastify/static';
import { calls } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/calls.ts';
import { ok } from '../../platform/envelope.ts';
import { jsonAnswers } from '../../platform/precompressed.ts';
import type { Deps } from '../../platform/deps.ts';
import { ttlCache } from './catalog-cache.ts';
import { CATALOG_URL_PREFIX, catalogService } from './service.ts';
import { serverPath } from '../../platform/paths.ts';

const IMAGES_DIR = serverPath('public/catalog');

/** The catalog answers the public pages are drawn with (platform/public-pages.ts), as the client parses them. */
export interface CatalogAnswers {
  billers: unknown;
  categories: unknown;
}

export function registerCatalog(app: FastifyInstance, deps: Deps): { answers: () => Promise<CatalogAnswers> } {
  const service = catalogService(deps);
  const categories = ttlCache<'all', Awaited<ReturnType<typeof service.getBillerCategories>>>(deps.config.CATALOG_CACHE_SECONDS);
  const billers = ttlCache<number, Awaited<ReturnType<typeof service.getBillers>>>(deps.config.CATALOG_CACHE_SECONDS);
  // Every visitor gets the same catalog: its envelope is serialised once per read and compressed once
  // per version (issue 36), not on every request.
  const categoriesAnswer = jsonAnswers<'all'>((details) => ok(details));
  const billersAnswer = jsonAnswers<number>((details) => ok(details));
  registerCall(app, deps.sessions, calls.getBillerCategory, async () =>
    categoriesAnswer('all', await categories('all', () => service.getBillerCategories())),
  );
  registerCall(app, deps.sessions, calls.getBillers, async (body) => {
    const id = body.categoryInfo.categoryId;
    return billersAnswer(id, await billers(id, () => service.getBillers(id)));
  });
  // Logos and banners come from our own origin, so the strict CSP (img-src 'self') allows them.
  // decorateReply: false because the web client's static instance already owns reply.sendFile.
  void app.register(fastifyStatic, {
    root: IMAGES_DIR,
    prefix: CATALOG_URL_PREFIX,
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
  return {
    // Through JSON and the contract's schema, as the browser receives and parses the calls' answers.
    answers: async () => {
      const [b, c] = await Promise.all([billers(0, () => service.getBillers(0)), categories('all', () => service.getBillerCategories())]);
      const asSent = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
      return {
        billers: calls.getBillers.details.parse(asSent(b)).billers,
        categories: calls.getBillerCategory.details.parse(asSent(c)).categories,
      };
    },
  };
}
