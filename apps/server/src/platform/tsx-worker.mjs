// Bootstrap of a worker thread whose entry is TypeScript (start-worker.ts): registers tsx in this
// thread, then loads the entry. Plain JavaScript because nothing can compile it yet.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.tsxEntry);
