import type { CliIO } from './io';

export async function runParseCommand(_args: string[], io: CliIO): Promise<number> {
  io.err('decklist parse: not implemented yet');
  return 2;
}
