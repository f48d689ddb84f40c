import { aliasKey, type AliasEntry } from './gazetteer';

/**
 * Names of every ISO 3166-1 country and territory in zh-CN and en-US, from the ICU data Node ships
 * (`Intl.DisplayNames`), so units beyond the demo gazetteer (the FAO yields cover about 200 countries by ISO3) are
 * named in the user's language and found in free text. ICU names regions by their alpha-2 or UN M49 code, the
 * datasets by alpha-3: the table below (ISO 3166-1, 249 entries; no installed package carries one) joins them.
 */

/** ISO 3166-1 alpha-2 and alpha-3 code pairs, `AA:AAA`, in alpha-2 order. */
const ISO_3166_1 = `AD:AND AE:ARE AF:AFG AG:ATG AI:AIA AL:ALB AM:ARM AO:AGO AQ:ATA AR:ARG AS:ASM AT:AUT AU:AUS AW:ABW AX:ALA
AZ:AZE BA:BIH BB:BRB BD:BGD BE:BEL BF:BFA BG:BGR BH:BHR BI:BDI BJ:BEN BL:BLM BM:BMU BN:BRN BO:BOL BQ:BES BR:BRA BS:BHS
BT:BTN BV:BVT BW:BWA BY:BLR BZ:BLZ CA:CAN CC:CCK CD:COD CF:CAF CG:COG CH:CHE CI:CIV CK:COK CL:CHL CM:CMR CN:CHN CO:COL
CR:CRI CU:CUB CV:CPV CW:CUW CX:CXR CY:CYP CZ:CZE DE:DEU DJ:DJI DK:DNK DM:DMA DO:DOM DZ:DZA EC:ECU EE:EST EG:EGY EH:ESH
ER:ERI ES:ESP ET:ETH FI:FIN FJ:FJI FK:FLK FM:FSM FO:FRO FR:FRA GA:GAB GB:GBR GD:GRD GE:GEO GF:GUF GG:GGY GH:GHA GI:GIB
GL:GRL GM:GMB GN:GIN GP:GLP GQ:GNQ GR:GRC GS:SGS GT:GTM GU:GUM GW:GNB GY:GUY HK:HKG HM:HMD HN:HND HR:HRV HT:HTI HU:HUN
ID:IDN IE:IRL IL:ISR IM:IMN IN:IND IO:IOT IQ:IRQ IR:IRN IS:ISL IT:ITA JE:JEY JM:JAM JO:JOR JP:JPN KE:KEN KG:KGZ KH:KHM
KI:KIR KM:COM KN:KNA KP:PRK KR:KOR KW:KWT KY:CYM KZ:KAZ LA:LAO LB:LBN LC:LCA LI:LIE LK:LKA LR:LBR LS:LSO LT:LTU LU:LUX
LV:LVA LY:LBY MA:MAR MC:MCO MD:MDA ME:MNE MF:MAF MG:MDG MH:MHL MK:MKD ML:MLI MM:MMR MN:MNG MO:MAC MP:MNP MQ:MTQ MR:MRT
MS:MSR MT:MLT MU:MUS MV:MDV MW:MWI MX:MEX MY:MYS MZ:MOZ NA:NAM NC:NCL NE:NER NF:NFK NG:NGA NI:NIC NL:NLD NO:NOR NP:NPL
NR:NRU NU:NIU NZ:NZL OM:OMN PA:PAN PE:PER PF:PYF PG:PNG PH:PHL PK:PAK PL:POL PM:SPM PN:PCN PR:PRI PS:PSE PT:PRT PW:PLW
PY:PRY QA:QAT RE:REU RO:ROU RS:SRB RU:RUS RW:RWA SA:SAU SB:SLB SC:SYC SD:SDN SE:SWE SG:SGP SH:SHN SI:SVN SJ:SJM SK:SVK
SL:SLE SM:SMR SN:SEN SO:SOM SR:SUR SS:SSD ST:STP SV:SLV SX:SXM SY:SYR SZ:SWZ TC:TCA TD:TCD TF:ATF TG:TGO TH:THA TJ:TJK
TK:TKL TL:TLS TM:TKM TN:TUN TO:TON TR:TUR TT:TTO TV:TUV TW:TWN TZ:TZA UA:UKR UG:UGA UM:UMI US:USA UY:URY UZ:UZB VA:VAT
VC:VCT VE:VEN VG:VGB VI:VIR VN:VNM VU:VUT WF:WLF WS:WSM YE:YEM YT:MYT ZA:ZAF ZM:ZMB ZW:ZWE`;

/** `[alpha2, alpha3]` of every ISO 3166-1 entry. */
export const ISO_COUNTRY_CODES: readonly (readonly [iso2: string, iso3: string])[] = ISO_3166_1.split(/\s+/).map(
  (pair) => pair.split(':') as [string, string],
);

/**
 * The non-country units of the FAO/OWID layout that have a UN M49 region ICU names (`OWID_WRL` → 001 "世界");
 * the others (former states, income groups) keep the dataset's own name in both languages.
 */
const M49_OF_AGGREGATE: Readonly<Record<string, string>> = {
  OWID_WRL: '001',
  OWID_MNS: '054',
  OWID_PYA: '061',
  X_AFRICA: '002',
  X_AMERICAS: '019',
  X_ASIA: '142',
  X_ASIA_CENTRAL: '143',
  X_AUSTRALIA_NEW_ZEALAND: '053',
  X_CARIBBEAN: '029',
  X_CENTRAL_AMERICA: '013',
  X_EASTERN_AFRICA: '014',
  X_EASTERN_ASIA: '030',
  X_EASTERN_EUROPE: '151',
  X_EUROPE: '150',
  X_EUROPE_WESTERN: '155',
  X_EUROPEAN_UNION: 'EU',
  X_MICRONESIA_REGION: '057',
  X_MIDDLE_AFRICA: '017',
  X_NORTHERN_AFRICA: '015',
  X_NORTHERN_AMERICA: '021',
  X_NORTHERN_EUROPE: '154',
  X_OCEANIA: '009',
  X_SOUTH_AMERICA: '005',
  X_SOUTH_EASTERN_ASIA: '035',
  X_SOUTHERN_AFRICA: '018',
  X_SOUTHERN_ASIA: '034',
  X_SOUTHERN_EUROPE: '039',
  X_WESTERN_AFRICA: '011',
  X_WESTERN_ASIA: '145',
};

/** A country or territory of ISO 3166-1 with its ICU names. */
export interface WorldCountry {
  iso2: string;
  iso3: string;
  nameZh: string;
  nameEn: string;
  /** Every form the matcher accepts (long and short ICU names, their mechanical variants), both languages. */
  namesZh: string[];
  namesEn: string[];
}

/** Short forms in capitals ("US", "UK") match with their case only, like codes; longer ones are names. */
const CODE_LIKE = /^[A-Z]{2,3}$/;

/** "Myanmar (Burma)" → ["Myanmar (Burma)", "Myanmar", "Burma"]; "刚果（金）" → ["刚果（金）", "刚果金"]; "&" → "and". */
function variants(name: string, cjk: boolean): string[] {
  const out = new Set<string>([name]);
  const n = name.normalize('NFKC');
  const paren = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(n);
  if (paren) {
    if (cjk) out.add(paren[1] + paren[2]);
    else {
      out.add(paren[1]);
      out.add(paren[2]);
    }
  }
  if (!cjk) {
    if (n.includes('&')) out.add(n.replace(/\s*&\s*/g, ' and '));
    if (/[’ʼ]/.test(n)) out.add(n.replace(/[’ʼ]/g, "'"));
    const plain = n.normalize('NFD').replace(/\p{M}/gu, '');
    if (plain !== n) out.add(plain.replace(/[’ʼ]/g, "'"));
  }
  return [...out].filter((s) => s.trim().length > 0);
}

let table: { list: WorldCountry[]; byIso3: Map<string, WorldCountry> } | null = null;

function build() {
  if (table) return table;
  const long = {
    zh: new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' }),
    en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  };
  const short = {
    zh: new Intl.DisplayNames(['zh-CN'], { type: 'region', style: 'short', fallback: 'none' }),
    en: new Intl.DisplayNames(['en'], { type: 'region', style: 'short', fallback: 'none' }),
  };
  const list: WorldCountry[] = [];
  for (const [iso2, iso3] of ISO_COUNTRY_CODES) {
    const nameZh = long.zh.of(iso2) ?? iso3;
    const nameEn = long.en.of(iso2) ?? iso3;
    const zh = [nameZh, short.zh.of(iso2)].filter((s): s is string => !!s);
    const en = [nameEn, short.en.of(iso2)].filter((s): s is string => !!s);
    list.push({
      iso2,
      iso3,
      nameZh,
      nameEn,
      namesZh: [...new Set(zh.flatMap((s) => variants(s, true)))],
      namesEn: [...new Set(en.flatMap((s) => variants(s, false)))],
    });
  }
  table = { list, byIso3: new Map(list.map((c) => [c.iso3, c])) };
  return table;
}

/** Every ISO 3166-1 entry with its names, in alpha-2 order. */
export function worldCountries(): readonly WorldCountry[] {
  return build().list;
}

/** A country by its alpha-3 code, exact case (`PER`); undefined for other codes (`OWID_WRL`, `per`). */
export function worldCountry(iso3: string): WorldCountry | undefined {
  return build().byIso3.get(iso3);
}

/**
 * A dataset unit's name in both languages: ICU's for an ISO3 code or an OWID/FAO region with an M49 code, else the
 * dataset's own name (`fallback`, e.g. "USSR", "Least Developed Countries") in both.
 */
export function unitNames(code: string, fallback: string): { nameZh: string; nameEn: string } {
  const country = worldCountry(code);
  if (country) return { nameZh: country.nameZh, nameEn: country.nameEn };
  const m49 = M49_OF_AGGREGATE[code];
  if (m49) {
    const zh = new Intl.DisplayNames(['zh-CN'], { type: 'region', fallback: 'none' }).of(m49);
    if (zh) return { nameZh: zh, nameEn: fallback || code };
  }
  const name = fallback || code;
  return { nameZh: name, nameEn: name };
}

/** Three-letter codes that are everyday English words in capitals; a question's "AND" is no Andorra. */
const WORD_CODES = new Set(['AND', 'ARE', 'CAN', 'NOR']);

/**
 * Gazetteer aliases (kind `country`, target the alpha-3 code) of every ISO country: its alpha-3 code (case-sensitive,
 * the existing rule for codes) and its ICU names. Aliases whose key `taken` already holds (the database's aliases,
 * which keep precedence) are left out.
 */
export function worldAliases(taken: ReadonlySet<string>): AliasEntry[] {
  const out: AliasEntry[] = [];
  const seen = new Set(taken);
  const add = (alias: string, lang: string, target: string) => {
    const key = `${lang === 'code' ? 'c' : 'n'}:${aliasKey(alias, lang === 'code')}`;
    // A code is shadowed by the same code or by a name of the same letters (a name matches in any case).
    if (seen.has(key) || (lang === 'code' && seen.has(`n:${aliasKey(alias)}`))) return;
    seen.add(key);
    out.push({ alias, lang, kind: 'country', target, targetLevel: 'country' });
  };
  for (const c of worldCountries()) {
    if (!WORD_CODES.has(c.iso3)) add(c.iso3, 'code', c.iso3);
    for (const name of c.namesZh) add(name, 'zh', c.iso3);
    for (const name of c.namesEn) add(name, CODE_LIKE.test(name) ? 'code' : 'en', c.iso3);
  }
  return out;
}

/** The keys `worldAliases` compares with: `c:` + exact key for code aliases, `n:` + lower-case key for names. */
export function aliasKeysOf(entries: readonly AliasEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const e of entries) keys.add(`${e.lang === 'code' ? 'c' : 'n'}:${aliasKey(e.alias, e.lang === 'code')}`);
  return keys;
}
