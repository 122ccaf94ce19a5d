// Team rules across decks (Crossfire, Two-Headed Giant): at most N copies of a card per team.
import * as l10n from '@vscode/l10n';
import { formatName, formatText } from '../formats/texts';
import type { DeckDiagnostic, RelatedLocation } from '../types';
import { copyLimitFor, MAX_LISTED_COPIES } from './copies';
import type { CheckContext } from './context';
import type { DiagnosticSource } from './report';
import { listSeparator } from '../words';

/** Reported by checkDecks over the decks of a team, not by one deck's rules. */
export const teamCopyLimitRule: DiagnosticSource = {
  id: 'team-copy-limit',
  defaultSeverity: 'error',
  description: 'more copies of a card across a team than the format allows',
};

export interface TeamMember {
  /** The deck's file path (related locations in other decks carry it). */
  path: string;
  ctx: CheckContext;
  /** The team name (the `team:` directive), or undefined when the deck names no team. */
  team?: string;
}

export function teamOf(ctx: CheckContext): string | undefined {
  const d = ctx.doc.directives.find((x) => x.key === 'team');
  // The parsers keep a value's trailing em space (U+2003) and the like.
  const v = d?.value.trim();
  return v ? v : undefined;
}

/**
 * Checks team-wide copy limits. Decks form a team when they name the same `team:` and their
 * format has a team rule. Returns diagnostics per member path (in member order).
 */
export function checkTeams(members: TeamMember[]): Map<string, DeckDiagnostic[]> {
  const out = new Map<string, DeckDiagnostic[]>(members.map((m) => [m.path, []]));
  const teams = new Map<string, TeamMember[]>();
  for (const m of members) {
    const team = m.team ?? teamOf(m.ctx);
    if (!team || !m.ctx.format.team) continue;
    const k = `${m.ctx.format.id}\u0000${team.toLowerCase()}`;
    const list = teams.get(k) ?? [];
    list.push(m);
    teams.set(k, list);
  }
  for (const list of teams.values()) {
    const rule = list[0].ctx.format.team!;
    const teamName = list[0].team ?? teamOf(list[0].ctx)!;
    // key → per member the group
    const byKey = list.map((m) => new Map(m.ctx.groups.map((g) => [g.key, g])));
    const keys = new Set<string>();
    for (const groups of byKey) for (const key of groups.keys()) keys.add(key);
    for (const key of keys) {
      const parts = list.map((m, i) => ({ m, g: byKey[i].get(key) })).filter((p) => p.g);
      if (parts.length < 2) continue;
      const total = parts.reduce((n, p) => n + p.g!.total, 0);
      const l = copyLimitFor(parts[0].m.ctx, parts[0].g!);
      if (l.kind === 'exempt') continue;
      const limit = Math.max(rule.copyLimit, l.kind === 'card-text' ? l.limit : 0);
      if (total <= limit) continue;
      const name = parts[0].g!.name;
      const split = parts.map((p) => l10n.t('{0} in {1}', p.g!.total, p.m.path)).join(listSeparator());
      for (const p of parts) {
        for (const e of p.g!.entries) {
          const related: RelatedLocation[] = [];
          for (const o of parts) {
            for (const oe of o.g!.entries) {
              if (oe === e) continue;
              if (related.length === MAX_LISTED_COPIES) break;
              const r: RelatedLocation = { message: l10n.t('{0} {1} in {2}', oe.entry.quantity, oe.shown, o.m.path), range: oe.entry.nameRange };
              if (o.m.path !== p.m.path) r.path = o.m.path;
              related.push(r);
            }
          }
          const d = p.m.ctx.report(
            teamCopyLimitRule,
            e.entry.nameRange,
            l10n.t("Team \"{0}\" has {1} {2} across its decks ({3}); {4}. Remove {5} from the team's decks.", teamName, total, e.shown, split, rule.note ? formatText(rule.note) : l10n.t('{0} allows at most {1} copies of a card per team', formatName(p.m.ctx.format), limit), total - limit),
            { card: name, related, data: { team: teamName, total, limit } },
          );
          if (d) out.get(p.m.path)!.push(d);
        }
      }
    }
  }
  return out;
}
