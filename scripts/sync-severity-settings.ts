// Writes the `decklist.severity` setting's properties in package.json from the rules' diagnostic
// codes, so that the settings editor offers every code with its default. The descriptions are
// manifest strings (`%config.severity.code.CODE%`): their English goes to package.nls.json, and
// package.nls.ja.json needs a Japanese text for each (test/unit/client/manifest-l10n.test.ts).
// Run after adding a code:
//   npx tsx scripts/sync-severity-settings.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { DIAGNOSTIC_CODES } from '../server/src/core';

const SEVERITIES = ['error', 'warning', 'information', 'hint', 'off'];
const KEY_PREFIX = 'config.severity.code.';

/** The manifest string key of a code's severity setting description. */
export function severityKey(code: string): string {
  return `${KEY_PREFIX}${code}`;
}

export function severityProperties(): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of DIAGNOSTIC_CODES) {
    out[c.code] = { type: 'string', enum: SEVERITIES, markdownDescription: `%${severityKey(c.code)}%` };
  }
  return out;
}

/** The English descriptions of the severity settings, by package.nls.json key. */
export function severityDescriptions(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of DIAGNOSTIC_CODES) out[severityKey(c.code)] = `\`${c.code}\`: ${c.description} (default: ${c.defaultSeverity}).`;
  return out;
}

/** package.nls.json with the severity descriptions of today's codes (those of removed codes dropped), other keys kept in place. */
export function syncedNls(nls: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(nls)) if (!k.startsWith(KEY_PREFIX)) out[k] = v;
  return { ...out, ...severityDescriptions() };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
  pkg.contributes.configuration.properties['decklist.severity'].properties = severityProperties();
  writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
  const nls = JSON.parse(readFileSync('package.nls.json', 'utf8'));
  writeFileSync('package.nls.json', JSON.stringify(syncedNls(nls), null, 2) + '\n');
  console.log(`package.json, package.nls.json: ${DIAGNOSTIC_CODES.length} diagnostic codes in decklist.severity; give each new one a Japanese text in package.nls.ja.json`);
}
