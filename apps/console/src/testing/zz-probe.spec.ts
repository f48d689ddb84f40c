describe('a', () => {}, 20_000);
describe('b', { timeout: 1 }, () => {});
test('c', { timeout: 1 }, () => {});
