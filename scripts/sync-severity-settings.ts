// Writes the `decklist.severity` setting's properties in package.json from the rules' diagnostic
// codes, so that the settings editor offers every code with its default. Run after adding a code:
//   npx tsx scripts/sync-severity-settings.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { DIAGNOSTIC_CODES } from '../server/src/core';

const SEVERITIES = ['error', 'warning', 'information', 'hint', 'off'];

export function severityProperties(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of DIAGNOSTIC_CODES) {
    out[c.code] = { type: 'string', enum: SEVERITIES, markdownDescription: `\`${c.code}\`: ${c.description} (default: ${c.defaultSeverity}).` };
  }
  return out;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  pkg.contributes.configuration.properties['decklist.severity'].properties = severityProperties();
  writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
  console.log(`package.json: ${DIAGNOSTIC_CODES.length} diagnostic codes in decklist.severity`);
}
