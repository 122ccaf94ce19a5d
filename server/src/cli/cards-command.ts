import type { CliIO } from './io';

export async function runCardsCommand(_args: string[], io: CliIO): Promise<number> {
  io.err('decklist cards: not implemented yet');
  return 2;
}
