// node:url in the web worker build: file URLs of POSIX paths (lsp/settings.ts maps virtual
// workspaces' URIs itself; file: URIs reach a web worker only from a desktop-style client).
export function fileURLToPath(url: string | URL): string {
  const u = typeof url === 'string' ? new URL(url) : url;
  if (u.protocol !== 'file:') throw new TypeError('The URL must be of scheme file');
  return decodeURIComponent(u.pathname);
}

export function pathToFileURL(file: string): URL {
  return new URL(`file://${file.split('/').map(encodeURIComponent).join('/')}`);
}
