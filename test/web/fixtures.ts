// Writes the static files the web suite reads (see test/web/run.mjs). Usage: node --import tsx test/web/fixtures.ts DIR
import { mkdirSync } from 'node:fs';
const dir = process.argv[2];
mkdirSync(dir, { recursive: true });
