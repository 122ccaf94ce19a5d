// The web server's card data kept between sessions: files in the extension's global storage, read
// and written through workspace.fs on the server's behalf (server/src/web/web-card-data.ts).
import * as vscode from 'vscode';
import type { BaseLanguageClient } from 'vscode-languageclient';
import { KEPT_DATA_READ_REQUEST, KEPT_DATA_WRITE_REQUEST, type KeptData, type KeptDataParams } from '../../server/src/lsp/protocol';

const SAFE_KEY = /^[\w.-]+$/;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

function fromBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Answers the server's requests for its kept card data (registered once: the client keeps handlers across restarts). */
export function keepCardData(client: BaseLanguageClient, storage: vscode.Uri): void {
  const file = (key: string, ext: string) => vscode.Uri.joinPath(storage, `${key}${ext}`);
  client.onRequest(KEPT_DATA_READ_REQUEST, async (params: KeptDataParams): Promise<KeptData | null> => {
    if (!SAFE_KEY.test(params?.key ?? '')) return null;
    try {
      const [bytes, meta] = await Promise.all([vscode.workspace.fs.readFile(file(params.key, '.bin')), vscode.workspace.fs.readFile(file(params.key, '.json'))]);
      return { base64: toBase64(bytes), meta: JSON.parse(new TextDecoder().decode(meta)) };
    } catch {
      return null;
    }
  });
  client.onRequest(KEPT_DATA_WRITE_REQUEST, async (params: KeptDataParams & KeptData): Promise<boolean> => {
    if (!SAFE_KEY.test(params?.key ?? '')) return false;
    await vscode.workspace.fs.createDirectory(storage);
    // The meta last: a reader finds it only beside complete bytes of the same download.
    try {
      await vscode.workspace.fs.delete(file(params.key, '.json'));
    } catch {
      // none yet
    }
    await vscode.workspace.fs.writeFile(file(params.key, '.bin'), fromBase64(params.base64));
    await vscode.workspace.fs.writeFile(file(params.key, '.json'), new TextEncoder().encode(JSON.stringify(params.meta)));
    return true;
  });
}
