// node:zlib in the web worker build: the raw deflate the card index is stored in, gunzip, and
// crc32 (the index's checksum), on fflate; the streaming gunzip of files is desktop-only.
import { deflateSync, gunzipSync as fflateGunzip, inflateSync } from 'fflate';

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export const inflateRawSync = (data: Uint8Array): Buffer => asBuffer(inflateSync(data));
export const deflateRawSync = (data: Uint8Array, options?: { level?: number }): Buffer =>
  asBuffer(deflateSync(data, { level: (options?.level ?? 6) as 6 }));
export const gunzipSync = (data: Uint8Array): Buffer => asBuffer(fflateGunzip(data));
export const createGunzip = (): never => {
  throw new Error('zlib.createGunzip is not available in the web version of the extension');
};

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE), as Node's zlib.crc32 computes it. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
