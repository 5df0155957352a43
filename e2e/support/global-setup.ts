import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

/** One server for the whole run (fresh database); tests read its address with inject('baseUrl'). */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
  };
}
