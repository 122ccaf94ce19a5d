// Globals the engine expects from Node.js, for the web worker build (esbuild `inject`).
import { Buffer as BufferPolyfill } from 'buffer';

const scope = globalThis as unknown as Record<string, unknown>;
scope.Buffer ??= BufferPolyfill;
scope.setImmediate ??= (callback: (...args: unknown[]) => void, ...args: unknown[]) => setTimeout(callback, 0, ...args);
scope.process ??= { env: {}, platform: 'browser', cwd: () => '/', versions: {}, emitWarning: () => undefined };
