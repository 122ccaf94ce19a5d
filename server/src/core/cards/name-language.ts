// Which language a card name the card data does not know looks written in, so that the message on
// it can say how to download that language's names instead of "the card may be newer than the
// data". A guess from the script, the letters and the short words of the name, never a lookup: it
// only chooses the advice.
//
// The languages are MTGJSON's `foreignData` language names (the names `decklist cards update
// --lang` downloads): Chinese Simplified, Chinese Traditional, French, German, Italian, Japanese,
// Korean, Portuguese (Brazil), Russian, Spanish (and, for a card or two each, Ancient Greek, Arabic,
// Hebrew, Latin, Phyrexian, Quenya, Sanskrit). Source: MTGJSON's Foreign Data model
// (https://mtgjson.com/data-models/foreign-data/) and the language enum of the `mtgjson` crate
// 5.2.2 that models it (https://docs.rs/crate/mtgjson/latest/source/src/language.rs), read 2026-11-29.

/** A language whose names can be downloaded: MTGJSON's name and the code `--lang` takes for it. */
export interface NameLanguage {
  /** MTGJSON's foreignData language name (`French`). */
  language: string;
  /** What `decklist cards update --lang` takes (`fr`; loader.ts LANGUAGE_CODES). */
  code: string;
}

const FR: NameLanguage = { language: 'French', code: 'fr' };
const DE: NameLanguage = { language: 'German', code: 'de' };
const ES: NameLanguage = { language: 'Spanish', code: 'es' };
const IT: NameLanguage = { language: 'Italian', code: 'it' };
const PT: NameLanguage = { language: 'Portuguese (Brazil)', code: 'pt' };
const KO: NameLanguage = { language: 'Korean', code: 'ko' };
const RU: NameLanguage = { language: 'Russian', code: 'ru' };
const ZHS: NameLanguage = { language: 'Chinese Simplified', code: 'zhs' };
const ZHT: NameLanguage = { language: 'Chinese Traditional', code: 'zht' };
const JA: NameLanguage = { language: 'Japanese', code: 'ja' };

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;
const KANA = /[\u3040-\u30ff\uff66-\uff9f]/;
const HAN = /\p{Script=Han}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Characters written in simplified Chinese where Japanese writes another form (电 電, 击 撃, 龙 竜,
 * 师 師, 灵 霊, 兽 獣, 战 戦, 剑 剣 …), common in card names; none that Japanese also writes (体, 学,
 * 宝, 号, 点 are in both).
 */
const SIMPLIFIED_ONLY = /[闪电击龙师为术灵兽战归发对气剑围变续隐风复护卫杀猎骑鸟兴鱼门开关见长马车东书们这个说时间义业从众传伤价决刚则别华协单卖卢厅历压厉吗园图圣坏块坚坛垒处备头夺奋妇孙宫宽导层岁岛帅带帮广废异弃张弯强录彻忆总恶悬惊惩执扩扫报拥择摄敌斋无旷显晓晕权杨极枪构树样桥梦检汉汤沟泽洁浆测浑济浓涛润涨渊滚满滥灭灾炼烂热焕爱牵犹狱环现琼畅疗痴监盘盖码础确离种积穷竞笔笼简粮纠红约级纪纯纲纳纵纷纸线练组细织终绍经绑结绕绘给络绝统继绩维绵综绿缓编缘缚缠缩罚罗翘职联聪肃胁胜脉脑艰艺节苏范荡药获萝营虏虑虽蚀补观规觉览计认讨让训议讯记讲许论设访证评识诅诈诉诗诚话诡询该详语误请诸诺读课谁调谈谋谍谐谓谜谢贝贞负贡财责贤败货质贩贪贫贵贸费贺贼资赋赌赎赏赐赖赛赞赠赢赵赶趋跃轨轩转轮软轰轻载较辉辑输辩边达迁过运还进远违连迟适选逊递逻遗邓郑释锁错锐锻镇闭问闯闲闷闹阀阁阅阔队阳阴阵阶际陆陈险难雾顶项顺须顽顾顿预领频题颜额飞饥饰饱饿馆驭驯驰驱驾骂骄骆骗骚骤髅鬓魇鲁鲜鸣鸦鸿鹅鹰齐齿龟]/;

/** Characters written in traditional Chinese where Japanese writes another form (擊 撃, 靈 霊, 戰 戦, 鬥 闘, 劍 剣, 變 変, 點 点, 寶 宝 …). */
const TRADITIONAL_ONLY = /[擊靈獸戰鬥歸發對氣劍圍變續隱獵關說從眾傳價與這們體會來學亂龜齒齊點爐燈蟲裝寶號處廣應惡數歲盡實將壞壘兩圖團鐵]/;

/** Letters a Latin-script language writes and English does not (lower-case). */
const LETTERS: Array<[NameLanguage, RegExp]> = [
  [FR, /[àâæçéèêëîïôœùûÿ]/],
  [DE, /[äöüß]/],
  [ES, /[ñáéíóú¡¿]/],
  [IT, /[àèéìíòóù]/],
  [PT, /[ãõçáâéêíóôú]/],
];

/** Letters that belong to one of them alone. */
const OWN_LETTERS: Array<[NameLanguage, RegExp]> = [
  [FR, /[æèëîïœûÿ]/],
  [DE, /[äöüß]/],
  [ES, /[ñ¡¿]/],
  [IT, /[ìò]/],
  [PT, /[ãõ]/],
];

/** Short words of each language that English card names do not use. */
const WORDS: Array<[NameLanguage, Set<string>]> = [
  [FR, new Set(['le', 'la', 'les', 'du', 'des', 'de', 'et', 'au', 'aux', 'un', 'une', 'sur', 'dans', 'en'])],
  [DE, new Set(['der', 'die', 'das', 'des', 'dem', 'den', 'und', 'von', 'vom', 'zum', 'zur', 'im', 'ein', 'eine', 'aus', 'mit'])],
  [ES, new Set(['el', 'la', 'los', 'las', 'del', 'de', 'y', 'en', 'un', 'una', 'al', 'con'])],
  [IT, new Set(['il', 'lo', 'la', 'gli', 'le', 'di', 'del', 'della', 'delle', 'dello', 'dei', 'degli', 'e', 'un', 'una', 'al', 'alla', 'con'])],
  [PT, new Set(['o', 'os', 'a', 'as', 'do', 'da', 'dos', 'das', 'de', 'e', 'em', 'no', 'na', 'um', 'uma', 'com', 'ao'])],
];

/** English words: a name holding one is read as English (a misspelling), whatever else it has. */
const ENGLISH_WORDS = new Set(['the', 'of', 'and', 'to', 'from', 'with', 'for', 'in', 'on', 'at', 'by', 'into', 'upon', 'through']);

/**
 * The languages a name the card data does not know looks written in, most likely first; empty
 * when it looks English (or nothing tells). Japanese for kana; a name of Chinese characters alone is
 * Chinese only when it has a character Japanese does not write (else Japanese: many Japanese card
 * names are kanji alone). `weak`: also a name with no more than a letter English does not write
 * (`Éclair`), for a name nothing in the card data resembles; all the languages that write it.
 */
export function nameLanguages(written: string, weak = false): NameLanguage[] {
  if (HANGUL.test(written)) return [KO];
  if (KANA.test(written)) return [JA];
  if (CYRILLIC.test(written)) return [RU];
  if (HAN.test(written)) {
    const simplified = SIMPLIFIED_ONLY.test(written);
    const traditional = TRADITIONAL_ONLY.test(written);
    if (simplified && !traditional) return [ZHS];
    if (traditional && !simplified) return [ZHT];
    if (simplified && traditional) return [ZHS, ZHT];
    return [JA];
  }
  const lower = written.toLowerCase();
  const words = lower.split(/[\s,:!?()"«»]+|['’](?=\S)/).filter(Boolean);
  if (words.some((w) => ENGLISH_WORDS.has(w))) return [];
  const score = new Map<NameLanguage, number>();
  const add = (l: NameLanguage, n: number) => score.set(l, (score.get(l) ?? 0) + n);
  for (const [l, re] of OWN_LETTERS) if (re.test(lower)) add(l, 3);
  // French elision before a vowel: `l'air`, `d'Urza`, `qu'il` (English has `D'Avenant`: worth a word, not a letter of its own).
  if (/(?:^|[\s-])(?:l|d|qu|j|n|s|c)['’](?=[aeiouyhàâéèêëîïôœù])/.test(lower)) add(FR, 2);
  for (const [l, re] of LETTERS) if (re.test(lower)) add(l, 1);
  const lettered = new Set(score.keys());
  for (const [l, set] of WORDS) for (const w of words) if (set.has(w)) add(l, 2);
  // Short words alone count only when there are three of them ("Tall as a Beanstalk" is English).
  for (const [l, n] of score) if (!lettered.has(l) && n < 6) score.set(l, Math.min(n, 2));
  const best = Math.max(0, ...score.values());
  if (best === 0) return [];
  // A lone accent or a lone short word is little: English names have both (Jötun, Dandân, "de").
  const strong = best >= 3;
  if (!strong && !weak) return [];
  return [...score.entries()].filter(([, n]) => (strong ? n === best : n > 0)).sort((x, y) => y[1] - x[1]).map(([l]) => l);
}
