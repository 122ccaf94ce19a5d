// Every rule, in the order their diagnostics are reported.
import { bannedAsCommanderRule } from './banned-as-commander';
import { bannedRule } from './banned';
import { bracketDeclaredRule } from './bracket';
import { colorIdentityRule } from './color-identity';
import { commanderInferredRule } from './commander-inferred';
import { commanderIneligibleRule } from './commander-ineligible';
import { commanderUnconfirmedRule } from './commander-unconfirmed';
import { commanderMissingRule } from './commander-missing';
import { commanderPairRule } from './commander-pair';
import { companionRule } from './companion';
import { copyLimitRule } from './copy-limit';
import { deckSizeRule } from './deck-size';
import { legalityUnknownRule } from './legality-unknown';
import { manaSourcesRule } from './mana-sources';
import { notLegalRule } from './not-legal';
import { parseRule } from './parse';
import { restrictedRule } from './restricted';
import type { Rule } from './rule';
import { sideboardSizeRule } from './sideboard-size';
import { singletonRule } from './singleton';
import { unknownCardRule } from './unknown-card';
import { teamUncheckedRule } from './team-unchecked';
import { teamCopyLimitRule } from './team-copy-limit';
import { formatLineSource } from './format-line';
import type { DiagnosticCode } from './codes';
import type { Severity } from '../types';

export type { Rule } from './rule';
export * from './context';
export { checkTeams, teamCopyLimitRule } from './team-copy-limit';
export { formatLineSource } from './format-line';
export type { DiagnosticCode } from './codes';
export { createDiagnostic, report, type DiagnosticSource, type ReportDetails } from './report';

export const RULES: readonly Rule[] = [
  parseRule,
  unknownCardRule,
  commanderMissingRule,
  commanderInferredRule,
  commanderIneligibleRule,
  commanderUnconfirmedRule,
  bannedAsCommanderRule,
  commanderPairRule,
  companionRule,
  colorIdentityRule,
  bannedRule,
  notLegalRule,
  restrictedRule,
  singletonRule,
  copyLimitRule,
  deckSizeRule,
  sideboardSizeRule,
  legalityUnknownRule,
  teamUncheckedRule,
  bracketDeclaredRule,
  manaSourcesRule,
];

/** Every diagnostic code with its default severity and description (team-copy-limit and format included). */
export const DIAGNOSTIC_CODES: ReadonlyArray<{ code: DiagnosticCode; defaultSeverity: Severity; description: string }> = [...RULES, teamCopyLimitRule, formatLineSource].map(
  (r) => ({ code: r.id, defaultSeverity: r.defaultSeverity, description: r.description }),
);
