// Where a built-in game rule comes from ("CR 903.8 (seed 001)", "rule 12", "seed 003, CR 800.6",
// "CR 800.5 of 2018") in the language in force. Rule numbers, CR numbers and site names stay as
// they are; the words around them are the catalog's: in Japanese 「CR 903.8（元資料001）」, 「規則12」.
// "seed NNN" names one of the project's source documents (../shared/seeds), not the random seed
// of `decklist hand`.
import * as l10n from '@vscode/l10n';

const RULES = /\b(examples of rule|optional tournament rule|rules?) (\d+(?:, \d+(?![.\d]))*)/g;

const SEEDS = String.raw`seeds? \d{3}(?:(?:,| and) \d{3})?`;

/**
 * A text without the ids of the project's source documents: "seed 001" is where the project read a
 * rule, recorded with the data (and used by its tests), not a name a player can look up (issue 42,
 * finding 11). The document's own name, the rule numbers and the CR citations stay.
 */
export function withoutSeedIds(text: string): string {
  return text
    .replace(new RegExp(String.raw`\s*\(${SEEDS}(?: quotes[^)]*)?\)`, 'g'), '')
    .replace(new RegExp(String.raw`[;,] ${SEEDS}(?=[);,]|$)`, 'g'), '')
    .replace(new RegExp(String.raw`\b${SEEDS}[;,] `, 'g'), '');
}

export function citationText(citation: string): string {
  const words = (s: string): string =>
    withoutSeedIds(s)
      .replace(/\bCR ([\d.a-z]+) of (\d{4})\b/g, (_, rule: string, year: string) => l10n.t({ message: 'CR {0} of {1}', args: [rule, year], comment: ['a rule of the Comprehensive Rules of a past year: "CR 800.5 of 2018"'] }))
      .replace(/\bseeds? (\d{3})(?: and (\d{3}))?\b/g, (_, a: string, b?: string) =>
        b
          ? l10n.t({ message: 'seeds {0} and {1}', args: [a, b], comment: ["two of the project's source documents (../shared/seeds), not a random seed"] })
          : l10n.t({ message: 'seed {0}', args: [a], comment: ["one of the project's source documents (../shared/seeds), not a random seed: \"seed 001\""] }),
      )
      .replace(RULES, (_, kind: string, numbers: string) => {
        const list = numbers.split(', ').join(l10n.t({ message: ', ', comment: ['between rule numbers of a citation: "rules 4, 5"'] }));
        if (kind === 'examples of rule') return l10n.t({ message: 'examples of rule {0}', args: [list], comment: ["a rule of a format's own document"] });
        if (kind === 'optional tournament rule') return l10n.t({ message: 'optional tournament rule {0}', args: [list], comment: ["a rule of a format's own document"] });
        if (kind === 'rules') return l10n.t({ message: 'rules {0}', args: [list], comment: ["rules of a format's own document: \"rules 4, 5\""] });
        return l10n.t({ message: 'rule {0}', args: [list], comment: ["a rule of a format's own document: \"rule 12\""] });
      })
      .replace(/, /g, () => l10n.t({ message: ', ', comment: ['between the parts of a citation: "seed 003, CR 800.6"'] }))
      .replace(/; /g, () => l10n.t({ message: '; ', comment: ['between the parts of a citation: "CR 810.2, 810.6; seed 003, CR 800.7"'] }));
  return words(citation).replace(/ \(([^()]*)\)/g, (_, inner: string) =>
    l10n.t({ message: ' ({0})', args: [inner], comment: ['the document a rule number comes from: "CR 903.8 (seed 001)"; the whole citation is already in brackets'] }),
  );
}
