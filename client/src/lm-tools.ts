// Language model tools (Copilot's agent mode and any chat participant): check, fix, card lookup,
// search, statistics and combos on an open deck, answered by the language server's
// decklist/agentTool request, which the core answers as the MCP server's tools do.
//
// Source read on 2026-11-29: VS Code's "Language Model Tool API" guide
// (github.com/microsoft/vscode-docs, api/extension-guides/ai/tools.md, commit 0138f33c):
// `contributes.languageModelTools` (name, displayName, modelDescription, userDescription,
// canBeReferencedInPrompt, toolReferenceName, inputSchema) and `vscode.lm.registerTool(name, tool)`
// with `prepareInvocation` (confirmationMessages) and `invoke` returning a LanguageModelToolResult
// of LanguageModelTextPart. The API is newer than this extension's lowest VS Code (engines ^1.91,
// @types/vscode 1.91): it is reached at run time and registered only where the editor has it.
import * as l10n from '@vscode/l10n';
import * as vscode from 'vscode';
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import { AGENT_TOOL_REQUEST, AGENT_TOOLS, type AgentToolName, type AgentToolParams, type AgentToolResult } from '../../server/src/lsp/protocol';

/** The tool's input as package.json's inputSchema declares it. */
export interface ToolInput {
  /** An open deck's URI or file path; default the active decklist editor. */
  deck?: string;
  name?: string;
  query?: string;
  limit?: number;
  seed?: number;
}

interface LmApi {
  registerTool(name: string, tool: { invoke(options: { input: ToolInput }, token: vscode.CancellationToken): Promise<unknown>; prepareInvocation?(options: { input: ToolInput }): unknown }): vscode.Disposable;
}

type Send = (params: AgentToolParams) => Promise<AgentToolResult>;

/** The prefix of each tool's name in package.json (`decklist_check_deck`, …). */
export const LM_TOOL_PREFIX = 'decklist_';

/** The open deck a tool works on: the named one (URI or path), else the active decklist editor. */
export function toolDeck(deck: string | undefined): vscode.TextDocument | undefined {
  if (deck) return vscode.workspace.textDocuments.find((d) => d.uri.toString() === deck || d.uri.fsPath === deck || d.fileName === deck);
  const doc = vscode.window.activeTextEditor?.document;
  return doc?.languageId === 'decklist' ? doc : undefined;
}

/**
 * One tool's invocation: asks the server, and for fix_deck applies the edits as one WorkspaceEdit
 * (undoable), only on the version they were computed for. Returns the text the model reads.
 */
export async function invokeTool(tool: AgentToolName, input: ToolInput, send: Send, uriOf: (doc: vscode.TextDocument) => string): Promise<string> {
  const needsDeck = tool !== 'lookup_card' && tool !== 'search_cards';
  const doc = needsDeck || input.deck ? toolDeck(input.deck) : undefined;
  if (needsDeck && !doc) throw new Error(l10n.t('No open deck: open a decklist in the editor, or name one that is open.'));
  const answer = await send({ tool, ...(doc ? { uri: uriOf(doc) } : {}), input: { name: input.name, query: input.query, limit: input.limit, seed: input.seed } });
  if (answer.error || !answer.result) throw new Error(answer.error ?? l10n.t('Unknown tool.'));
  if (tool === 'fix_deck' && doc && answer.result.changed === true) {
    if (doc.version !== answer.version) throw new Error(l10n.t('The deck changed while the fixes were computed: run the tool again.'));
    const edit = new vscode.WorkspaceEdit();
    for (const e of answer.result.edits as Array<{ range: { start: { line: number; character: number }; end: { line: number; character: number } }; newText: string }>)
      edit.replace(doc.uri, new vscode.Range(e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character), e.newText);
    if (!(await vscode.workspace.applyEdit(edit))) throw new Error(l10n.t('The editor did not apply the fixes.'));
    const { text: _text, ...rest } = answer.result;
    return JSON.stringify({ applied: true, ...rest });
  }
  return JSON.stringify(answer.result);
}

/** Registers the tools where the editor has the language model API; nothing where it has not. */
export function registerLanguageModelTools(client: LanguageClient, subscriptions: vscode.Disposable[]): void {
  const lm = (vscode as unknown as { lm?: Partial<LmApi> }).lm;
  const api = vscode as unknown as { LanguageModelToolResult?: new (parts: unknown[]) => unknown; LanguageModelTextPart?: new (text: string) => unknown };
  if (typeof lm?.registerTool !== 'function' || !api.LanguageModelToolResult || !api.LanguageModelTextPart) return;
  const send: Send = (params) => client.sendRequest<AgentToolResult>(AGENT_TOOL_REQUEST, params);
  const uriOf = (doc: vscode.TextDocument) => client.code2ProtocolConverter.asUri(doc.uri);
  for (const tool of AGENT_TOOLS) {
    subscriptions.push(
      lm.registerTool(`${LM_TOOL_PREFIX}${tool}`, {
        invoke: async (options) => new api.LanguageModelToolResult!([new api.LanguageModelTextPart!(await invokeTool(tool, options.input ?? {}, send, uriOf))]),
        ...(tool === 'fix_deck'
          ? {
              prepareInvocation: (options: { input: ToolInput }) => {
                const doc = toolDeck(options.input?.deck);
                const name = doc ? vscode.workspace.asRelativePath(doc.uri) : '';
                return {
                  invocationMessage: l10n.t('Applying the safe fixes to {0}', name),
                  confirmationMessages: {
                    title: l10n.t('Apply the safe fixes to {0}?', name),
                    message: new vscode.MarkdownString(l10n.t('Only fixes that leave no choice: spellings, the commander line, a misspelt format. No card is removed and no count lowered; Undo takes the change back.')),
                  },
                };
              },
            }
          : {}),
      }),
    );
  }
}
