import type { DiagnosticSource } from './report';

/**
 * An unknown format name in a `format:` line (or `--format`), and the note that a file's format
 * line won over `--format`. Reported by the service when it chooses the format, before the deck's
 * rules run.
 */
export const formatLineSource: DiagnosticSource = {
  id: 'format',
  defaultSeverity: 'warning',
  description: 'an unknown format name in a format: line',
};
