import type { CropDataService } from '../../../crop-data';
import { findTimeWord } from './time-words';

/**
 * Places a question names that the crop data does not know at all ("日本", "Kenya"), so the answer can say
 * "no data for Japan" instead of answering something else. The names come from the ICU region names Node
 * carries (every ISO 3166 country and territory, in Chinese and English): no list of our own, nothing online.
 * Names the gazetteer knows (units with or without a table) are left to it.
 */
interface PlaceName {
  text: string;
  cjk: boolean;
  /** The name in Chinese and English, for the answer. */
  zh: string;
  en: string;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let names: PlaceName[] | null = null;

function regionNames(): PlaceName[] {
  if (names) return names;
  const zh = new Intl.DisplayNames(['zh-Hans'], { type: 'region', fallback: 'none' });
  const en = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const list: PlaceName[] = [];
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = a + b;
      const z = zh.of(code);
      const e = en.of(code);
      // Private-use and withdrawn codes have no name; groupings such as "EU" or "UN" are not places to farm.
      if (!z || !e || ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'].includes(code)) continue;
      list.push({ text: z, cjk: true, zh: z, en: e });
      list.push({ text: e.toLowerCase(), cjk: false, zh: z, en: e });
    }
  }
  // Longest first, so "赤道几内亚" is taken before "几内亚" can match inside it.
  names = list.sort((x, y) => y.text.length - x.text.length);
  return names;
}

let cities: string[] | null = null;

/**
 * English city names from the time zones Node's ICU carries ("Asia/Kolkata" → "kolkata", "America/New_York" → "new
 * york"), longest first: the cities a question is likeliest to name, again without a list of our own. Antarctic
 * stations and the `Etc` zones are not places to farm; names of three letters or fewer are too ambiguous.
 */
function cityNames(): string[] {
  if (cities) return cities;
  const set = new Set<string>();
  for (const zone of Intl.supportedValuesOf('timeZone')) {
    const [area] = zone.split('/');
    if (area === 'Etc' || area === 'Antarctica' || !zone.includes('/')) continue;
    const city = zone
      .slice(zone.lastIndexOf('/') + 1)
      .replace(/_/g, ' ')
      .toLowerCase();
    if (city.length > 3) set.add(city);
  }
  cities = [...set].sort((x, y) => y.length - x.length);
  return cities;
}

/**
 * A province, state or city named with its administrative word: 「河南省」「旁遮普邦」「加利福尼亚州」「东京都」, "Punjab
 * state", "Henan province", "province of Buenos Aires". The name is the run of Chinese characters before the word
 * (what the gazetteer, the time words and crop names matched is blanked first), or the capitalised words beside it.
 */
const ZH_SUBNATIONAL = /([\u4e00-\u9fff]{2,8})(省|自治区|特别行政区|市|邦|州|县|都)/gu;
const EN_SUBNATIONAL =
  /\b([a-z][a-z-]+(?: [a-z][a-z-]+)?) (province|state|prefecture|county|city|oblast|governorate)\b/g;
const EN_SUBNATIONAL_OF = /\b(province|state|prefecture|county|city|oblast) of ([a-z][a-z-]+(?: [a-z][a-z-]+)?)\b/g;
/** Words that can stand before an administrative word without being a place ("the state of crops", "which city"). */
const EN_NOT_A_NAME = new Set([
  'in',
  'of',
  'for',
  'at',
  'around',
  'near',
  'from',
  'about',
  'the',
  'which',
  'what',
  'this',
  'that',
  'each',
  'every',
  'any',
  'crop',
  'crops',
  'current',
  'good',
  'poor',
  'its',
  'a',
  'an',
]);

/** Chinese words a name cannot hold ("哪个城市", "各省") and the particles that may lead it ("的", "和"). */
const ZH_NOT_A_NAME = /哪|什么|各|每|全|所有|城|这|那|本|该|其他/;
const ZH_LEADING = /^[的在和与及对于关请问看从]+/;

/**
 * China's provincial-level divisions, the places a Chinese analyst most often names without the administrative word
 * (「河南小麦」「黑龙江大豆」). ICU carries no subdivision names, so this one list is our own (Hong Kong, Macao and
 * Taiwan are ICU regions already). Names with their 省/市/自治区 are found by ZH_SUBNATIONAL as well.
 */
const CHINA_PROVINCES: readonly [zh: string, en: string][] = [
  ['北京', 'Beijing'],
  ['天津', 'Tianjin'],
  ['河北', 'Hebei'],
  ['山西', 'Shanxi'],
  ['内蒙古', 'Inner Mongolia'],
  ['辽宁', 'Liaoning'],
  ['吉林', 'Jilin'],
  ['黑龙江', 'Heilongjiang'],
  ['上海', 'Shanghai'],
  ['江苏', 'Jiangsu'],
  ['浙江', 'Zhejiang'],
  ['安徽', 'Anhui'],
  ['福建', 'Fujian'],
  ['江西', 'Jiangxi'],
  ['山东', 'Shandong'],
  ['河南', 'Henan'],
  ['湖北', 'Hubei'],
  ['湖南', 'Hunan'],
  ['广东', 'Guangdong'],
  ['广西', 'Guangxi'],
  ['海南', 'Hainan'],
  ['重庆', 'Chongqing'],
  ['四川', 'Sichuan'],
  ['贵州', 'Guizhou'],
  ['云南', 'Yunnan'],
  ['西藏', 'Tibet'],
  ['陕西', 'Shaanxi'],
  ['甘肃', 'Gansu'],
  ['青海', 'Qinghai'],
  ['宁夏', 'Ningxia'],
  ['新疆', 'Xinjiang'],
];
/** The administrative words that may follow a province's name (「河南省」「广西壮族自治区」). */
const ZH_PROVINCE_SUFFIX = /^(?:省|市|(?:壮族|回族|维吾尔|维吾尔族)?自治区)?/u;

const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** Uncovered place names in a normalised question, in both languages (`{zh, en}`), each once. */
export function findUncoveredPlaces(
  text: string,
  data: CropDataService,
  matches: readonly { kind: string; start: number; end: number }[],
): { zh: string; en: string }[] {
  let rest = text.toLowerCase();
  const blank = (start: number, end: number) => {
    rest = rest.slice(0, start) + ' '.repeat(end - start) + rest.slice(end);
  };
  for (const m of matches) if (m.kind === 'region') blank(m.start, m.end);
  const found = new Map<string, { zh: string; en: string }>();
  for (const n of regionNames()) {
    const i = n.cjk ? rest.indexOf(n.text) : wordIndex(rest, n.text);
    if (i < 0) continue;
    blank(i, i + n.text.length);
    if (data.findUnit(n.zh) || data.findUnit(n.en)) continue;
    found.set(n.en, { zh: n.zh, en: n.en });
  }
  // Provinces, states and cities: no gazetteer names them, so neither the crop data nor the country names cover them.
  for (const m of matches) if (m.kind !== 'region') blank(m.start, m.end);
  const timeWord = findTimeWord(rest);
  if (timeWord) {
    const i = rest.indexOf(timeWord.words.toLowerCase());
    if (i >= 0) blank(i, i + timeWord.words.length);
  }
  const add = (name: string) => {
    if (!data.findUnit(name)) found.set(name, { zh: name, en: name });
  };
  for (const [zh, en] of CHINA_PROVINCES) {
    for (const key of [zh, en.toLowerCase()]) {
      const i = key === zh ? rest.indexOf(zh) : wordIndex(rest, key);
      if (i < 0) continue;
      const end =
        i + key.length + (key === zh ? (ZH_PROVINCE_SUFFIX.exec(rest.slice(i + key.length))?.[0].length ?? 0) : 0);
      // As named: 「河南省」 stays 「河南省」 in the answer, 「河南」 stays 「河南」.
      const named = key === zh ? rest.slice(i, end) : zh;
      blank(i, end);
      if (!data.findUnit(zh) && !data.findUnit(en)) found.set(en, { zh: named, en });
    }
  }
  for (const m of rest.matchAll(ZH_SUBNATIONAL)) {
    const name = m[1].replace(ZH_LEADING, '');
    if (name.length >= 2 && !ZH_NOT_A_NAME.test(name)) add(name + m[2]);
  }
  // The name is what follows the last word that cannot be one ("rainfall in the Kerala state" → "Kerala").
  const nameOf = (words: string) => {
    const list = words.split(' ');
    let i = list.length;
    while (i > 0 && !EN_NOT_A_NAME.has(list[i - 1])) i--;
    return list.slice(i).join(' ');
  };
  for (const m of rest.matchAll(EN_SUBNATIONAL_OF)) {
    const name = m[2]
      .split(' ')
      .filter((w) => !EN_NOT_A_NAME.has(w))
      .join(' ');
    if (!name) continue;
    add(title(`${m[1]} of ${name}`));
    blank(m.index, m.index + m[0].length);
  }
  for (const m of rest.matchAll(EN_SUBNATIONAL)) {
    const name = nameOf(m[1]);
    if (name) add(title(`${name} ${m[2]}`));
    blank(m.index, m.index + m[0].length);
  }
  for (const city of cityNames()) {
    const i = wordIndex(rest, city);
    if (i < 0) continue;
    blank(i, i + city.length);
    add(title(city));
  }
  return [...found.values()];
}

function wordIndex(text: string, word: string): number {
  let from = 0;
  for (;;) {
    const i = text.indexOf(word, from);
    if (i < 0) return -1;
    const before = text[i - 1];
    const after = text[i + word.length];
    if (!(before && /[a-z0-9]/.test(before)) && !(after && /[a-z0-9]/.test(after))) return i;
    from = i + 1;
  }
}
