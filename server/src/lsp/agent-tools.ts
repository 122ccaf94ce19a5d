// decklist/agentTool: the editor's language model tools over an open deck, answered by the core
// (core/agent-tools.ts) exactly as the MCP server's tools answer for the same text.
import * as l10n from '@vscode/l10n';
import type { CardDatabase } from '../core/cards/index';
import { agentTools } from '../core/index';
import type { DeckStore } from './deck-store';
import { AGENT_TOOLS, type AgentToolParams, type AgentToolResult } from './protocol';

export function agentToolRequest(store: DeckStore, db: CardDatabase | undefined, params: AgentToolParams): AgentToolResult {
  if (!params || !(AGENT_TOOLS as readonly string[]).includes(params.tool)) return { error: l10n.t('Unknown tool.') };
  if (!db) return { error: l10n.t('The card data is still loading.') };
  const input = params.input ?? {};
  if (params.tool === 'lookup_card') {
    if (typeof input.name !== 'string' || !input.name.trim()) return { error: l10n.t('Give a card name.') };
    return { result: agentTools.cardAnswer(db, input.name.slice(0, 300)) };
  }
  const a = typeof params.uri === 'string' ? store.analysis(params.uri) : undefined;
  if (params.tool === 'search_cards') {
    if (typeof input.query !== 'string' || !input.query.trim()) return { error: l10n.t('Give a search query.') };
    const service = a?.service ?? store.serviceFor(a?.configPath);
    if (!service) return { error: l10n.t('The card data is still loading.') };
    const limit = Number.isInteger(input.limit) && input.limit! > 0 ? input.limit! : 50;
    return { result: agentTools.searchAnswer(service, input.query.slice(0, 1000), limit, a?.check) };
  }
  if (!a) return { error: l10n.t('No open deck: open a decklist in the editor, or name one that is open.') };
  if (!a.check || !a.service) return { error: l10n.t('The card data is still loading.') };
  const { check, service } = a;
  switch (params.tool) {
    case 'check_deck':
      return { result: agentTools.checkAnswer(service, check, undefined), version: a.version };
    case 'fix_deck':
      return { result: agentTools.fixAnswer(service, check, store.textOf(a.uri) ?? ''), version: a.version };
    case 'deck_statistics': {
      const seed = Number.isInteger(input.seed) && input.seed! >= 0 && input.seed! <= agentTools.AGENT_HAND_LIMITS.seed ? input.seed! : 1;
      return { result: agentTools.statisticsAnswer(service, check, { seed }), version: a.version };
    }
    default:
      return { result: agentTools.combosAnswer(check, undefined), version: a.version };
  }
}
