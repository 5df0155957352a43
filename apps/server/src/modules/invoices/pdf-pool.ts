import type { Worker } from 'node:worker_threads';
import { ErrorCode } from '@portal/contract';
import { AppError } from '../../platform/errors.ts';
import { startWorker } from '../../platform/start-worker.ts';
import type { PdfJob, PdfReply } from './pdf-job.ts';

/**
 * Renders PDFs on worker threads, so the ~100 ms of CPU each costs never stalls the event loop
 * (issue 9: twenty public invoice calls at once held /healthz for 2.1 s).
 *
 * Our own small pool rather than piscina: one kind of task, a fixed size, a bounded queue and a
 * timeout fit in this file; it adds no dependency (nor a lockfile change), and starting a TypeScript
 * worker under tsx and vitest (start-worker.ts) is ours to get right either way.
 */
export interface PdfPoolOptions {
  size: number;
  /** Jobs that may wait for a free worker; one more is refused as busy rather than queued forever. */
  queueLimit: number;
  /** A render this slow is stuck: its worker is replaced. Counted from dispatch, so it covers a cold start (~2 s) too. */
  timeoutMs?: number;
}

interface Task {
  job: PdfJob;
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
  /** Terminated or exited: takes no more work. */
  dead?: boolean;
}

const busyText = {
  en: 'We cannot prepare the document right now. Please try again in a moment',
  ar: 'لا يمكن تجهيز المستند حالياً. يرجى المحاولة بعد قليل',
};
export const pdfBusy = () => new AppError(ErrorCode.Unavailable, busyText);

/**
 * The worker entry sits beside this module with the same extension: .ts from source, and .js from a
 * bundle that emits pdf-worker.ts as an entry point of its own next to the one holding this code
 * (esbuild: entryNames '[name]'); see decision 014.
 */
const extension = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
const WORKER_ENTRY = new URL(`./pdf-worker${extension}`, import.meta.url);

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private closed = false;

  private readonly timeoutMs: number;

  constructor(private readonly options: PdfPoolOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
  }

  render(job: PdfJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(pdfBusy());
    const live = this.live();
    const full = live.length >= this.options.size && live.every((s) => s.task);
    if (full && this.queue.length >= this.options.queueLimit) return Promise.reject(pdfBusy());
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts the workers ahead of the first document: a cold worker takes a second or two to load the renderer. */
  warm(): void {
    while (!this.closed && this.live().length < this.options.size) this.spawn().worker.unref();
  }

  /** Stops every worker; queued jobs are refused as busy, a job in progress fails. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(pdfBusy());
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const live = this.live();
      const slot = live.find((s) => !s.task) ?? (live.length < this.options.size ? this.spawn() : undefined);
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(() => this.kill(slot, new Error(`PDF render took over ${this.timeoutMs} ms`)), this.timeoutMs);
      // An idle worker must not keep the process alive; a busy one must, until its answer arrives.
      slot.worker.ref();
      slot.worker.postMessage(task.job);
    }
  }

  private live(): Slot[] {
    return this.slots.filter((s) => !s.dead);
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(WORKER_ENTRY) };
    slot.worker.on('message', (reply: PdfReply) => {
      if ('pdf' in reply) this.settle(slot, Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else this.settle(slot, new Error(`PDF render failed: ${reply.error}`));
      this.dispatch();
    });
    slot.worker.on('error', (err) => this.kill(slot, err));
    slot.worker.on('exit', (code) => {
      this.kill(slot, new Error(`PDF worker exited (code ${code})`));
      this.slots.splice(this.slots.indexOf(slot), 1);
      this.dispatch();
    });
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, outcome: Buffer | Error): void {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = undefined;
    if (!slot.dead) slot.worker.unref();
    if (!task) return;
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }

  /** Fails the slot's job and retires its worker; 'exit' then removes it and a new one takes its place. */
  private kill(slot: Slot, err: Error): void {
    if (!slot.dead) {
      slot.dead = true;
      void slot.worker.terminate();
    }
    this.settle(slot, err);
  }
}
