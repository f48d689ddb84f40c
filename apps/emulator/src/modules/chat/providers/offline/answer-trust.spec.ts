import { createCropDataFixture, type CropDataService } from '../../../crop-data';
import { buildMessages } from '../openai/openai.provider';
import { citedRows } from './citations';
import { groundQuestion } from './grounding';
import { type OfflineAnswer, OfflineAnswerer } from './offline-answerer';
import { type Abbreviation, extractSlots } from './question';
import { findTimeWord, resolveTimeWord } from './time-words';

/** Issue #18: answers a crop analyst can trust (time words, seasons, citations, no data). */
describe('trustworthy offline answers', () => {
  let data: CropDataService;
  let abbreviations: Abbreviation[];
  let fixture: Awaited<ReturnType<typeof createCropDataFixture>>;
  let answerer: OfflineAnswerer;
  beforeAll(async () => {
    fixture = await createCropDataFixture();
    data = fixture.data;
    abbreviations = await data.abbreviations();
    answerer = new OfflineAnswerer(data);
  });
  afterAll(() => fixture.close());

  const ask = (question: string, uiLang: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<OfflineAnswer> =>
    answerer.answer({ question, images: [], previousQuestions: [], uiLang }, abbreviations);

  describe('time words resolve against the periods of the data', () => {
    it.each([
      ['今年印度降水如何？', 'this-year', '今年', '2025-JUL_OCT'],
      ['本季印度降水', 'this-season', '本季', '2025-JUL_OCT'],
      ['最近印度的降水', 'latest', '最近', '2025-JUL_OCT'],
      ['India rainfall this year', 'this-year', 'this year', '2025-JUL_OCT'],
      ['latest rainfall in India', 'latest', 'latest', '2025-JUL_OCT'],
      ['India rainfall last season', 'previous', 'last season', '2025-APR_JUL'],
      ['去年印度降水', 'last-year', '去年', '2024-JUL_OCT'],
      ['上一期印度降水', 'previous', '上一期', '2025-APR_JUL'],
    ])('%s → %s', (question, why, words, period) => {
      const s = extractSlots(question, data, abbreviations);
      expect(s.periodWhy).toBe(why);
      expect(s.periodWords?.toLowerCase()).toBe(words);
      expect(s.period?.code).toBe(period);
    });

    it('a year given by a time word narrows a named window', () => {
      expect(extractSlots('去年1-4月印度降水', data, abbreviations).period?.code).toBe('2024-JAN_APR');
      expect(extractSlots('今年1-4月印度降水', data, abbreviations).period?.code).toBe('2025-JAN_APR');
    });

    it('a time word the data cannot serve is a missing period', () => {
      const periods = data.periods().slice(0, 1);
      expect(resolveTimeWord('previous', periods)).toBeNull();
      expect(resolveTimeWord('last-year', periods)).toBeNull();
      expect(findTimeWord('no time here')).toBeNull();
    });

    it('the answer states the period it uses and why', async () => {
      expect((await ask('今年印度降水如何？')).text).toContain(
        '「今年」按演示数据最新的年份2025年解读，最新的数据为2025年7–10月',
      );
      expect((await ask('India rainfall this year', 'en-US')).text).toContain(
        'Period: "this year" is read as 2025, the newest year of the data; the latest data are for Jul–Oct 2025.',
      );
      expect((await ask('印度降水')).text).toContain('问题未指明时间，使用数据中最新的监测期2025年7–10月');
      expect((await ask('India rainfall last season')).text).toContain('i.e. Apr–Jul 2025');
    });
  });

  describe('season logic', () => {
    it('Rabi wheat out of season in Jul–Oct: says so and answers for Jan–Apr (zh)', async () => {
      const a = await ask('今年印度小麦长势如何？');
      expect(a.route).toBe('table');
      expect(a.sources[0].id).toBe('table:2025-JAN_APR:IND');
      expect(a.text).toContain('拉比季小麦在2025年7–10月处于非生长季，不在田间生长，不能据这一期判断它的长势');
      expect(a.text).toContain('最近的生长季监测期：2025年1–4月');
      // The original in parentheses once, then the Chinese term alone; no bare English season word.
      expect(a.text.match(/（Rabi）/g)).toHaveLength(1);
      expect(a.text.replace('（Rabi）', '')).not.toMatch(/Rabi/);
      // The condition sentence names what it is about, and never concludes from the off-season period.
      expect(a.text).toContain('2025年1–4月印度耕地（全部作物，不单指小麦）的作物长势等级为');
      expect(a.text).not.toContain('本期作物长势等级');
      expect(a.text).not.toContain('2025年7–10月印度耕地');
    });

    it('the same in English', async () => {
      const a = await ask('How is wheat in India this year?', 'en-US');
      expect(a.sources[0].id).toBe('table:2025-JAN_APR:IND');
      expect(a.text).toContain('Rabi wheat is not growing in the field in Jul–Oct 2025 (out of season)');
      expect(a.text).toContain('its latest in-season period, Jan–Apr 2025');
      expect(a.text).toContain('(all crops, not wheat alone) in Jan–Apr 2025 is');
    });

    it('winter wheat only sown in Jul–Oct is judged from Apr–Jul; Kharif rice in Jul–Oct stays', async () => {
      const wheat = await ask('黄淮海冬小麦最近长势如何？');
      expect(wheat.sources[0].id).toBe('table:2025-APR_JUL:CHN-HHH');
      expect(wheat.text).toContain('冬小麦在2025年7–10月只处于播种期');
      const rice = await ask('印度水稻最近长势如何？');
      expect(rice.sources[0].id).toBe('table:2025-JUL_OCT:IND');
      expect(rice.text).toContain('哈里夫季（Kharif）水稻');
      expect(rice.text).not.toContain('**季节：**');
    });

    it('a stage question answers for the period asked', async () => {
      const a = await ask('印度小麦现在处于什么生育期？');
      expect(a.sources[0].id).toBe('table:2025-JUL_OCT:IND');
      expect(a.text).toContain('拉比季小麦不在生长季');
      expect(a.text.match(/（Rabi）/g)).toHaveLength(1);
    });
  });

  describe('no data: plain, names what is covered, no indicator figure', () => {
    const noFigures = (text: string) => {
      expect(text).not.toMatch(/\d\s*(毫米|mm|℃|°C|兆焦|MJ)/);
      expect(text).not.toMatch(/\|---/);
    };

    it.each([
      ['日本水稻长势如何？', 'zh', '没有日本的数据', '印度'],
      ['How is rice in Japan?', 'en', 'no data for Japan', 'India'],
      ['肯尼亚的降水如何？', 'zh', '没有肯尼亚（KEN）的指标表', '离它最近、有数据的国家'],
      ['Rainfall in Kenya', 'en', 'no indicator table for Kenya (KEN)', 'Nearest countries with data'],
      ['蒙古的降水', 'zh', '没有蒙古（MNG）的指标表', '中国（CHN）'],
      ['What about rainfall in Germany?', 'en', 'no indicator table for Germany (DEU)', 'France (FRA)'],
      ['秘鲁玉米今年怎么样', 'zh', '没有秘鲁的数据', '6个主产区'],
      ['Crop condition in Spain latest', 'en', 'no data for Spain', 'France'],
    ])('uncovered place: %s', async (question, lang, says, names) => {
      const a = await ask(question, lang === 'zh' ? 'zh-CN' : 'en-US');
      expect(a.route).toBe('no-data');
      expect(a.text).toContain(says);
      expect(a.text).toContain(names);
      expect(a.sources).toEqual([]);
      noFigures(a.text);
    });

    it.each([
      ['2019年7-10月印度降水', '没有“2019年7–10月”的数据', '离所问时间最近的是2024年7–10月'],
      [
        'Rainfall in India in Jul–Oct 2019?',
        'nothing for "Jul–Oct 2019"',
        'the nearest to the one asked is Jul–Oct 2024',
      ],
      ['2027年印度降水', '没有“2027”的数据', '离所问时间最近的是2025年7–10月'],
      ['India rainfall in 2022', 'nothing for "2022"', 'from Oct 2023–Jan 2024 to Jul–Oct 2025'],
    ])('uncovered period: %s', async (question, says, covered) => {
      const a = await ask(question);
      expect(a.route).toBe('no-data');
      expect(a.text).toContain(says);
      expect(a.text).toContain(covered);
      noFigures(a.text);
    });

    it.each([
      ['印度棉花长势如何？', '没有印度（IND）棉花的作物日历', '拉比季（Rabi）水稻'],
      ['How is cotton in India?', 'no cotton calendar for India (IND)', 'Rabi wheat'],
    ])('uncovered crop: %s', async (question, says, covered) => {
      const a = await ask(question);
      expect(a.route).toBe('no-data');
      expect(a.text).toContain(says);
      expect(a.text).toContain(covered);
      noFigures(a.text);
    });

    it.each([
      ['今年河南省小麦长势如何？', 'zh', '没有河南省的数据'],
      ['河南小麦长势如何？', 'zh', '没有河南的数据'],
      ['黑龙江大豆怎么样', 'zh', '没有黑龙江的数据'],
      ['How is wheat in Henan this year?', 'en', 'no data for Henan'],
      ['加利福尼亚州的玉米怎么样', 'zh', '没有加利福尼亚州的数据'],
      ['东京都最近的降水', 'zh', '没有东京都的数据'],
      ['How is wheat in Kerala state this year?', 'en', 'no data for Kerala State'],
      ['Rainfall in the province of Buenos Aires', 'en', 'no data for Province Of Buenos Aires'],
      ['How is maize around Chicago?', 'en', 'no data for Chicago'],
    ])('uncovered province, state or city: %s', async (question, lang, says) => {
      const a = await ask(question, lang === 'zh' ? 'zh-CN' : 'en-US');
      expect(a.route).toBe('no-data');
      expect(a.text).toContain(says);
      expect(a.sources).toEqual([]);
      noFigures(a.text);
    });

    it('a covered country and an uncovered province of it: answers the country and names the province', async () => {
      const a = await ask('印度喀拉拉邦的降水如何？');
      expect(a.route).toBe('table');
      expect(a.text).toContain('演示数据中没有喀拉拉邦的数据，以下只回答印度');
      expect(a.sources.map((s) => s.id)).toEqual(['table:2025-JUL_OCT:IND']);
    });

    it('administrative words without a place name are not places', async () => {
      const a = await ask('哪个城市的小麦长势最好？');
      expect(a.text).not.toContain('没有哪个城市');
    });

    it('a covered and an uncovered place: answers the covered part and names the other', async () => {
      const zh = await ask('印度和日本的降水如何？');
      expect(zh.route).toBe('table');
      expect(zh.text).toContain('演示数据中没有日本的数据，以下只回答印度');
      expect(zh.sources.map((s) => s.id)).toEqual(['table:2025-JUL_OCT:IND']);
      const en = await ask('Compare rainfall in Kenya and India last season', 'en-US');
      expect(en.text).toContain('No indicator data for Kenya');
      expect(en.sources.map((s) => s.id)).toEqual(['table:2025-APR_JUL:IND']);
    });
  });

  describe('citations', () => {
    it('are human citations, never file paths', async () => {
      const a = await ask('今年印度小麦长势如何？');
      expect(a.sources.map((s) => s.title)).toEqual([
        'CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年1–4月',
        'CropWatch GPT 演示数据 · 作物日历 · 印度 · 小麦',
        'CropWatch GPT 演示数据 · 产量估算 · 印度 · 2025年 · 小麦',
      ]);
      for (const s of a.sources) expect(`${s.title} ${s.source}`).not.toMatch(/seed\/|\.json/);
    });

    const numbers = (text: string) =>
      (text.replace(/\b[A-Z]{3}(-[A-Z0-9]+)?\b/g, ' ').match(/\d[\d,]*(\.\d+)?/g) ?? []).map((n) =>
        n.replace(/,/g, ''),
      );

    it.each([
      ['今年印度小麦长势如何？', 'zh-CN'],
      ['How is wheat in India this year?', 'en-US'],
      ['印度恒河平原7-10月降水如何？', 'zh-CN'],
      ['黄淮海冬小麦上一期长势', 'zh-CN'],
      ['比较巴基斯坦和印度2025年7-10月的CPI', 'zh-CN'],
      ['How was the crop condition in the Corn Belt in Jul–Oct 2025?', 'en-US'],
      ['Nile Delta rainfall Jul–Oct 2025', 'en-US'],
      ['巴西大豆去年长势', 'zh-CN'],
    ] as const)('every number of the answer is in its cited rows: %s', async (question, uiLang) => {
      const a = await ask(question, uiLang);
      expect(a.sources.length).toBeGreaterThan(0);
      const lang = a.slots.lang;
      const cited = new Set<string>();
      for (const s of a.sources) {
        const rows = await citedRows(data, s.id, lang);
        expect(rows).not.toBeNull();
        for (const n of numbers([rows!.title, ...rows!.rows.flatMap((r) => Object.values(r))].join(' '))) cited.add(n);
      }
      // Dates (period labels) are not figures: they name when, and the answer states them.
      const dates = new Set(
        numbers(
          data
            .periods()
            .flatMap((p) => [p.labelZh, p.labelEn])
            .join(' '),
        ),
      );
      const stray = numbers(a.text).filter((n) => !cited.has(n) && !dates.has(n));
      expect(stray).toEqual([]);
    });

    it('rows of unknown ids are null', async () => {
      expect(await citedRows(data, 'table:2019-JUL_OCT:IND', 'zh')).toBeNull();
      expect(await citedRows(data, 'seed/crop/indicators.json', 'en')).toBeNull();
      expect(await citedRows(data, 'calendar:IND:cotton', 'en')).toBeNull();
    });
  });

  describe('the OpenAI-compatible provider gets the same context', () => {
    const request = (question: string) => ({
      question,
      images: [],
      history: [],
      lang: 'zh-CN' as const,
      app: {
        provider: 'openai',
        model: 'm',
        visionModel: null,
        baseUrl: 'http://127.0.0.1:1',
        apiKey: null,
        systemPrompt: '你是 CropWatch 农情监测助手。',
        temperature: 0.2,
        maxTokens: null,
        timeoutSeconds: 5,
      },
    });

    it('sends the offline answer (period, season, figures) as a system message and cites the same sources', async () => {
      const offline = await ask('今年印度小麦长势如何？');
      const grounding = (await groundQuestion(data, request('今年印度小麦长势如何？')))!;
      expect(grounding.sources).toEqual(offline.sources);
      expect(grounding.context).toContain(offline.text);
      expect(grounding.context).toContain('只使用其中的数字');
      const messages = buildMessages(request('今年印度小麦长势如何？'), grounding);
      expect(messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
      expect(messages[1].content).toContain('拉比季小麦在2025年7–10月处于非生长季');
    });

    it('a no-data answer is passed on as well; a question the data cannot answer adds nothing', async () => {
      expect((await groundQuestion(data, request('日本水稻长势如何？')))!.context).toContain('没有日本的数据');
      expect(await groundQuestion(data, request('xyzzy plugh'))).toBeNull();
    });
  });
});
