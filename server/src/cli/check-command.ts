import type { CliIO } from './io';

export async function runCheckCommand(_args: string[], io: CliIO): Promise<number> {
  io.err('decklist check: not implemented yet');
  return 2;
}
