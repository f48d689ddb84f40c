import { KnowledgeIndex, tokenize } from './knowledge-index';

const docs = [
  {
    id: 'ind-vcix',
    title: 'VCIx: maximum vegetation condition index 最佳植被状况指数',
    body: 'VCIx is the highest VCI of the window. 0.80 or more is good.',
    refs: ['VCIx'],
  },
  {
    id: 'ind-vhin',
    title: 'VHIn: minimum vegetation health index',
    body: 'VHIn combines VCI and TCI; it is different from VCIx.',
    refs: ['VHIn'],
  },
  {
    id: 'ind-rain',
    title: 'RAIN: rainfall over cropland 耕地降水',
    body: 'RAIN is the total rainfall of the window, compared with the 15YA.',
    refs: ['RAIN'],
  },
  {
    id: 'method-calf',
    title: 'How CALF is derived',
    body: 'Each arable pixel is compared with an NDVI threshold; CALF is the cropped share.',
    refs: ['CALF'],
  },
  {
    id: 'ind-calf',
    title: 'CALF: cropped arable land fraction 耕地种植比例',
    body: 'CALF is the share of arable land that carried a crop.',
    refs: ['CALF'],
  },
];

describe('knowledge index', () => {
  const index = new KnowledgeIndex(docs);

  it('tokenises latin words, codes and CJK unigrams plus bigrams without stop words', () => {
    expect(tokenize('What is the IND-96 rainfall?')).toEqual(['ind-96', 'ind', '96', 'rainfall']);
    expect(tokenize('耕地降水')).toEqual(['耕', '耕地', '地', '地降', '降', '降水', '水']);
    expect(tokenize('什么是降水')).toEqual(['降', '降水', '水']);
  });

  it.each([
    ['What is VCIx?', 'ind-vcix'],
    ['最佳植被状况指数是什么', 'ind-vcix'],
    ['VHIn', 'ind-vhin'],
    ['rainfall over cropland', 'ind-rain'],
    ['耕地降水', 'ind-rain'],
    ['how is CALF derived from NDVI threshold', 'method-calf'],
    ['CALF share of arable land', 'ind-calf'],
  ])('ranks %s first on %s', (query, id) => {
    expect(index.search(query)[0]?.id).toBe(id);
  });

  it('finds nothing for unrelated text and orders ties by id', () => {
    expect(index.search('zebra quantum')).toEqual([]);
    const hits = index.search('CALF', 5);
    expect(hits.map((h) => h.id).sort()).toEqual(['ind-calf', 'method-calf']);
    expect(hits[0].score).toBeGreaterThanOrEqual(hits[1].score);
  });
});
