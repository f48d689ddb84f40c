/**
 * The synthetic Jul–Oct 2025 rows of the domain notes §1.7 (a) and (b), transcribed character for character. The
 * generator copies them into indicators.json unchanged and builds every other row around them.
 */

export const MPZ_ROWS_CSV = `
mpz_code,mpz_name_en,mpz_name_zh,period,rain_mm,rain_dep_pct,temp_c,temp_dep_c,radpar_mj_m2,radpar_dep_pct,biomss_gdm_m2,biomss_dep_pct,calf_pct,calf_dep_pct,vcix,ci_pct,cpi
WAF,West Africa,西非,2025-JUL_OCT,812,-9,25.4,0.5,1052,-4,1176,-8,91,1,0.90,112,0.98
NAM,North America,北美,2025-JUL_OCT,331,-4,21.1,0.7,1162,2,771,-6,94,-1,0.84,103,0.97
SAM,South America,南美,2025-JUL_OCT,268,-22,19.4,0.9,1043,3,702,-12,72,-3,0.81,118,0.93
SEA,South and Southeast Asia,南亚与东南亚,2025-JUL_OCT,1388,3,26.2,0.4,1091,1,1415,3,96,0,0.92,151,1.04
WEU,Western Europe,西欧,2025-JUL_OCT,341,11,16.0,0.3,968,0,795,5,88,2,0.89,104,1.03
CEW,Central Europe to Western Russia,中欧至俄罗斯西部,2025-JUL_OCT,221,-12,16.6,1.3,951,4,640,-7,83,-2,0.83,102,0.96
`;

export const AEZ_ROWS_CSV = `
aez_code,aez_name_en,country_iso3,period,rain_mm,rain_dep_pct,temp_c,temp_dep_c,radpar_mj_m2,radpar_dep_pct,biomss_gdm_m2,biomss_dep_pct,calf_pct,calf_dep_pct,vcix,ci_pct,cpi,ndvi_below_avg_pct,irrigated_share_pct,condition
IND-96,Gangetic plain,IND,2025-JUL_OCT,1012,6,29.4,0.5,1043,-2,1388,4,96,1,0.91,178,1.04,28,60,favourable
IND-94,Deccan Plateau,IND,2025-JUL_OCT,742,18,26.3,-0.2,1002,-4,1265,9,94,3,0.93,142,1.08,17,35,favourable
PAK-155,Lower Indus river basin in South Punjab and Sind,PAK,2025-JUL_OCT,238,72,31.6,0.7,1178,-3,742,34,81,10,0.84,146,1.02,24,90,watch
PAK-157,Northern Punjab,PAK,2025-JUL_OCT,512,38,29.2,0.9,1096,-4,1104,19,92,6,0.90,152,1.05,19,85,favourable
UZB-201,Aral Sea cotton zone,UZB,2025-JUL_OCT,14,55,21.8,-0.2,1298,-2,96,8,58,5,0.76,108,0.94,41,95,watch
UZB-200,Eastern hilly cereals zone,UZB,2025-JUL_OCT,46,112,20.6,-0.1,1254,-3,231,12,69,7,0.81,117,0.99,33,40,favourable
EGY-ND,Nile Delta and Mediterranean coastal strip,EGY,2025-JUL_OCT,3,-25,26.9,0.6,1364,1,38,-4,88,2,0.87,168,1.01,22,100,favourable
USA-CB,Corn Belt,USA,2025-JUL_OCT,318,-11,21.3,0.9,1157,3,786,-8,97,0,0.85,101,0.97,36,12,favourable
USA-NP,Northern Plains,USA,2025-JUL_OCT,186,-27,18.9,1.4,1169,5,561,-19,88,-3,0.74,100,0.89,52,8,watch
ARG-PA,Pampas,ARG,2025-JUL_OCT,198,-31,12.4,0.8,842,5,585,-21,71,-6,0.72,104,0.86,58,5,poor
CHN-NE,Northeast region,CHN,2025-JUL_OCT,468,9,17.6,0.6,958,-2,1041,3,99,0,0.94,100,1.03,18,25,favourable
CHN-HHH,Huanghuaihai,CHN,2025-JUL_OCT,356,-14,23.4,1.1,1012,4,1019,-6,98,0,0.89,176,0.98,31,65,favourable
`;

/** §1.7 (c): production rows given in the notes (kt, Δ% vs the previous year). */
export const PRODUCTION_ROWS_CSV = `
country_iso3,crop,year,production_kt,delta_pct
CHN,maize,2025,288000,1.2
IND,rice,2025,187000,0.8
USA,soybean,2025,117000,-3.1
BRA,soybean,2025,158000,4.5
UKR,wheat,2025,22400,-6.0
`;

export type CsvRow = Record<string, string>;

export function parseCsv(text: string): CsvRow[] {
  const [header, ...lines] = text.trim().split('\n');
  const keys = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(keys.map((key, i) => [key, cells[i]]));
  });
}
