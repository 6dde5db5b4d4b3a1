import { renderSlipPdf, type SlipContent } from './slip-pdf';

// Runs in a worker thread of the slip printer's pool (slip-printer.ts): drawing a slip takes a few
// hundred milliseconds of CPU, which on the main thread would hold every other request back.
// Bundled as its own entry (build.mjs), dist/slip-worker.js beside dist/main.js.

/** Draws one slip; the bytes go back to the main thread as a Uint8Array. */
export default async function drawSlip(content: SlipContent): Promise<Uint8Array> {
  return renderSlipPdf(content);
}
