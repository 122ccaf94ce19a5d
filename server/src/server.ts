// Language server entry point: wires the pure core to LSP. (Filled in by the language-server work.)
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';

const connection = createConnection(ProposedFeatures.all);
connection.onInitialize(() => ({ capabilities: {} }));
connection.listen();
