// Random values for webviews (a CSP nonce, a sample hand's seed) from the Web Crypto API, which the
// desktop (Node.js) and the web extension host both have.
export function nonce(): string {
  return btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(16))));
}

export function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0];
}
