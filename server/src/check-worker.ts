// Worker thread entry: checks large decks away from the language server's main thread, through
// the same service (see lsp/check-job.ts).
import { parentPort } from 'node:worker_threads';
import { runCheckJob, type CheckJob } from './lsp/check-job';

parentPort?.on('message', (job: CheckJob) => {
  try {
    parentPort!.postMessage({ id: job.id, results: runCheckJob(job) });
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) });
  }
});
