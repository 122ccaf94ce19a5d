// Preloaded into a child process (node --require): on exit, writes its peak resident set size
// (process.resourceUsage().maxRSS, in KB) to the file named by RSS_PROBE_OUT.
process.on('exit', () => {
  if (process.env.RSS_PROBE_OUT) require('node:fs').writeFileSync(process.env.RSS_PROBE_OUT, String(process.resourceUsage().maxRSS));
});
